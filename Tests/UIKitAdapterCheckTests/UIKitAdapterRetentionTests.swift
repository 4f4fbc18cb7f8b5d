import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The UIKit adapters make their view keep them (an associated object on Apple platforms, modelled by
/// the stand-in), so an adapter nobody stores still answers the view.
@MainActor
@Suite struct UIKitAdapterRetentionTests {
  @Test func aTableKeepsItsAdapterAndDataSource() {
    weak var weakAdapter: TableViewAdapter?
    weak var weakDataSource: DataSource?
    let table = UITableView(frame: .zero)
    do {
      let dataSource = DataSource()
      _ = TableViewAdapter(dataSource: dataSource, tableView: table)
      weakDataSource = dataSource
    }
    weakAdapter = table.retainedAdapter as? TableViewAdapter
    #expect(weakAdapter != nil)
    #expect(weakAdapter?.dataSource === weakDataSource)
    // The data source's list view is the connection's, serving the table: UITableView itself
    // gains no public conformance.
    #expect((weakDataSource?.listView as? UIKitListView<UITableView>)?.view === table)
    #expect(!((table as AnyObject) is any ListView))
  }

  /// The public way from a view to its adapter and data source; the view's own `dataSource` is the
  /// connection, not the adapter.
  @Test func aViewLeadsToItsAdapterAndDataSource() {
    let table = UITableView(frame: .zero)
    let collection = UICollectionView(frame: .zero)
    #expect(table.tableViewAdapter == nil && collection.collectionViewAdapter == nil)
    let dataSource = DataSource()
    let tableAdapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    let collectionAdapter = CollectionViewAdapter(dataSource: DataSource(), collectionView: collection)
    #expect(table.tableViewAdapter === tableAdapter && table.tableViewAdapter?.dataSource === dataSource)
    #expect(collection.collectionViewAdapter === collectionAdapter)
  }

  @Test func aCollectionViewKeepsItsAdapterAndANewAdapterReplacesIt() {
    let collection = UICollectionView(frame: .zero)
    weak var first: CollectionViewAdapter?
    do {
      let adapter = CollectionViewAdapter(dataSource: DataSource(), collectionView: collection)
      first = adapter
    }
    #expect(first != nil)
    _ = CollectionViewAdapter(dataSource: DataSource(), collectionView: collection)
    #expect(first == nil, "the view keeps one adapter: the newest")
    #expect(collection.retainedAdapter is CollectionViewAdapter)
    let adapter = collection.retainedAdapter as? CollectionViewAdapter
    #expect((adapter?.dataSource.listView as? UIKitListView<UICollectionView>)?.view === collection)
    #expect(!((collection as AnyObject) is any ListView))
  }
}
