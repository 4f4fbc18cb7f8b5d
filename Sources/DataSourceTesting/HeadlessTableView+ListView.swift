import DataSourceKit
import Foundation

extension HeadlessTableView: ListView, EmptyStateShowing {
  /// Whether the table is in a window.
  public var isOnScreen: Bool { isInWindow }

  /// Reloads everything; a failure (a failed dequeue) is recorded in ``listViewFailures``.
  public func reloadAllData() { engine.reloadAllData() }

  /// Performs the batch by UIKit's rules. A batch UIKit would reject is recorded in
  /// ``listViewFailures`` and reported by ``failurePolicy`` (by default the running test fails), and
  /// the table reloads everything so that it matches the data again.
  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    lastBatchAnimation = batch.animation
    engine.performListBatch(batch, install: install)
  }

  /// Registers a cell class (headless views have no nibs, so `nibBundle` is not used); a class that
  /// is not a ``HeadlessTableViewCell`` is recorded as a failure.
  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    engine.registerListCell(cellClass, reuseIdentifier: reuseIdentifier)
  }

  /// A cell for the identifier, or `nil` when nothing is registered for it (the failure is then
  /// reported by the reload or batch that asked, with UIKit's message).
  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    engine.dequeueListCell(reuseIdentifier: reuseIdentifier)
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? { cellForRow(at: IndexPath(path)) }

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

  /// Records the request to measure the rows again (``remeasuredRows``), as an empty
  /// `performBatchUpdates` on UIKit.
  public func didRefreshRowsInPlace(at paths: [ItemPath]) {
    engine.recordRemeasure(paths)
  }

  /// Configures the rows again in their existing cells, as `reconfigureRows(at:)` does; a failure is
  /// recorded in ``listViewFailures``.
  public func reconfigureItems(at paths: [ItemPath]) { engine.reconfigureListItems(paths) }

  /// Batches and reloads that went wrong through the `ListView` seam: a batch UIKit would have
  /// rejected (the table then reloaded everything), or a failed dequeue. Empty when all went well.
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
