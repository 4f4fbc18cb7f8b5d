import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Testing

/// The README's data-source quick start, kept compiling and true.
@MainActor
@Suite struct ReadmeExampleTests {
  final class PersonCell: HeadlessTableViewCell {}

  @Test func quickStart() {
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<Person, PersonCell>().configure { person, cell, _ in cell.text = person.name }
    ])
    let table = HeadlessTableView()
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section("friends", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])]
    dataSource.reloadData(animated: false)
    dataSource.sections = [Section("friends", items: [Person(id: 2, name: "Bob"), Person(id: 1, name: "Anna")])]
    var completed = false
    dataSource.reloadData(animated: true) {
      completed = true
      #expect(table.visibleCells.map(\.text) == ["Bob", "Anna"])
    }
    #expect(completed)
    #expect(dataSource.indexPath(of: Person(id: 2, name: "Bob")) == ItemPath(item: 0, section: 0))
    #expect(table.listViewFailures.isEmpty)
    #expect(table.lastBatch?.rowMoves == 1)
  }

  @Test func storageQuickStart() throws {
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Person, PersonCell>().configure { person, cell, _ in cell.text = person.name })
    ])
    let table = HeadlessTableView()
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    let storage = MemoryStorage<Person>()
    dataSource.bind(to: storage)
    try storage.addItems([Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")], toSection: 0)
    try storage.performUpdates {
      try storage.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
      try storage.replaceItem(at: ItemPath(item: 0, section: 0), with: Person(id: 2, name: "Bobby"))
    }
    #expect(table.visibleCells.map(\.text) == ["Bobby", "Ann"])
    #expect(throws: StorageError.itemNotFound) { try storage.removeItems([Person(id: 9, name: "?")]) }
    #expect(storage.items(inSection: 0).count == 2)
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(adapter) {}
  }
}
