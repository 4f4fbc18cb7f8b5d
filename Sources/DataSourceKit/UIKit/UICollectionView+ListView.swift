// Apple-only adapter; see UITableView+ListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UICollectionView: ListView {
    /// Whether the collection view is in a window.
    public var isOnScreen: Bool { window != nil }

    /// A collection view in a window is treated as loaded (UIKit loads it on its first layout).
    public var hasLoadedData: Bool { window != nil }

    public func reloadAllData() { reloadData() }

    public func performBatch(_ batch: ListBatch, install: () -> Void) {
      applyBatch(batch, install: install, completion: nil)
    }

    public func performBatch(_ batch: ListBatch, install: () -> Void, completion: @escaping @MainActor () -> Void) {
      applyBatch(batch, install: install, completion: completion)
    }

    private func applyBatch(_ batch: ListBatch, install: () -> Void, completion: (@MainActor () -> Void)?) {
      // UIKit calls the completion on the main thread when the batch's animations end.
      let finished: ((Bool) -> Void)? = completion.map { completion in { _ in MainActor.assumeIsolated(completion) } }
      #if DEBUG
        // Debug builds check the counts first (ListBatch.stopUnlessCountsAddUp).
        let before = (0..<numberOfSections).map(numberOfItems(inSection:))
        let dataSource = (retainedAdapter as? CollectionViewAdapter)?.dataSource
      #endif
      withoutActuallyEscaping(install) { install in
        performBatchUpdates(
          {
            install()
            #if DEBUG
              dataSource.map { batch.stopUnlessCountsAddUp(from: before, to: $0) }
            #endif
            self.deleteSections(IndexSet(batch.sectionDeletes))
            self.insertSections(IndexSet(batch.sectionInserts))
            for move in batch.sectionMoves { self.moveSection(move.from, toSection: move.to) }
            self.reloadSections(IndexSet(batch.sectionReloads))
            self.deleteItems(at: batch.itemDeletes.map(IndexPath.init))
            self.insertItems(at: batch.itemInserts.map(IndexPath.init))
            for move in batch.itemMoves { self.moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
            self.reloadItems(at: batch.itemReloads.map(IndexPath.init))
          }, completion: finished)
      }
    }

    /// Registers a nib named `reuseIdentifier` from `nibBundle` when the bundle has one, else the class.
    public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
      if let nib = UINib.named(reuseIdentifier: reuseIdentifier, in: nibBundle) {
        register(nib, forCellWithReuseIdentifier: reuseIdentifier)
      } else {
        register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
      }
    }

    public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
      dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    public func visibleCell(at path: ItemPath) -> AnyObject? { cellForItem(at: IndexPath(path)) }

    public func registerSupplementaryView(
      _ viewClass: AnyClass, ofKind kind: SupplementaryKind, reuseIdentifier: String, nibBundle: Bundle?
    ) {
      if let nib = UINib.named(reuseIdentifier: reuseIdentifier, in: nibBundle) {
        register(nib, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: reuseIdentifier)
      } else {
        register(viewClass, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: reuseIdentifier)
      }
    }

    public func dequeueSupplementaryView(
      ofKind kind: SupplementaryKind, reuseIdentifier: String, for path: ItemPath
    ) -> AnyObject? {
      dequeueReusableSupplementaryView(
        ofKind: kind.rawValue, withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    /// Items refreshed in place (or reconfigured) may have grown or shrunk: their layout attributes
    /// are invalidated, so a self-sizing layout measures them again, without reloading a cell.
    public func didRefreshRowsInPlace(at paths: [ItemPath]) {
      guard !paths.isEmpty else { return }
      let context = UICollectionViewLayoutInvalidationContext()
      context.invalidateItems(at: paths.map { IndexPath($0) })
      collectionViewLayout.invalidateLayout(with: context)
    }

    /// Shows `state` as the collection view's background view (see ``DataSource/emptyState``), or
    /// removes it.
    public func showEmptyState(_ state: EmptyState?) { backgroundView = state.map(UIView.emptyStateView) }

    /// UIKit's `reconfigureItems(at:)`: the rows keep their cells, which the data source configures again.
    public func reconfigureItems(at paths: [ItemPath]) { reconfigureItems(at: paths.map { IndexPath($0) }) }
  }
#endif
