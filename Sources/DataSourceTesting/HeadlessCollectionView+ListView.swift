import DataSourceKit
import Foundation

extension HeadlessCollectionView: ListView, EmptyStateShowing {
  /// Whether the view is in a window.
  public var isOnScreen: Bool { isInWindow }

  /// Reloads everything; a failure (a failed dequeue) is recorded in ``listViewFailures``.
  public func reloadAllData() { engine.reloadAllData() }

  /// Performs the batch by the collection view's stricter rules. A batch UIKit would reject is
  /// recorded in ``listViewFailures`` and reported by ``failurePolicy`` (by default the running test
  /// fails), and the view reloads everything so that it matches the data again.
  public func performBatch(_ batch: ListBatch, install: () -> Void) { engine.performListBatch(batch, install: install) }

  /// Registers a cell class (no nibs here, so `nibBundle` is not used); a class that is not a
  /// ``HeadlessCollectionViewCell`` is recorded as a failure.
  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    engine.registerListCell(cellClass, reuseIdentifier: reuseIdentifier)
  }

  /// A cell for the identifier, or `nil` when nothing is registered for it.
  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    engine.dequeueListCell(reuseIdentifier: reuseIdentifier)
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? { cellForItem(at: IndexPath(path)) }

  /// Registers a supplementary view class (no nibs here); a class that is not a
  /// ``HeadlessCollectionReusableView`` is recorded as a failure.
  public func registerSupplementaryView(
    _ viewClass: AnyClass, ofKind kind: SupplementaryKind, reuseIdentifier: String, nibBundle: Bundle?
  ) {
    guard let usable = viewClass as? HeadlessCollectionReusableView.Type else {
      engine.recordListViewFailure(
        HeadlessUpdateError(
          .unregisteredReuseIdentifier,
          "\(viewClass) is not a HeadlessCollectionReusableView; a headless collection view cannot register it for kind \(kind) and \(reuseIdentifier)"
        ))
      return
    }
    register(usable, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: reuseIdentifier)
  }

  /// A supplementary view for the kind and identifier, or `nil` when nothing is registered for them
  /// (the reload or batch that asked then fails as in UIKit).
  public func dequeueSupplementaryView(ofKind kind: SupplementaryKind, reuseIdentifier: String, for path: ItemPath)
    -> AnyObject?
  {
    let registered = supplementaries.registered[.init(kind: kind.rawValue, identifier: reuseIdentifier)] != nil
    let view = dequeueReusableSupplementaryView(
      ofKind: kind.rawValue, withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    return registered || view.elementKind != nil ? view : nil
  }

  /// Configures the items again in their existing cells, as `reconfigureItems(at:)` with index paths
  /// does; a failure is
  /// recorded in ``listViewFailures``.
  public func reconfigureItems(at paths: [ItemPath]) { engine.reconfigureListItems(paths) }

  /// Styles `cell` by its state with `handler` (its ``HeadlessReusableCell/configurationUpdateHandler``):
  /// run now, and each time the cell's selection, highlight or editing state changes.
  public func setConfigurationUpdateHandler(
    _ handler: (@MainActor (AnyObject, CellConfigurationState) -> Void)?, for cell: AnyObject
  ) {
    guard let cell = cell as? HeadlessReusableCell else { return }
    cell.configurationUpdateHandler = handler.map { handler in { cell, state in handler(cell, state) } }
  }

  /// Shows `state` over the empty list, or hides it (``shownEmptyState``).
  public func showEmptyState(_ state: EmptyState?) { engine.emptyState = state }

  /// The user presses the empty state's button: its action runs. Returns `false` when no empty state
  /// with an action is shown.
  @discardableResult
  public func tapEmptyStateAction() -> Bool { engine.pressEmptyStateAction() }

  /// Records the request to measure the items again (``remeasuredItems``), as a layout invalidation
  /// for those items on UIKit.
  public func didRefreshRowsInPlace(at paths: [ItemPath]) {
    engine.recordRemeasure(paths)
  }

  /// Batches and reloads that went wrong through the `ListView` seam. Empty when all went well.
  public var listViewFailures: [HeadlessUpdateError] { engine.listViewFailures }

  /// What happens when something arrives through the `ListView` seam that UIKit would raise an
  /// exception for, besides recording it in ``listViewFailures`` and reloading: by default
  /// (``HeadlessFailurePolicy/failTest``) the running Swift Testing test fails with UIKit's message
  /// and the batch. Set ``HeadlessFailurePolicy/recoverByReloading`` for a test that checks the
  /// recovery itself, or ``HeadlessFailurePolicy/call(_:)`` to report to XCTest.
  public var failurePolicy: HeadlessFailurePolicy {
    get { engine.failurePolicy }
    set { engine.failurePolicy = newValue }
  }
}
