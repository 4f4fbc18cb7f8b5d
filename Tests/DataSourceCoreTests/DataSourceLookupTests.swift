@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Lookup order (descriptor → data source closure → default) and misuse.
@MainActor
@Suite struct DataSourceLookupTests {
  @Test func heightLooksUpDescriptorThenDataSourceThenRowHeight() {
    let tall = AnyCellDescriptor(CellDescriptor<Person, TextCell>().on(.height) { _, _ in 88 })
    let f = Fixture([tall, stringCells], sections: [Section(rows: [Row(Person(id: 1, name: "A")), Row("s")])])
    #expect(f.dataSource.answers.heightForRow(at: ItemPath(row: 0, section: 0)) == 88)
    #expect(
      f.dataSource.answers.heightForRow(at: ItemPath(row: 1, section: 0)) == nil,
      "no closure and no rowHeight: automatic")
    f.dataSource.rowHeight = 44
    #expect(f.dataSource.answers.heightForRow(at: ItemPath(row: 1, section: 0)) == 44)
    f.dataSource.on(.height) { _, _ in 60 }
    #expect(f.dataSource.answers.heightForRow(at: ItemPath(row: 1, section: 0)) == 60)
    #expect(f.dataSource.answers.heightForRow(at: ItemPath(row: 0, section: 0)) == 88, "the descriptor still wins")
  }

  /// Look-ups by identifier, without a model value: the path and section of an identifier, for
  /// the model type it belongs to, kept in step with what is shown.
  @Test func pathsByIdentifierWithoutAModel() {
    struct Tag: Hashable, Diffable, Sendable { var id: Int }
    let tags = AnyCellDescriptor(CellDescriptor<Tag, TextCell>())
    let f = Fixture(
      [personCells, tags],
      sections: [
        Section("a", rows: [Row(Person(id: 1, name: "A")), Row(Tag(id: 2))]),
        Section("b", rows: [Row(Person(id: 2, name: "B")), Row(Person(id: 1, name: "duplicate"))]),
      ])
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 2) == ItemPath(item: 0, section: 1))
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 1) == ItemPath(item: 0, section: 0), "the first")
    #expect(f.dataSource.indexPath(of: Tag.self, identifier: Tag(id: 2)) == ItemPath(item: 1, section: 0))
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 9) == nil)
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 2)?.section == 1)
    f.dataSource.sections = [Section("b", rows: [Row(Person(id: 2, name: "B"))])]
    f.dataSource.reloadData(animated: true)
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 2) == ItemPath(item: 0, section: 0))
    #expect(f.dataSource.indexPath(of: Person.self, identifier: 1) == nil, "the index follows what is shown")
  }

  @Test func selectionLooksUpDescriptorThenDataSourceAndDeselectsOnRequest() {
    var selected: [String] = []
    let people = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>()
        .configure { p, cell, _ in cell.text = p.name }
        .on(.didSelect) { p, _ in
          selected.append(p.name)
          return .deselect
        })
    let f = Fixture([people, stringCells], sections: [Section(rows: [Row(Person(id: 1, name: "Ann")), Row("s")])])
    #expect(f.adapter.tapRow(at: IndexPath(row: 0, section: 0)) == .deselect)
    #expect(selected == ["Ann"])
    #expect(f.table.indexPathForSelectedRow == nil)
    // No closure anywhere: the row stays selected.
    #expect(f.adapter.tapRow(at: IndexPath(row: 1, section: 0)) == .keepSelected)
    #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    f.dataSource.on(.didSelect) { row, _ in
      selected.append(row.item(as: String.self) ?? "?")
      return .deselect
    }
    #expect(f.adapter.tapRow(at: IndexPath(row: 1, section: 0)) == .deselect)
    #expect(selected == ["Ann", "s"])
  }

  @Test func pathsOutOfRangeFromTheViewNeverCrash() {
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    #expect(f.dataSource.row(at: ItemPath(row: 5, section: 0)) == nil)
    #expect(f.dataSource.row(at: ItemPath(row: 0, section: -1)) == nil)
    #expect(f.dataSource.answers.didSelectRow(at: ItemPath(row: 9, section: 9)) == .keepSelected)
    #expect(f.dataSource.answers.heightForRow(at: ItemPath(row: 9, section: 0)) == nil)
    #expect(f.dataSource.numberOfRows(inSection: 3) == 0)
    // An empty IndexPath, as UIKit sends under VoiceOver.
    #expect(f.adapter.tapRow(at: IndexPath()) == .keepSelected)
  }

  @Test func aModelTypeWithoutDescriptorIsNamedInTheError() {
    let f = Fixture([stringCells, personCells])
    f.dataSource.sections = [Section(rows: [Row("ok"), Row(3.5)])]
    #expect(throws: DataSourceError.self) { try f.dataSource.validate() }
    do {
      try f.dataSource.validate()
    } catch {
      #expect(
        error.description
          == "No cell descriptor for Swift.Double (row 1 of section 0). Add a CellDescriptor<Swift.Double, YourCell> to the data source; it has descriptors for: DataSourceTestSupport.Person, Swift.String."
      )
    }
  }
}
