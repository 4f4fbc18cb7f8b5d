import DataSourceKit
import DataSourceTesting
import Testing

/// The README's data-source quick start, kept compiling and true.
@MainActor
@Suite struct ReadmeExampleTests {
  final class PersonCell: HeadlessTableViewCell {}

  @Test func quickStart() {
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Person, PersonCell>().configure { person, cell, _ in cell.text = person.name })
    ])
    let table = HeadlessTableView()
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section("friends", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])]
    dataSource.reloadData(animated: false)
    dataSource.sections = [Section("friends", items: [Person(id: 2, name: "Bob"), Person(id: 1, name: "Anna")])]
    dataSource.reloadData(animated: true)
    #expect(table.visibleCells.map(\.text) == ["Bob", "Anna"])
    #expect(table.listViewFailures.isEmpty)
    #expect(table.lastBatch?.rowMoves == 1)
    withExtendedLifetime(adapter) {}
  }
}
