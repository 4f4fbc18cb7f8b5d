import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The UIKit views measure rows refreshed in place again: the table with an empty
/// `performBatchUpdates` (only in a window), the collection view by invalidating those items.
@MainActor
@Suite struct UIKitSelfSizingTests {
  final class OnScreenTable: UITableView {
    let standInWindow = UIWindow(frame: .zero)
    override var window: UIWindow? { standInWindow }
  }

  @Test func refreshedRowsAreMeasuredAgain() {
    let table = OnScreenTable(frame: .zero)
    let tableList = UIKitListView<UITableView>(table, dataSource: DataSource())
    tableList.didRefreshRowsInPlace(at: [])
    tableList.didRefreshRowsInPlace(at: [ItemPath(item: 2, section: 0)])
    #expect(table.standInBatchUpdates == [false], "one empty batch, for the non-empty refresh")
    let offScreen = UITableView(frame: .zero)
    UIKitListView(offScreen, dataSource: DataSource()).didRefreshRowsInPlace(at: [ItemPath(item: 2, section: 0)])
    #expect(offScreen.standInBatchUpdates.isEmpty, "off screen, UIKit measures at the next layout")

    let collection = UICollectionView(frame: .zero)
    UIKitListView(collection, dataSource: DataSource()).didRefreshRowsInPlace(at: [
      ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 2),
    ])
    #expect(
      collection.collectionViewLayout.standInInvalidations.map(\.invalidatedItemIndexPaths)
        == [[IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2)]])
  }
}
