import DataSourceKit
import Foundation

/// A `UITableView` without a screen: it asks its data source the same questions, keeps the same row
/// model, and accepts or rejects batch updates by UIKit's rules (<doc:UIKitBatchRules>), on any OS.
///
/// Use it to test table updates on Linux: write the code you would write against `UITableView`, with
/// `try` in front of the update calls. A rejected batch throws ``HeadlessUpdateError`` with UIKit's
/// message and leaves the view as it was; an accepted one updates the row model, asks the data source
/// for the new counts (as UIKit does), gives new cells to inserted and reloaded rows on screen, keeps
/// the cells (and their stale content) of moved rows, and appends a ``HeadlessBatchRecord`` to
/// ``events``.
///
/// The viewport is a number of rows (``visibleRowCapacity``) starting at a scroll position: only rows
/// inside it have cells, and cells leaving it go to the reuse queue. Section headers take no room.
///
/// Like UIKit, it is main-actor bound and holds its data source weakly.
@MainActor
public final class HeadlessTableView {
  /// The animation of an update, as `UITableView.RowAnimation`. A headless view does not animate; it
  /// records the animation of batches from a data source (``lastBatchAnimation``).
  public typealias RowAnimation = DataSourceKit.RowAnimation

  let engine: HeadlessListEngine

  /// The data source, held weakly as in UIKit. Without one, the table has no sections.
  /// The adapter this view keeps alive (an adapter makes its view keep it, as the UIKit adapters do).
  var retainedAdapter: AnyObject?

  public weak var dataSource: (any HeadlessTableViewDataSource)? {
    didSet { connectDataSource() }
  }

  /// The delegate, held weakly as in UIKit: told when cells appear and asked about heights,
  /// highlighting, editing and moving.
  public weak var delegate: (any HeadlessTableViewDelegate)? {
    didSet { connectDataSource() }
  }

  /// Asked what dragged rows carry and what a drop does, held weakly as UIKit holds its
  /// `dragDelegate` and `dropDelegate`; the adapter sets it.
  public weak var dragAndDropDelegate: (any HeadlessDragAndDropDelegate)?

  /// Told which rows to prefetch, held weakly as in UIKit's `prefetchDataSource`.
  public weak var prefetchDataSource: (any HeadlessTableViewDataSourcePrefetching)?

  /// The height of rows the delegate does not size, like `UITableView.rowHeight`.
  public var rowHeight: Double = 44

  /// Creates a table showing `visibleRowCapacity` rows at a time. It loads its data on the first
  /// ``reloadData()`` or ``layoutIfNeeded()``, not before (rule 4 of <doc:UIKitBatchRules>).
  public init(visibleRowCapacity: Int = 12) {
    engine = HeadlessListEngine(kind: .tableView, visibleRowCapacity: visibleRowCapacity)
    connectDataSource()
  }

