import DataSourceTesting
import Foundation
import Testing

/// The empty state shows while no row is shown, whichever path emptied the list, and hides when rows
/// come back.
@MainActor
@Suite struct EmptyStateTests {
  final class Cell: HeadlessTableViewCell {}
  final class Item: HeadlessCollectionViewCell {}

  @Test func itFollowsReloadsOnBothViews() {
    var added = 0
    let state = EmptyState(
      "No fruit", secondaryText: "Fruit you add appears here.", image: .system("basket"),
      action: EmptyState.Action(title: "Add Fruit") { added += 1 })
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let tableSource = DataSource(cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, Cell>())])
    let tableAdapter = HeadlessTableAdapter(dataSource: tableSource, tableView: table)
    let collection = HeadlessCollectionView(visibleItemCapacity: 10)
    let collectionSource = DataSource(cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, Item>())])
    let collectionAdapter = HeadlessCollectionAdapter(dataSource: collectionSource, collectionView: collection)
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: ["apple"])]
      source.reloadData(animated: false)
      source.emptyState = state
    }
    #expect(table.shownEmptyState == nil && collection.shownEmptyState == nil, "rows are shown")
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: [String]())]
      source.reloadData()
    }
    #expect(table.shownEmptyState?.text == "No fruit" && collection.shownEmptyState?.image == .system("basket"))
    #expect(table.tapEmptyStateAction() && collection.tapEmptyStateAction())
    #expect(added == 2)
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: ["pear"])]
      source.reloadData()
    }
    #expect(table.shownEmptyState == nil && collection.shownEmptyState == nil, "rows came back")
    #expect(!table.tapEmptyStateAction())
    tableSource.sections = []
    tableSource.reloadData()
    #expect(table.shownEmptyState != nil, "no section at all is empty too")
    tableSource.emptyState = nil
    #expect(table.shownEmptyState == nil, "unset: nothing shows")
    withExtendedLifetime((tableAdapter, collectionAdapter)) {}
  }

  /// The kinds reach both headless views as set: a loading state while the first rows are on their
  /// way, a search state when a filter matches nothing; the factories' texts are UIKit's.
  @Test func theKindOfStateShows() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let collection = HeadlessCollectionView(visibleItemCapacity: 10)
    let tableSource = DataSource(cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, Cell>())])
    let collectionSource = DataSource(cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, Item>())])
    let adapters = (
      HeadlessTableAdapter(dataSource: tableSource, tableView: table),
      HeadlessCollectionAdapter(dataSource: collectionSource, collectionView: collection)
    )
    for source in [tableSource, collectionSource] {
      source.emptyState = .loading()
      source.reloadData(animated: false)
    }
    #expect(table.shownEmptyState?.kind == .loading && collection.shownEmptyState?.kind == .loading)
    #expect(table.shownEmptyState?.text == "Loading…")
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: ["apple"])]
      source.reloadData()
      source.emptyState = .search(secondaryText: "Nothing has “kiwi”.")
    }
    #expect(table.shownEmptyState == nil && collection.shownEmptyState == nil, "rows arrived")
    for source in [tableSource, collectionSource] {
      source.sections = [Section(items: [String]())]
      source.reloadData()
    }
    #expect(table.shownEmptyState?.kind == .search && collection.shownEmptyState?.kind == .search)
    #expect(table.shownEmptyState?.text == "No Results" && table.shownEmptyState?.image == .system("magnifyingglass"))
    #expect(EmptyState("Plain").kind == .empty)
    withExtendedLifetime(adapters) {}
  }

  @Test func aDiffableDataSourceAndAStorageShowItToo() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let diffable = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { table, path, _ in
      table.dequeueReusableCell(withIdentifier: "cell", for: path)
    }
    diffable.emptyState = EmptyState("No results")
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["s"])
    diffable.apply(snapshot, animatingDifferences: false)
    #expect(table.shownEmptyState?.text == "No results", "an empty section shows no row")
    snapshot.appendItems([1])
    diffable.apply(snapshot)
    #expect(table.shownEmptyState == nil)

    let storage = MemoryStorage<Int>(sections: [StorageSection(items: [1, 2])])
    let other = HeadlessTableView(visibleRowCapacity: 10)
    let source = DataSource(cellDescriptors: [AnyCellDescriptor(CellDescriptor<Int, Cell>())])
    let adapter = HeadlessTableAdapter(dataSource: source, tableView: other)
    source.emptyState = EmptyState("Nothing stored")
    source.bind(to: storage)
    #expect(other.shownEmptyState == nil)
    try? storage.removeItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
    #expect(other.shownEmptyState?.text == "Nothing stored")
    withExtendedLifetime(adapter) {}
  }
}
