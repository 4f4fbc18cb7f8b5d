// Apple-only adapter: compiled inside DataSourceKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UITableView: ListView {
    /// Whether the table is in a window.
    public var isOnScreen: Bool { window != nil }

    /// UIKit loads a table when it is first laid out in a window, and skips batch validation before
    /// that; a table in a window is treated as loaded.
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
      let animation = UITableView.RowAnimation(batch.animation)
      #if DEBUG
        // Debug builds check the counts first (ListBatch.stopUnlessCountsAddUp).
        let before = (0..<numberOfSections).map(numberOfRows(inSection:))
        let dataSource = (retainedAdapter as? TableViewAdapter)?.dataSource
      #endif
      withoutActuallyEscaping(install) { install in
        performBatchUpdates(
          {
            install()
            #if DEBUG
              dataSource.map { batch.stopUnlessCountsAddUp(from: before, to: $0) }
            #endif
            self.deleteSections(IndexSet(batch.sectionDeletes), with: animation)
            self.insertSections(IndexSet(batch.sectionInserts), with: animation)
            for move in batch.sectionMoves { self.moveSection(move.from, toSection: move.to) }
            self.reloadSections(IndexSet(batch.sectionReloads), with: animation)
            self.deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: animation)
            self.insertRows(at: batch.itemInserts.map(IndexPath.init), with: animation)
            for move in batch.itemMoves { self.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
            self.reloadRows(at: batch.itemReloads.map(IndexPath.init), with: animation)
          }, completion: finished)
      }
    }

    /// Registers a nib named `reuseIdentifier` from `nibBundle` when the bundle has one, else the class.
    public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
      if let nib = UINib.named(reuseIdentifier: reuseIdentifier, in: nibBundle) {
        register(nib, forCellReuseIdentifier: reuseIdentifier)
      } else {
        register(cellClass, forCellReuseIdentifier: reuseIdentifier)
      }
    }

    public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
      dequeueReusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
    }

    public func visibleCell(at path: ItemPath) -> AnyObject? { cellForRow(at: IndexPath(path)) }

    /// Rows refreshed in place (or reconfigured) may have grown or shrunk: an empty
    /// `performBatchUpdates` makes UIKit measure the visible rows again and animate their heights,
    /// without reloading a cell. Nothing happens off screen, where UIKit measures at the next layout.
    public func didRefreshRowsInPlace(at paths: [ItemPath]) {
      guard !paths.isEmpty, window != nil else { return }
      performBatchUpdates(nil)
    }

    /// Shows `state` as the table's background view (see ``DataSource/emptyState``), or removes it.
    public func showEmptyState(_ state: EmptyState?) { backgroundView = state.map(UIView.emptyStateView) }

    /// UIKit's `reconfigureRows(at:)`: the rows keep their cells, which the data source configures again.
    public func reconfigureItems(at paths: [ItemPath]) { reconfigureRows(at: paths.map { IndexPath($0) }) }
  }
#endif
