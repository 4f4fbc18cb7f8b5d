import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The seed library's example screens, as tests.
@MainActor
@Suite struct SeedExampleTests {
  /// Random Persons: two sections, A–L and M–Z, refreshed with animation.
  @Test func randomPersons() {
    var rng = SystemRandomNumberGenerator()
    let names = [
      "Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea",
      "Max", "Nia", "Oz", "Pia", "Quinn", "Rae", "Sam", "Tess", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe",
    ]
    func randomSections() -> [Section] {
      let people = names.indices.filter { _ in Bool.random(using: &rng) }.map { Person(id: $0, name: names[$0]) }
      return [
        Section("A–L", header: "A–L", items: people.filter { $0.name < "M" }),
        Section("M–Z", header: "M–Z", items: people.filter { $0.name >= "M" }),
      ]
    }
    let f = Fixture([personCells], sections: randomSections())
    for _ in 0..<50 {
      f.dataSource.sections = randomSections()
      f.dataSource.reloadData(animated: true)
      #expect(f.table.listViewFailures.isEmpty)
      #expect(f.shown == f.dataSource.visibleSections().map { $0.elements.map { $0.item(as: Person.self)!.name } })
    }
  }

  /// Form: the last-name row is hidden until the first name is non-empty; a switch shows the
  /// "Additional Fields" section.
  @Test func form() {
    struct TextField: Identifiable, Hashable, Diffable {
      var id: String
      var value: String
    }
    struct Switch: Identifiable, Hashable, Diffable {
      var id: String
      var isOn: Bool
    }
    final class Model {
      var firstName = ""
      var lastName = ""
      var showsAdditional = false
    }
    let model = Model()
    let fields = AnyCellDescriptor(
      CellDescriptor<TextField, TextCell>()
        .configure { field, cell, _ in cell.text = "\(field.id): \(field.value)" }
        .isHidden { field in field.id == "Last name" && model.firstName.isEmpty })
    let switches = AnyCellDescriptor(
      CellDescriptor<Switch, TextCell>()
        .configure { s, cell, _ in cell.text = "\(s.id) [\(s.isOn ? "on" : "off")]" }
        .on(.didSelect) { _, _ in
          model.showsAdditional.toggle()
          return .deselect
        })
    let f = Fixture([fields, switches])
    func build() {
      f.dataSource.sections = [
        Section(
          "Name",
          rows: [
            Row(TextField(id: "First name", value: model.firstName)),
            Row(TextField(id: "Last name", value: model.lastName)),
            Row(Switch(id: "Additional Fields", isOn: model.showsAdditional)),
          ]),
        Section("Additional Fields", rows: [Row(TextField(id: "Notes", value: ""))], isHidden: !model.showsAdditional),
      ]
      f.dataSource.reloadData(animated: true)
    }
    build()
    #expect(f.shown == [["First name: ", "Additional Fields [off]"]])
    model.firstName = "Ada"
    build()
    #expect(f.shown == [["First name: Ada", "Last name: ", "Additional Fields [off]"]])
    #expect(f.table.lastBatch?.rowInserts == 1)
    f.adapter.tapRow(at: IndexPath(row: 2, section: 0))
    build()
    #expect(f.shown == [["First name: Ada", "Last name: ", "Additional Fields [on]"], ["Notes: "]])
    #expect(f.table.lastBatch?.sectionInserts == 1)
    model.firstName = ""
    build()
    #expect(f.shown == [["First name: ", "Additional Fields [on]"], ["Notes: "]])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// Diff & Update: numbers in English and German, updated in place when the language changes.
  @Test func diffAndUpdate() {
    struct Number: Identifiable, Hashable, Diffable {
      var id: Int
      var word: String
    }
    let english = ["zero", "one", "two", "three", "four", "five"]
    let german = ["null", "eins", "zwei", "drei", "vier", "fünf"]
    let cells = AnyCellDescriptor(CellDescriptor<Number, TextCell>().configure { n, cell, _ in cell.text = n.word })
    let f = Fixture(
      [cells], sections: [Section(items: english.enumerated().map { Number(id: $0.offset, word: $0.element) })])
    let before = f.table.visibleCells
    f.dataSource.sections = [Section(items: german.enumerated().map { Number(id: $0.offset, word: $0.element) })]
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [german])
    #expect(
      f.table.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init),
      "updated in place, no new cells")
    // Drop the odd numbers and reverse: deletes and moves, with content unchanged.
    f.dataSource.sections = [Section(items: [4, 2, 0].map { Number(id: $0, word: german[$0]) })]
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [["vier", "zwei", "null"]])
    #expect(f.table.lastBatch?.rowDeletes == 3)
    #expect(f.table.lastBatch?.rowMoves == 2)
    #expect(f.table.listViewFailures.isEmpty)
  }
}