  private func connectDataSource() {
    engine.numberOfSections = { [unowned self] in dataSource?.numberOfSections(in: self) ?? 0 }
    engine.numberOfRows = { [unowned self] in dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
    engine.cellForRow = { [unowned self] in dataSource?.tableView(self, cellForRowAt: $0) }
    engine.willDisplay = { [unowned self] cell, indexPath in
      if let cell = cell as? HeadlessTableViewCell { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }
    engine.didEndDisplaying = { [unowned self] cell, indexPath in
      if let cell = cell as? HeadlessTableViewCell {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
  }

  // MARK: Viewport

  /// How many rows fit on screen. Changing it takes effect at the next layout.
  public var visibleRowCapacity: Int {
    get { engine.visibleRowCapacity }
    set { engine.visibleRowCapacity = newValue }
  }

  /// Whether the table is in a window, like `window != nil`. Off screen, batches are still checked but
  /// no cells are made.
  public var isInWindow: Bool {
    get { engine.isInWindow }
    set { engine.isInWindow = newValue }
  }

  /// Whether the table has asked its data source for its counts at least once.
  public var hasLoadedData: Bool { engine.hasLoaded }

  // MARK: Registration and cells

  /// Registers a class for new cells with `identifier`; `nil` removes the registration.
  public func register(_ cellClass: HeadlessTableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    engine.registered[identifier] = cellClass
  }

  /// A queued cell (after `prepareForReuse()`) or a new cell of the registered class. With nothing
  /// registered for `identifier`, the data-source call fails and the reload or batch that asked throws
  /// UIKit's "unable to dequeue a cell with identifier" error (rule 22 of <doc:UIKitBatchRules>).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> HeadlessTableViewCell
  {
    // The engine makes table-view cells for a table view, so the cast cannot fail.
    engine.dequeue(identifier: identifier) as! HeadlessTableViewCell
  }

  /// Cells waiting in the reuse queue for `identifier`.
  public func queuedCellCount(forIdentifier identifier: String) -> Int { engine.queuedCells(for: identifier) }

  /// The cell of a visible row, or `nil` when the row is off screen or does not exist.
  public func cellForRow(at indexPath: IndexPath) -> HeadlessTableViewCell? {
    guard let path = ItemPath(indexPath) else { return nil }
    return engine.visibleCell(at: path) as? HeadlessTableViewCell
  }

  /// The path of a visible cell.
  /// - Complexity: O(1) amortized: one O(n) pass after each change of the rows or cells.
  public func indexPath(for cell: HeadlessTableViewCell) -> IndexPath? { engine.path(of: cell).map(IndexPath.init) }

  /// The rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? { engine.visiblePaths.map(IndexPath.init) }

  /// The cells on screen, top to bottom.
  public var visibleCells: [HeadlessTableViewCell] {
    engine.visiblePaths.compactMap { engine.visibleCell(at: $0) as? HeadlessTableViewCell }
  }

  // MARK: Counts, as the table last learned them

  /// The number of sections the table shows.
  public var numberOfSections: Int { engine.rowCounts.count }

  /// The number of rows the table shows in `section` (0 for a section it does not have).
  public func numberOfRows(inSection section: Int) -> Int {
    let counts = engine.rowCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  // MARK: Loading and scrolling

  /// Asks the data source for every count again and gives every visible row a new cell.
  /// - Throws: a failed dequeue (rule 22 of <doc:UIKitBatchRules>).
  public func reloadData() throws(HeadlessUpdateError) { try engine.reloadData() }

  /// Loads the data if the table never did, and makes sure every row on screen has a cell.
  public func layoutIfNeeded() throws(HeadlessUpdateError) { try engine.layoutIfNeeded() }

  /// Scrolls so that the row is on screen at `position`.
  /// - Throws: ``HeadlessUpdateError/Rule/scrollOutOfRange``, with UIKit's message, for a row or
  ///   section the table does not have (UIKit raises `NSRangeException`); nothing scrolls then.
  public func scrollToRow(
    at indexPath: IndexPath, at position: HeadlessScrollPosition, animated: Bool
  ) throws(HeadlessUpdateError) {
    try engine.scroll(to: engine.itemPath(indexPath), position: position)
  }

  // MARK: What happened

  /// Every reload and accepted batch, oldest first.
  public var events: [HeadlessListEvent] { engine.events }

  /// The most recent accepted batch.
  public var lastBatch: HeadlessBatchRecord? { engine.lastBatch }
  /// The row animation of the last batch performed through the `ListView` seam
  /// (`DataSource.defaultRowAnimation`), or `nil` before any.
  public internal(set) var lastBatchAnimation: RowAnimation?
  /// The rows the data source asked to be measured again, one entry per request: rows refreshed in
  /// place (or reconfigured) whose height may have changed. On UIKit that is an empty
  /// `performBatchUpdates`, which animates the new heights without reloading a cell.
  public var remeasuredRows: [[IndexPath]] { engine.remeasured }
  /// What the table shows over its empty list (`DataSource.emptyState`, shown while no row is); `nil`
  /// when it shows none. On UIKit this is the background view.
  public var shownEmptyState: EmptyState? { engine.emptyState }

  /// What the view shows, as text lines a test can compare or record (the `DataSourceSnapshotTesting`
  /// strategies do): per section its header (`## Title`), a line per on-screen row (`- text`,
  /// its cell's content configuration or labels, `●` when selected), one line per run of rows
  /// off screen (`⋯ 3 rows off screen`), its footer (indented), then the empty state, if shown
  /// (see `ListStateText.line(of:)`). Headers and footers come from the data source when a
  /// ``HeadlessTableAdapter`` connects it. Hidden rows are not in the view, so not in the text.
  /// - Complexity: O(*r*) for *r* rows the view holds.
  public var shownLines: [String] {
    engine.shownLines(describing: (retainedAdapter as? HeadlessTableAdapter)?.dataSource.state.sections)
  }

  /// How many times the table asked its data source for a cell.
  public var cellRequestCount: Int { engine.cellRequests }

  // MARK: Selection

  /// Whether more than one row can be selected.
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

  /// The selected row, which follows its row through moves and is dropped when the row is deleted or
  /// reloaded.
  public var indexPathForSelectedRow: IndexPath? { engine.selectedPaths.first.map(IndexPath.init) }

  /// The selected rows, in order, or `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = engine.selectedPaths
    return paths.isEmpty ? nil : paths.map(IndexPath.init)
  }

  /// Selects a row (or clears the selection, for `nil`), as `selectRow(at:animated:scrollPosition:)`.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: HeadlessScrollPosition) {
    engine.select(indexPath.flatMap(ItemPath.init), allowsMultiple: allowsMultipleSelection)
  }

  /// Deselects a row.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if let path = ItemPath(indexPath) { engine.deselect(path) }
  }
}
