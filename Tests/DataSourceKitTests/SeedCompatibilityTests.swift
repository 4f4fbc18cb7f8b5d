import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Code ported from the seed library keeps its meaning.
@MainActor
@Suite struct SeedCompatibilityTests {
  /// One model type, two cell types: the row names the descriptor by its reuse identifier, and a
  /// row that names none uses the first descriptor listed for its type.
  @Test func aRowIdentifierChoosesAmongDescriptorsOfOneType() throws {
    let descriptors: [AnyCellDescriptor] = [
      AnyCellDescriptor(CellDescriptor<Person, TextCell>().configure { person, cell, _ in cell.text = person.name }),
      AnyCellDescriptor(
        CellDescriptor<Person, NumberCell>("Number").configure { person, cell, _ in cell.text = "#\(person.id)" }),
    ]
    let ada = Person(id: 1, name: "Ada")
    let ben = Person(id: 2, name: "Ben")
    let f = Fixture(descriptors, sections: [Section("s", rows: [Row(ada), Row(ben, identifier: "Number")])])
    #expect(f.shown == [["Ada", "#2"]])
    #expect(f.table.visibleCells.map { String(describing: type(of: $0)) } == ["TextCell", "NumberCell"])
    #expect(Row(ben, identifier: "Number").cellIdentifier == "Number" && Row(ben).cellIdentifier == nil)

    // The identity is the model's: changing the identifier reloads the row into its other cell.
    f.dataSource.sections = [Section("s", rows: [Row(ada, identifier: "Number"), Row(ben)])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.table.lastBatch?.rowReloads == 2 && f.table.lastBatch?.rowInserts == 0)
    #expect(f.shown == [["#1", "Ben"]])

    // A row naming an identifier no descriptor of its type has is reported, with the identifier.
    f.dataSource.sections = [Section("s", rows: [Row(ada, identifier: "Missing")])]
    #expect(throws: DataSourceError.self) { try f.dataSource.validate() }
    do {
      try f.dataSource.validate()
    } catch {
      #expect(error.description.contains("with cell identifier 'Missing'"), "\(error)")
      #expect(error.description.contains("Person ('Number')"), "\(error)")
    }
  }

  /// The seed's `SectionDescriptor<Void>("id")`: a descriptor for one section, by its identifier,
  /// before any descriptor for its content type.
  @Test func sectionDescriptorsByIdentifier() {
    struct Team: Sendable { var name: String }
    let dataSource = DataSource(
      cellDescriptors: [personCells],
      sectionDescriptors: [
        SectionDescriptor<Void>("contacts").header { _, _ in .title("Contacts") }.headerHeight { _, _ in .points(40) },
        SectionDescriptor<Void>("empty").isHidden { _ in true },
        SectionDescriptor<Team>().header { team, _ in .title("Team \(team.name)") },
        SectionDescriptor<Team>("special").header { team, _ in .title("Special \(team.name)") },
      ],
      sections: [
        Section("contacts", items: [Person(id: 1, name: "Ada")]),
        Section("empty", items: [Person(id: 2, name: "Ben")]),
        Section("t", content: Row(Team(name: "A")), items: [Person(id: 3, name: "Cy")]),
        Section("special", content: Row(Team(name: "B")), items: [Person(id: 4, name: "Di")]),
        Section("plain", content: Row("A – L"), items: [Person(id: 5, name: "Ed")]),
      ])
    dataSource.reloadData(animated: false)
    #expect(dataSource.numberOfSections == 4, "the section its descriptor hides is not shown")
    #expect((0..<4).map { dataSource.header(inSection: $0)?.title } == ["Contacts", "Team A", "Special B", "A – L"])
    #expect(dataSource.headerHeight(inSection: 0) == .points(40))
    #expect(dataSource.headerHeight(inSection: 1) == .automatic)
  }

  /// The seed's Diff & Update example with its model as the seed wrote it: `Hashable` with a hash
  /// of the id only. With `IdentifiedByHash` the new words are six updates in place; with the
  /// default identity (the whole value) they would be six deletes and six inserts.
  @Test func aModelHashingItsIdKeepsItsIdentity() {
    struct Number: Hashable, IdentifiedByHash {
      var id: Int
      var word: String
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    struct WholeValue: Hashable, Diffable {
      var id: Int
      var word: String
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    let english = ["zero", "one", "two", "three", "four", "five"]
    let german = ["null", "eins", "zwei", "drei", "vier", "fünf"]
    let cells = AnyCellDescriptor(CellDescriptor<Number, TextCell>().configure { n, cell, _ in cell.text = n.word })
    let f = Fixture([cells], sections: [Section(items: english.indices.map { Number(id: $0, word: english[$0]) })])
    f.dataSource.contentUpdateStyle = .reload
    f.dataSource.sections = [Section(items: german.indices.map { Number(id: $0, word: german[$0]) })]
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [german])
    #expect(f.table.lastBatch?.rowReloads == 6)
    #expect(f.table.lastBatch?.rowDeletes == 0 && f.table.lastBatch?.rowInserts == 0)
    #expect(f.table.listViewFailures.isEmpty)

    let whole = FlatChangeset(
      source: english.indices.map { WholeValue(id: $0, word: english[$0]) },
      target: german.indices.map { WholeValue(id: $0, word: german[$0]) })
    #expect(whole.deletes.count == 6 && whole.inserts.count == 6 && whole.updates.isEmpty)
  }

  /// The seed's `sectionIndexTitles` and prefetching closures, through the headless table as UIKit
  /// asks for them.
  @Test func sectionIndexTitlesAndPrefetching() throws {
    let letters = ["A", "B", "C", "D"]
    let sections = letters.enumerated().map { s, letter in
      Section(letter, header: letter, items: (0..<10).map { Person(id: s * 100 + $0, name: "\(letter)\($0)") })
    }
    let f = Fixture([personCells], sections: sections, capacity: 5)
    #expect(f.table.sectionIndexTitles == nil, "no index without the closure")
    f.dataSource.sectionIndexTitles = { letters + ["#"] }
    f.dataSource.sectionForSectionIndexTitle = { title, index in title == "#" ? 99 : index }
    #expect(f.table.sectionIndexTitles == ["A", "B", "C", "D", "#"])
    #expect(f.table.touchSectionIndex(at: 2) == 2)
    #expect(f.table.visibleCells.first?.text == "C0")
    #expect(f.table.touchSectionIndex(at: 4) == 3, "an answer past the last section is limited to it")
    #expect(f.table.visibleCells.first?.text == "D0")
    #expect(f.table.touchSectionIndex(at: 9) == nil)

    var prefetched: [[ItemPath]] = []
    var cancelled: [[ItemPath]] = []
    f.dataSource.prefetchRows = { prefetched.append($0) }
    f.dataSource.cancelPrefetching = { cancelled.append($0) }
    f.table.prefetchRows(at: [
      IndexPath(row: 5, section: 0), IndexPath(row: 50, section: 0), IndexPath(row: 0, section: 9),
    ])
    f.table.prefetchRows(at: [IndexPath(row: 50, section: 0)])
    f.table.cancelPrefetchingRows(at: [IndexPath(row: 5, section: 0)])
    #expect(prefetched == [[ItemPath(item: 5, section: 0)]], "paths outside the table are not sent")
    #expect(cancelled == [[ItemPath(item: 5, section: 0)]])
    #expect(f.dataSource.section(forSectionIndexTitle: "#", at: 4) == 3)
  }
}
