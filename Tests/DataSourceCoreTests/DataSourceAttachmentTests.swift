import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

struct Badge: Identifiable, Hashable, Diffable {
  var id: String
}

/// Issue 14: descriptors without wrappers, one retained object, completion, typed look-ups.
@MainActor
@Suite struct DataSourceAttachmentTests {
  @Test func descriptorsOfDifferentTypesGoInOneArrayLiteral() {
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<Person, TextCell>().configure { person, cell, _ in cell.text = person.name },
      CellDescriptor<Badge, NumberCell>().configure { badge, cell, _ in cell.text = "#" + badge.id },
    ])
    let table = HeadlessTableView()
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section("s", items: [Person(id: 1, name: "Ann")]), Section("b", items: [Badge(id: "x")])]
    dataSource.reloadData(animated: false)
    #expect(table.visibleCells.map(\.text) == ["Ann", "#x"])
    #expect(table.visibleCells.map { $0 is NumberCell } == [false, true])
    #expect(dataSource.failures.isEmpty)
  }

  @Test func descriptorsRegisteredLaterCanCaptureTheirOwner() {
    @MainActor final class Screen {
      let dataSource = DataSource()
      var tapped: [String] = []
      init() {
        dataSource.register(cellDescriptors: [
          CellDescriptor<Badge, TextCell>()
            .configure { badge, cell, _ in cell.text = badge.id }
            .on(.didSelect) { [unowned self] badge, _ in
              tapped.append(badge.id)
              return .deselect
            }
        ])
      }
    }
    let screen = Screen()
    let table = HeadlessTableView()
    let adapter = HeadlessTableAdapter(dataSource: screen.dataSource, tableView: table)
    screen.dataSource.sections = [Section("s", items: [Badge(id: "a"), Badge(id: "b")])]
    screen.dataSource.reloadData(animated: false)
    adapter.tapRow(at: IndexPath(item: 1, section: 0))
    #expect(screen.tapped == ["b"])
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
  }

  @Test func aRegisteredDescriptorReplacesTheOneForItsType() {
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<Badge, TextCell>().configure { _, cell, _ in cell.text = "old" }
    ])
    dataSource.register(cellDescriptors: [
      CellDescriptor<Badge, TextCell>().configure { _, cell, _ in cell.text = "new" }
    ])
    let table = HeadlessTableView()
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section("s", items: [Badge(id: "a")])]
    dataSource.reloadData(animated: false)
    #expect(table.visibleCells.map(\.text) == ["new"])
  }

  @Test func theViewKeepsAnAdapterNobodyStored() {
    weak var weakAdapter: HeadlessTableAdapter?
    weak var weakDataSource: DataSource?
    var table: HeadlessTableView? = HeadlessTableView()
    do {
      let dataSource = DataSource(cellDescriptors: [personCells])
      let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table!)
      weakAdapter = adapter
      weakDataSource = dataSource
    }
    // Only the table is held: it keeps the adapter, which keeps the data source.
    #expect(weakAdapter != nil)
    let dataSource = try! #require(weakDataSource)
    dataSource.sections = [Section("s", items: [Person(id: 1, name: "Ann")])]
    dataSource.reloadData(animated: false)
    #expect(table!.visibleCells.map(\.text) == ["Ann"])
    table = nil
    #expect(weakAdapter == nil)
  }

  @Test func aDataSourceWhoseViewWasReleasedSaysSoOnce() {
    let dataSource = DataSource(cellDescriptors: [personCells])
    var reported: [DataSourceError] = []
    dataSource.onFailure = { reported.append($0) }
    do {
      let table = HeadlessTableView()
      _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
      dataSource.reloadData(animated: false)
    }
    dataSource.sections = [Section("s", items: [Person(id: 1, name: "Ann")])]
    let warnings = capturingRuntimeWarnings {
      dataSource.reloadData(animated: true)
      dataSource.reloadData(animated: true)
    }.warnings
    #expect(warnings == runtimeWarnings(for: [.listViewReleased]))
    #expect(reported == [.listViewReleased])
    #expect(dataSource.failures == [.listViewReleased])
  }

  @Test func detachingOnPurposeIsNotAFailure() {
    let dataSource = DataSource(cellDescriptors: [personCells])
    let table = HeadlessTableView()
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.listView = nil
    dataSource.reloadData(animated: true)
    #expect(dataSource.failures.isEmpty)
  }

  @Test func completionRunsOnceAfterTheBatchesAndTheWaitReturnsAfterThem() async {
    let fixture = Fixture([personCells], sections: [Section("s", items: [Person(id: 1, name: "Ann")])])
    var calls = 0
    fixture.dataSource.sections = [
      Section("s", items: [Person(id: 2, name: "Bob"), Person(id: 1, name: "Ann")]),
      Section("t", items: [Person(id: 3, name: "Cid")]),
    ]
    fixture.dataSource.reloadData(animated: true) {
      calls += 1
      #expect(fixture.shown == [["Bob", "Ann"], ["Cid"]])
    }
    #expect(calls == 1)
    #expect(fixture.table.lastBatch != nil)
    fixture.dataSource.sections = [Section("s", items: [Person(id: 1, name: "Ann")])]
    await fixture.dataSource.reloadDataAndWait(animated: true)
    #expect(fixture.shown == [["Ann"]])
    // A reload instead of batches completes too.
    fixture.dataSource.reloadData(animated: false) { calls += 1 }
    #expect(calls == 2)
  }

  @Test func typedLookUpsFollowWhatIsShown() {
    let ann = Person(id: 1, name: "Ann")
    let bob = Person(id: 2, name: "Bob")
    let fixture = Fixture([personCells], sections: [Section("s", items: [ann]), Section("t", items: [bob])])
    #expect(fixture.dataSource.item(at: ItemPath(item: 0, section: 1), as: Person.self) == bob)
    #expect(fixture.dataSource.item(at: ItemPath(item: 0, section: 1), as: Badge.self) == nil)
    #expect(fixture.dataSource.item(at: ItemPath(item: 5, section: 1), as: Person.self) == nil)
    #expect(fixture.dataSource.indexPath(of: bob) == ItemPath(item: 0, section: 1))
    // Identity, not content: a renamed Bob is still found.
    #expect(fixture.dataSource.indexPath(of: Person(id: 2, name: "Robert")) == ItemPath(item: 0, section: 1))
    #expect(fixture.dataSource.indexPath(of: Person(id: 9, name: "Ann")) == nil)
    fixture.dataSource.sections = [Section("s", items: [bob, ann])]
    fixture.dataSource.reloadData(animated: true)
    #expect(fixture.dataSource.indexPath(of: ann) == ItemPath(item: 1, section: 0))
    #expect(fixture.dataSource.indexPath(of: bob)?.section == 0)
  }
}
