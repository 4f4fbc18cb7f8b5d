// Apple-only adapter: compiled into DataSourceUIKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import Observation

  /// A `UITableView` or `UICollectionView` as a data source's `ListView`, written once for both:
  /// the batch applier, the completion, the debug count check and the empty state live here, and only
  /// UIKit's names for each operation differ (`UIKitBatchView`). A connection object owns it, so
  /// nothing is added to UIKit's own classes' public API.
  @MainActor
  final class UIKitListView<View: UIKitBatchView>: ListView, EmptyStateShowing {
    /// The view served; held weakly (the view keeps its adapter, the adapter its connection, the
    /// connection this object).
    private(set) weak var view: View?
    /// The data source whose counts a debug build checks each batch against.
    private weak var dataSource: DataSource?

    init(_ view: View, dataSource: DataSource) {
      self.view = view
      self.dataSource = dataSource
    }

    /// Whether the view is in a window.
    var isOnScreen: Bool { view?.window != nil }

    /// UIKit loads a table or collection view when it is first laid out in a window, and skips batch
    /// validation before that; a view in a window is treated as loaded.
    var hasLoadedData: Bool { view?.window != nil }

    func reloadAllData() { view?.reloadData() }

    func performBatch(_ batch: ListBatch, install: () -> Void) {
      performBatch(batch, install: install, finished: nil)
    }

    func performBatch(_ batch: ListBatch, install: () -> Void, completion: @escaping @MainActor () -> Void) {
      performBatch(batch, install: install, finished: completion)
    }

    /// The one UIKit batch applier: installs the data inside `performBatchUpdates`, then hands UIKit
    /// the batch's operations in the order UIKit's rules state (deletes, inserts, moves, reloads;
    /// sections before items).
    private func performBatch(_ batch: ListBatch, install: () -> Void, finished: (@MainActor () -> Void)?) {
      guard let view else {
        install()
        finished?()
        return
      }
      // UIKit calls the completion on the main thread when the batch's animations end.
      let completion: ((Bool) -> Void)? = finished.map { finished in { _ in MainActor.assumeIsolated(finished) } }
      #if DEBUG
        // Debug builds check the counts first (ListBatch.stopUnlessCountsAddUp).
        let before = (0..<view.numberOfSections).map(view.itemCount(inSection:))
        let dataSource = self.dataSource
      #endif
      withoutActuallyEscaping(install) { install in
        view.performBatchUpdates(
          {
            install()
            #if DEBUG
              dataSource.map { batch.stopUnlessCountsAddUp(from: before, to: $0) }
            #endif
            view.apply(batch)
          }, completion: completion)
      }
    }

    func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
      view?.registerCell(cellClass, nib: UINib.named(reuseIdentifier: reuseIdentifier, in: nibBundle), reuseIdentifier)
    }

    func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
      view?.dequeueCell(reuseIdentifier, for: IndexPath(path))
    }

    func visibleCell(at path: ItemPath) -> AnyObject? { view?.visibleCell(at: IndexPath(path)) }

    func registerSupplementaryView(
      _ viewClass: AnyClass, ofKind kind: SupplementaryKind, reuseIdentifier: String, nibBundle: Bundle?
    ) {
      view?.registerSupplementaryView(
        viewClass, nib: UINib.named(reuseIdentifier: reuseIdentifier, in: nibBundle), kind: kind.rawValue,
        reuseIdentifier)
    }

    func dequeueSupplementaryView(ofKind kind: SupplementaryKind, reuseIdentifier: String, for path: ItemPath)
      -> AnyObject?
    {
      view?.dequeueSupplementaryView(kind: kind.rawValue, reuseIdentifier, for: IndexPath(path))
    }

    func didRefreshRowsInPlace(at paths: [ItemPath]) {
      guard !paths.isEmpty else { return }
      view?.remeasure(paths.map { IndexPath($0) })
    }

    /// Sets the cell's `configurationUpdateHandler` (iOS 15): UIKit runs it before the cell shows
    /// and whenever its configuration state changes (selection, highlight, editing, swipe…). From
    /// iOS 17 what it reads of `@Observable` models is tracked too: a change asks the cell to update
    /// its configuration, as UIKit itself does from iOS 26 (iOS 18 with `UIObservationTrackingEnabled`).
    func setConfigurationUpdateHandler(
      _ handler: (@MainActor (AnyObject, CellConfigurationState) -> Void)?, for cell: AnyObject
    ) {
      if let cell = cell as? UITableViewCell {
        cell.configurationUpdateHandler = handler.map { Self.tracked($0) { $0.setNeedsUpdateConfiguration() } }
      } else if let cell = cell as? UICollectionViewCell {
        cell.configurationUpdateHandler = handler.map { Self.tracked($0) { $0.setNeedsUpdateConfiguration() } }
      }
    }

    /// UIKit's handler for a cell of either kind: runs `handler` with the state mapped, and from
    /// iOS 17 calls `invalidate` with the cell when an `@Observable` property it read changes.
    private static func tracked<Cell: AnyObject>(
      _ handler: @escaping @MainActor (AnyObject, CellConfigurationState) -> Void,
      invalidate: @escaping @MainActor @Sendable (Cell) -> Void
    ) -> (Cell, UICellConfigurationState) -> Void {
      { cell, state in
        Self.tracking(
          invalidate: { [weak cell] in if let cell { invalidate(cell) } },
          body: { handler(cell, CellConfigurationState(state)) })
      }
    }

    /// Runs `body`, and calls `invalidate` on the main actor when an `@Observable` property it read
    /// changes (iOS 17 and later; before, `body` just runs).
    private static func tracking(invalidate: @escaping @MainActor @Sendable () -> Void, body: () -> Void) {
      guard #available(iOS 17, tvOS 17, *) else { return body() }
      withObservationTracking(body) {
        Task { @MainActor in invalidate() }
      }
    }

    /// The empty state shown, if any.
    private(set) var shownEmptyState: EmptyState?

    /// How the empty state is presented (``EmptyStatePresentation``); a new one hides what the old
    /// one showed and shows the current state its way.
    var emptyStatePresentation = EmptyStatePresentation.backgroundView {
      willSet { emptyStatePresentation.show(nil, setBackground) }
      didSet { emptyStatePresentation.show(shownEmptyState, setBackground) }
    }

    /// Shows `state` the way ``emptyStatePresentation`` says (see `DataSource.emptyState`), or hides it.
    func showEmptyState(_ state: EmptyState?) {
      shownEmptyState = state
      emptyStatePresentation.show(state, setBackground)
    }

    private func setBackground(_ background: UIView?) { view?.backgroundView = background }

    /// UIKit's `reconfigureRows(at:)` or `reconfigureItems(at:)`: the rows keep their cells, which the
    /// data source configures again.
    func reconfigureItems(at paths: [ItemPath]) { view?.reconfigure(paths.map { IndexPath($0) }) }
  }
#endif
