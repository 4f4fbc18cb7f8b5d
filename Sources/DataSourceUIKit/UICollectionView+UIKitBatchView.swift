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
  extension UICollectionView: UIKitBatchView {
    func itemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    func apply(_ batch: ListBatch) {
      deleteSections(IndexSet(batch.sectionDeletes))
      insertSections(IndexSet(batch.sectionInserts))
      for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
      reloadSections(IndexSet(batch.sectionReloads))
      deleteItems(at: batch.itemDeletes.map(IndexPath.init))
      insertItems(at: batch.itemInserts.map(IndexPath.init))
      for move in batch.itemMoves { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
      reloadItems(at: batch.itemReloads.map(IndexPath.init))
    }

    func registerCell(_ cellClass: AnyClass, nib: UINib?, _ reuseIdentifier: String) {
      if let nib {
        register(nib, forCellWithReuseIdentifier: reuseIdentifier)
      } else {
        register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
      }
    }

    func dequeueCell(_ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject? {
      dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }

    func visibleCell(at indexPath: IndexPath) -> AnyObject? { cellForItem(at: indexPath) }

    func registerSupplementaryView(_ viewClass: AnyClass, nib: UINib?, kind: String, _ reuseIdentifier: String) {
      if let nib {
        register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
      } else {
        register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
      }
    }

    func dequeueSupplementaryView(kind: String, _ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject? {
      dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
    }

    /// Items refreshed in place may have grown or shrunk: their layout attributes are invalidated, so
    /// a self-sizing layout measures them again, without reloading a cell.
    func remeasure(_ indexPaths: [IndexPath]) {
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: indexPaths)
      collectionViewLayout.invalidateLayout(with: context)
    }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
  }
#endif
