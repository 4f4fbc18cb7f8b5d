import DataSourceKit
import DataSourceTestSupport
import Foundation
import Testing
import UIKitStandIn

import func DataSourceTesting.capturingRuntimeWarnings

@testable import UIKitAdapterCheck

/// The questions UIKit asks an adapter besides cells: a cell where the data source shows no row
/// (a dequeued placeholder, the failure recorded), the section index, prefetching, and the app's
/// own delegate and data source, which each adapter forwards to.
@MainActor
@Suite struct UIKitAdapterQuestionsTests {
  static func dataSource(_ prefetched: @escaping ([ItemPath]) -> Void) -> DataSource {
    let dataSource = DataSource(cellDescriptors: [CellDescriptor<String, UITableViewCell>()])
    dataSource.sections = [Section("A", items: ["Ada", "Alan"]), Section("G", items: ["Grace"])]
    dataSource.sectionIndexTitles = { ["A", "G"] }
    dataSource.prefetchRows = prefetched
    dataSource.reloadData(animated: false)
    return dataSource
  }

  @Test func aTableAsksTheIndexPrefetchingAndForAPlaceholder() {
    var prefetched: [[ItemPath]] = []
    let dataSource = Self.dataSource { prefetched.append($0) }
    let table = UITableView(frame: .zero)
    let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    let connection = adapter.connection
    #expect(connection.sectionIndexTitles(for: table) == ["A", "G"])
    #expect(connection.tableView(table, sectionForSectionIndexTitle: "G", at: 1) == 1)
    connection.tableView(table, prefetchRowsAt: [IndexPath(row: 1, section: 0)])
    connection.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 1, section: 0)])
    #expect(prefetched == [[ItemPath(item: 1, section: 0)]])

    // Where the data source shows no row, UIKit still gets a cell: a placeholder, dequeued.
    let (cell, warnings) = capturingRuntimeWarnings {
      connection.tableView(table, cellForRowAt: IndexPath(row: 7, section: 0))
    }
    #expect(warnings == runtimeWarnings(for: dataSource.failures.suffix(1)))
    #expect(cell.reuseIdentifier == DataSource.placeholderCellIdentifier)
    #expect(dataSource.failures.last == .noRow(path: ItemPath(item: 7, section: 0), sections: 2, rowsInSection: 2))
  }

  final class AppDelegate: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
      true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
  }

  @Test func aCollectionViewAsksTheIndexPrefetchingAndKeepsTheAppsObjects() {
    var prefetched: [[ItemPath]] = []
    let dataSource = Self.dataSource { prefetched.append($0) }
    let view = UICollectionView(frame: .zero)
    let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: view)
    let connection = adapter.connection
    #expect(connection.indexTitles(for: view) == ["A", "G"])
    #expect(connection.collectionView(view, indexPathForIndexTitle: "G", at: 1) == IndexPath(item: 0, section: 1))
    connection.collectionView(view, prefetchItemsAt: [IndexPath(item: 0, section: 1)])
    connection.collectionView(view, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 1)])
    #expect(prefetched == [[ItemPath(item: 0, section: 1)]])
    #expect(connection.collectionView === view)

    // The app's own delegate and data source are kept (weakly) and the view asks again which methods
    // exist: it is handed the adapter's connection anew.
    let app = AppDelegate()
    adapter.fallbackDelegate = app
    adapter.fallbackDataSource = app
    #expect(adapter.fallbackDelegate === app && adapter.fallbackDataSource === app)
    #expect(view.delegate === connection && view.dataSource === connection)
    adapter.fallbackDelegate = nil
    #expect(adapter.fallbackDelegate == nil)
  }
}
