import DataSourceKit
import Foundation

extension HeadlessListEngine {
  /// Converts index paths from the public API, rejecting any without exactly two indexes as UIKit does.
  package func itemPaths(_ indexPaths: [IndexPath]) throws(HeadlessUpdateError) -> [ItemPath] {
    var result: [ItemPath] = []
    result.reserveCapacity(indexPaths.count)
    for indexPath in indexPaths {
      guard let path = ItemPath(indexPath) else {
        let (view, element) = kind == .tableView ? ("UITableView", "row") : ("UICollectionView", "item")
        throw HeadlessUpdateError(
          .invalidIndexPath,
          "Invalid index path for use with \(view). Index paths passed to \(kind.viewName) must contain exactly two indices specifying the section and \(element). Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
        )
      }
      result.append(path)
    }
    return result
  }

  package func itemPath(_ indexPath: IndexPath) throws(HeadlessUpdateError) -> ItemPath {
    try itemPaths([indexPath])[0]
  }

  /// Runs `updates` as one batch; a throwing block discards the batch.
  package func performBatchUpdates(
    _ updates: (() throws -> Void)?, completion: ((Bool) -> Void)?
  ) throws {
    beginUpdates()
    do {
      try updates?()
      try endUpdates()
    } catch {
      abandonBatch()
      throw error
    }
    completion?(true)
  }
}
