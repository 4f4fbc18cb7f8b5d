import Foundation

/// The one seam between a ``DataSource`` and a view: UIKit's table and collection views, the headless
/// views of DataSourceTesting and the terminal view all implement it.
///
/// A list view asks its data source for counts and cells the usual way; this protocol covers what the
/// data source asks of the view.
@MainActor
public protocol ListView: AnyObject {
  /// Whether the view is on screen. Off screen, a ``DataSource`` reloads everything instead of
  /// animating.
  var isOnScreen: Bool { get }

  /// Whether the view has loaded its data at least once. Before that, batches make no sense and a
  /// ``DataSource`` reloads instead.
  var hasLoadedData: Bool { get }

  /// Forgets everything and asks the data source again.
  func reloadAllData()

  /// Performs one batch. `install` must be called first, inside the batch, to put the data the batch
  /// leads to in place: the view asks for the new counts when the batch ends.
  ///
  /// A view that cannot apply the batch must recover (for example by reloading everything) rather
  /// than crash; the headless views record such failures so tests can assert there were none.
  func performBatch(_ batch: ListBatch, install: () -> Void)

  /// Performs one batch as ``performBatch(_:install:)`` does, then calls `completion` once, on the
  /// main actor, when the view has finished showing it: UIKit's `performBatchUpdates` completion, the
  /// end of the terminal view's animation. The default implementation, for views that show a batch at
  /// once (the headless views), calls it as soon as the batch is applied.
  func performBatch(_ batch: ListBatch, install: () -> Void, completion: @escaping @MainActor () -> Void)

  /// Registers a cell for a reuse identifier: a nib named `reuseIdentifier` from `nibBundle` when one
  /// is given and holds such a nib, otherwise `cellClass`. Views without nibs register the class.
  func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?)

  /// A queued or new cell for the identifier, to be configured for the row at `path`; `nil` when the
  /// view could not make one (a headless view with nothing registered, which records the failure).
  func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject?

  /// The cell shown for the row at `path`, if the row is on screen.
  func visibleCell(at path: ItemPath) -> AnyObject?

  /// Told after an animated update configured rows whose content changed again in the cells they
  /// have (refreshed in place, with no batch operation for them); `paths` are where the rows are now.
  /// The default does nothing; the terminal view counts them in its summary line.
  func didRefreshRowsInPlace(at paths: [ItemPath])

  /// Registers a supplementary view of `kind` for a reuse identifier, by the rules of
  /// ``registerCell(_:reuseIdentifier:nibBundle:)``. Views without supplementary views (tables, the
  /// terminal view) ignore it, which is the default implementation.
  func registerSupplementaryView(
    _ viewClass: AnyClass, ofKind kind: SupplementaryKind, reuseIdentifier: String, nibBundle: Bundle?)

  /// A queued or new supplementary view of `kind` for the identifier, to be configured for `path`
  /// (the item index is 0 for section headers and footers); `nil` when the view could not make one.
  /// The default implementation, for views without supplementary views, returns `nil`.
  func dequeueSupplementaryView(ofKind kind: SupplementaryKind, reuseIdentifier: String, for path: ItemPath)
    -> AnyObject?

  /// Configures the visible rows at `paths` again in the cells they already have: the view asks its
  /// data source for each, and the dequeue returns the existing cell (UIKit's `reconfigureRows(at:)`
  /// and `reconfigureItems(at:)`, iOS 15). Counts do not change. The default implementation, for
  /// views that cannot keep a cell, reloads the rows instead.
  func reconfigureItems(at paths: [ItemPath])

  /// Makes `handler` style `cell` by its state: the view calls it now with the cell's state, and
  /// again each time that state changes, with the cell; `nil` removes it. UIKit's views set the
  /// cell's `configurationUpdateHandler`; the headless views keep each cell's state as UIKit would.
  /// The default implementation, for views that keep no state, calls it once with the default
  /// state.
  func setConfigurationUpdateHandler(
    _ handler: (@MainActor (AnyObject, CellConfigurationState) -> Void)?, for cell: AnyObject)
}

extension ListView {
  public func didRefreshRowsInPlace(at paths: [ItemPath]) {}

  public func setConfigurationUpdateHandler(
    _ handler: (@MainActor (AnyObject, CellConfigurationState) -> Void)?, for cell: AnyObject
  ) {
    handler?(cell, CellConfigurationState())
  }

  public func registerSupplementaryView(
    _ viewClass: AnyClass, ofKind kind: SupplementaryKind, reuseIdentifier: String, nibBundle: Bundle?
  ) {}

  public func dequeueSupplementaryView(ofKind kind: SupplementaryKind, reuseIdentifier: String, for path: ItemPath)
    -> AnyObject?
  { nil }

  public func performBatch(_ batch: ListBatch, install: () -> Void, completion: @escaping @MainActor () -> Void) {
    performBatch(batch, install: install)
    completion()
  }

  public func reconfigureItems(at paths: [ItemPath]) {
    var batch = ListBatch()
    batch.itemReloads = paths.sorted()
    performBatch(batch) {}
  }
}
