import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// A row whose content changed in place is measured again, without a new cell; a reloaded row gets
/// measured by its reload.
@MainActor
@Suite struct SelfSizingTests {
  final class NoteCell: HeadlessTableViewCell {}
  final class NoteItem: HeadlessCollectionViewCell {}

  @Test func aRowRefreshedInPlaceIsMeasuredAgainOnBothViews() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let tableSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Note, NoteCell>().configure { note, cell, _ in cell.text = note.text })
    ])
    let tableAdapter = HeadlessTableAdapter(dataSource: tableSource, tableView: table)
    let collection = HeadlessCollectionView(visibleItemCapacity: 10)
    let collectionSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Note, NoteItem>().configure { note, cell, _ in cell.text = note.text })
    ])
    let collectionAdapter = HeadlessCollectionAdapter(dataSource: collectionSource, collectionView: collection)
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: [Note(id: 1, text: "short"), Note(id: 2, text: "b")])]
      source.reloadData(animated: false)
      source.sections = [Section(items: [Note(id: 1, text: "a much longer text that wraps"), Note(id: 2, text: "b")])]
      source.reloadData()
    }
    #expect(table.remeasuredRows == [[IndexPath(row: 0, section: 0)]])
    #expect(collection.remeasuredItems == [[IndexPath(item: 0, section: 0)]])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "a much longer text that wraps")

    // Reloaded rows get new cells, measured as they appear: nothing more is asked.
    tableSource.contentUpdateStyle = .reload
    tableSource.sections = [Section(items: [Note(id: 1, text: "short again"), Note(id: 2, text: "b")])]
    tableSource.reloadData()
    #expect(table.remeasuredRows.count == 1)
    withExtendedLifetime((tableAdapter, collectionAdapter)) {}
  }

  @Test func aReconfiguredItemIsMeasuredAgain() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let source = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { table, path, id in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
      cell.text = "\(id)"
      return cell
    }
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2, 3])
    source.apply(snapshot, animatingDifferences: false)
    snapshot.reconfigureItems([2])
    source.apply(snapshot)
    #expect(table.remeasuredRows == [[IndexPath(row: 1, section: 0)]])
  }
}
