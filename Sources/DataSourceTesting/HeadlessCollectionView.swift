import DataSourceKit
import Foundation

/// A `UICollectionView` without a screen: the twin of ``HeadlessTableView`` with the collection
/// view's names ("item", `performBatchUpdates` only) and its stricter rules. Where a table view falls
/// back to `reloadData`, it throws; it also rejects a double delete, a moved section that has item
/// operations in the same batch, and item reloads in a batch with moves (rules 16, 18 and 24 of
/// <doc:UIKitBatchRules>).
///
/// The viewport counts items, one per line, as in a list layout.
@MainActor
public final class HeadlessCollectionView {
  let engine: HeadlessListEngine
  let supplementaries = HeadlessSupplementaryViews()

  /// The data source, held weakly as in UIKit.
  /// The adapter this view keeps alive (an adapter makes its view keep it, as the UIKit adapters do).
  var retainedAdapter: AnyObject?

  public weak var dataSource: (any HeadlessCollectionViewDataSource)? {
    didSet { connectDataSource() }
  }

  /// The delegate, held weakly as in UIKit: told when cells appear and leave, and asked about
  /// highlighting, selection, context menus and move targets.
  public weak var delegate: (any HeadlessCollectionViewDelegate)? {
    didSet { connectDataSource() }
  }

  /// Asked what dragged items carry and what a drop does, held weakly as UIKit holds its
  /// `dragDelegate` and `dropDelegate`; the adapter sets it.
  public weak var dragAndDropDelegate: (any HeadlessDragAndDropDelegate)?

  /// Told which items to prefetch, held weakly as in UIKit's `prefetchDataSource`.
  public weak var prefetchDataSource: (any HeadlessCollectionViewDataSourcePrefetching)?

  /// Creates a collection view showing `visibleItemCapacity` items at a time. It loads its data on the
  /// first ``reloadData()`` or ``layoutIfNeeded()``.
  public init(visibleItemCapacity: Int = 12) {
    engine = HeadlessListEngine(kind: .collectionView, visibleRowCapacity: visibleItemCapacity)
    connectDataSource()
  }

