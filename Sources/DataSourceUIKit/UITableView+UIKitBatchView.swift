// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UITableView: UIKitBatchView {
    func itemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    func apply(_ batch: ListBatch) {
      let animation = UITableView.RowAnimation(batch.animation)
      deleteSections(IndexSet(batch.sectionDeletes), with: animation)
      insertSections(IndexSet(batch.sectionInserts), with: animation)
      for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
      reloadSections(IndexSet(batch.sectionReloads), with: animation)
      deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: animation)
      insertRows(at: batch.itemInserts.map(IndexPath.init), with: animation)
      for move in batch.itemMoves { moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
      reloadRows(at: batch.itemReloads.map(IndexPath.init), with: animation)
    }

    func registerCell(_ cellClass: AnyClass, nib: UINib?, _ reuseIdentifier: String) {
      if let nib {
        register(nib, forCellReuseIdentifier: reuseIdentifier)
      } else {
        register(cellClass, forCellReuseIdentifier: reuseIdentifier)
      }
    }

    func dequeueCell(_ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject? {
      dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    }

    func visibleCell(at indexPath: IndexPath) -> AnyObject? { cellForRow(at: indexPath) }

    /// Tables have no supplementary views in the ListView sense (headers come from the delegate).
    func registerSupplementaryView(_ viewClass: AnyClass, nib: UINib?, kind: String, _ reuseIdentifier: String) {}

    func dequeueSupplementaryView(kind: String, _ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject? {
      nil
    }

    /// Rows refreshed in place may have grown or shrunk: an empty `performBatchUpdates` makes UIKit
    /// measure the visible rows again and animate their heights, without reloading a cell. Nothing
    /// happens off screen, where UIKit measures at the next layout.
    func remeasure(_ indexPaths: [IndexPath]) {
      guard window != nil else { return }
      performBatchUpdates(nil)
    }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
  }
#endif
