import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The observable view of what a data source shows: its shown sections and rows, hidden ones left
/// out, each section changing only when it changes.
@MainActor
@Suite struct ObservedDataSourceTests {
  final class Filter { var hidesB = false }

  @Test func itFollowsWhatTheDataSourceShows() throws {
    let filter = Filter()
    let f = Fixture(
      [
        AnyCellDescriptor(
          CellDescriptor<Person, HeadlessTableViewCell>()
            .configure { person, cell, _ in cell.text = person.name }
            .isHidden { person in filter.hidesB && person.name.hasPrefix("B") })
      ],
      sections: [
        Section("friends", header: "Friends", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")]),
        Section("family", header: "Family", items: [Person(id: 3, name: "Cy")]),
      ])
    let observed = ObservedDataSource(f.dataSource)
    let names = { observed.sections.map { $0.items.compactMap { $0.item(as: Person.self)?.name } } }
    #expect(observed.sections.map(\.id) == [.identifier("friends"), .identifier("family")])
    #expect(observed.sections.map(\.header) == ["Friends", "Family"])
    #expect(names() == [["Ann", "Bob"], ["Cy"]])
    let (friends, family) = (observed.sections[0], observed.sections[1])
    let friendChanges = ObservedStorageTests.ChangeCounter { _ = friends.items }
    let familyChanges = ObservedStorageTests.ChangeCounter { _ = family.items }
    let sectionChanges = ObservedStorageTests.ChangeCounter { _ = observed.sections }

    filter.hidesB = true
    f.dataSource.reloadData()
    #expect(names() == [["Ann"], ["Cy"]], "hidden rows are left out")
    #expect(friendChanges.count == 1 && familyChanges.count == 0 && sectionChanges.count == 0)

    f.dataSource.sections = [
      Section("family", header: "Family", items: [Person(id: 3, name: "Cy"), Person(id: 4, name: "Di")]),
      Section("friends", header: "Friends", items: [Person(id: 1, name: "Ann")]),
    ]
    f.dataSource.reloadData()
    #expect(names() == [["Cy", "Di"], ["Ann"]])
    #expect(observed.sections[0] === family && observed.sections[1] === friends, "kept by identity")
    #expect(sectionChanges.count == 1 && familyChanges.count == 1 && friendChanges.count == 1)
    #expect(f.table.listViewFailures.isEmpty)
  }
}