  private func connectDataSource() {
    engine.numberOfSections = { [unowned self] in dataSource?.numberOfSections(in: self) ?? 0 }
    engine.numberOfRows = { [unowned self] in dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
    engine.cellForRow = { [unowned self] in dataSource?.collectionView(self, cellForItemAt: $0) }
    engine.willDisplay = { [unowned self] cell, indexPath in
      if let cell = cell as? HeadlessCollectionViewCell {
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      }
    }
    engine.layoutExtras = { [unowned self] () throws(HeadlessUpdateError) in try layoutSupplementaryViews() }
    engine.didEndDisplaying = { [unowned self] cell, indexPath in
      if let cell = cell as? HeadlessCollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
  }

  /// How many items fit on screen.
  public var visibleItemCapacity: Int {
    get { engine.visibleRowCapacity }
    set { engine.visibleRowCapacity = newValue }
  }

  /// Whether the view is in a window. Off screen, batches are still checked but no cells are made.
  public var isInWindow: Bool {
    get { engine.isInWindow }
    set { engine.isInWindow = newValue }
  }

  /// Whether the view has asked its data source for its counts at least once.
  public var hasLoadedData: Bool { engine.hasLoaded }

  /// Registers a class for new cells with `identifier`; `nil` removes the registration.
  public func register(_ cellClass: HeadlessCollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    engine.registered[identifier] = cellClass
  }

  /// A queued cell (after `prepareForReuse()`) or a new cell of the registered class. With nothing
  /// registered, the reload or batch that asked throws UIKit's "unable to dequeue" error (rule 22 of <doc:UIKitBatchRules>).
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> HeadlessCollectionViewCell {
    // The engine makes collection-view cells for a collection view, so the cast cannot fail.
    engine.dequeue(identifier: identifier) as! HeadlessCollectionViewCell
  }

  /// Cells waiting in the reuse queue for `identifier`.
  public func queuedCellCount(forIdentifier identifier: String) -> Int { engine.queuedCells(for: identifier) }

  /// The cell of a visible item.
  public func cellForItem(at indexPath: IndexPath) -> HeadlessCollectionViewCell? {
    guard let path = ItemPath(indexPath) else { return nil }
    return engine.visibleCell(at: path) as? HeadlessCollectionViewCell
  }

  /// The path of a visible cell.
  /// - Complexity: O(1) amortized: one O(n) pass after each change of the items or cells.
  public func indexPath(for cell: HeadlessCollectionViewCell) -> IndexPath? {
    engine.path(of: cell).map(IndexPath.init)
  }

  /// The items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths.map(IndexPath.init) }

  /// The cells on screen, in order.
  public var visibleCells: [HeadlessCollectionViewCell] {
    engine.visiblePaths.compactMap { engine.visibleCell(at: $0) as? HeadlessCollectionViewCell }
  }

  /// The number of sections the view shows.
  public var numberOfSections: Int { engine.rowCounts.count }

  /// The number of items the view shows in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = engine.rowCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Asks the data source for every count again and gives every visible item a new cell.
  public func reloadData() throws(HeadlessUpdateError) { try engine.reloadData() }

  /// Loads the data if the view never did, and makes sure every item on screen has a cell.
  public func layoutIfNeeded() throws(HeadlessUpdateError) { try engine.layoutIfNeeded() }

  /// Scrolls so that the item is on screen.
  /// - Throws: ``HeadlessUpdateError/Rule/scrollOutOfRange``, with UIKit's message, for an item or
  ///   section the collection view does not have (UIKit raises `NSRangeException`); nothing scrolls then.
  public func scrollToItem(
    at indexPath: IndexPath, at position: HeadlessScrollPosition, animated: Bool
  ) throws(HeadlessUpdateError) {
    try engine.scroll(to: engine.itemPath(indexPath), position: position)
  }

  /// Every reload and accepted batch, oldest first.
  public var events: [HeadlessListEvent] { engine.events }

  /// The most recent accepted batch.
  public var lastBatch: HeadlessBatchRecord? { engine.lastBatch }
  /// The items the data source asked to be measured again, one entry per request: items refreshed
  /// in place (or reconfigured) whose size may have changed. On UIKit their layout attributes are
  /// invalidated.
  public var remeasuredItems: [[IndexPath]] { engine.remeasured }
  /// What the collection view shows over its empty list (`DataSource.emptyState`, shown while no row is); `nil`
  /// when it shows none. On UIKit this is the background view.
  public var shownEmptyState: EmptyState? { engine.emptyState }

  /// What the view shows, as text lines a test can compare or record (the `DataSourceSnapshotTesting`
  /// strategies do): per section its header (`## Title`), a line per on-screen item (`- text`,
  /// its cell's content configuration or labels, `●` when selected), one line per run of items
  /// off screen (`⋯ 3 rows off screen`), its footer (indented), then the empty state, if shown
  /// (see `ListStateText.line(of:)`). Headers and footers come from the data source when a
  /// ``HeadlessCollectionAdapter`` connects it. Hidden items are not in the view, so not in the text.
  /// - Complexity: O(*r*) for *r* items the view holds.
  public var shownLines: [String] {
    engine.shownLines(describing: (retainedAdapter as? HeadlessCollectionAdapter)?.dataSource.state.sections)
  }

  /// How many times the view asked its data source for a cell.
  public var cellRequestCount: Int { engine.cellRequests }

  /// Whether more than one item can be selected.
  public var allowsMultipleSelection = false

  /// Whether the view is in editing mode, as UIKit's `isEditing`; setting it tells every visible cell
  /// (its ``HeadlessReusableCell/configurationState``), as ``setEditing(_:animated:)`` does.
  public var isEditing: Bool {
    get { engine.isEditing }
    set { engine.setEditing(newValue) }
  }

  /// Enters or leaves editing mode, as UIKit's `setEditing(_:animated:)`: every visible cell's state
  /// changes, and cells given out later start in it.
  public func setEditing(_ editing: Bool, animated: Bool) { engine.setEditing(editing) }

  /// The selected items, in order.
  public var indexPathsForSelectedItems: [IndexPath]? { engine.selectedPaths.map(IndexPath.init) }

  /// Selects an item, or clears the selection for `nil`.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: HeadlessScrollPosition) {
    engine.select(indexPath.flatMap(ItemPath.init), allowsMultiple: allowsMultipleSelection)
  }

  /// Deselects an item.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    if let path = ItemPath(indexPath) { engine.deselect(path) }
  }
}
