@_spi(Extending) import DataSourceCore
import DataSourceKit
import Foundation

/// A table view drawn in a terminal, behind the same `ListView` seam as UIKit's: it shows a
/// `DataSource` and animates its batches.
///
/// Rows are made only when they are drawn: a frame asks for the cells of the rows on screen, reuses
/// cells that scrolled away, and never touches the others, so a 100k-row list draws as fast as a
/// short one. Sections show their header and footer titles. The cursor row is drawn reversed.
///
/// Batches animate for ``animationDuration``: inserted rows are green, deleted rows stay a moment
/// struck through in red, rows refreshed in place or reloaded flash yellow, and moved rows are marked
/// with `↕`.
@MainActor
public final class TerminalTableView: ListView, EmptyStateShowing {
  /// The data source shown; setting it makes this view its `DataSource.listView` and reloads.
  public var dataSource: DataSource? {
    didSet {
      dataSource?.listView = self
      reloadAllData()
    }
  }

  /// Whether the table is on screen; off screen, a data source reloads instead of animating.
  public var isOnScreen = true
  public private(set) var hasLoadedData = false

  /// How long batch animations last, in seconds.
  public var animationDuration: TimeInterval = 0.7
  /// The clock animations follow (tests set their own).
  public var now: () -> TerminalInstant = { TerminalInstant.now }

  /// Rows per section as drawn: as of the last reload or batch, with a held row counted in the
  /// section it would land in (see ``pickUpCursorRow()``).
  public internal(set) var rowCounts: [Int] = []
  /// The row under the cursor.
  public internal(set) var cursor: ItemPath?
  /// The rows selected (by Enter) and kept selected.
  public internal(set) var selectedRows: Set<ItemPath> = []
  /// The first row drawn (a flat index over all sections).
  public internal(set) var topRow = 0
  /// The width of the frame being drawn, for right-aligned detail texts; `nil` before the first.
  var drawingWidth: Int?
  /// What the table draws, centred, while it has no rows (`DataSource.emptyState`); Enter presses its
  /// action. `nil` when none is shown.
  public internal(set) var shownEmptyState: EmptyState?
  /// How many cells were ever created (not reused).
  public private(set) var createdCellCount = 0
  /// How many times a row's cell was asked of the data source.
  public private(set) var cellRequestCount = 0
  /// Rows per screen at the last frame, for paging.
  var lastViewportRows = 10

  /// `nil` (the default) draws a list, a row per line. A width draws a grid, as a collection view's
  /// flow layout does: each section's items flow into as many columns of that many terminal columns
  /// as the window fits, and the arrow keys move in two dimensions (see ``handle(_:)``).
  public var gridColumnWidth: Int?
  /// Columns per grid line at the last frame.
  public internal(set) var gridColumns = 1
  /// The first grid line drawn.
  var gridTopLine = 0

  var registrations: [String: TerminalCell.Type] = [:]
  var reusePool: [String: [TerminalCell]] = [:]
  /// The cells of the rows drawn in the last frame.
  var visibleCells: [ItemPath: TerminalCell] = [:]
  /// What each visible cell showed when last drawn, to notice in-place changes.
  var drawnChangeCounts: [ObjectIdentifier: Int] = [:]
  var animations: [RowAnimation] = []
  /// Completions of batches whose animation has not ended yet, each with the instant it ends.
  var batchCompletions: [(until: TerminalInstant, completion: @MainActor () -> Void)] = []
  var ghosts: [Ghost] = []
  /// An open action menu, if any.
  public internal(set) var menu: TerminalMenu?

  /// Whether Space selects several rows (each press toggles the cursor row), as UIKit's
  /// `allowsMultipleSelection`. Enter still selects only the cursor row.
  public var allowsMultipleSelection = false
  /// The row picked up to be moved with the keys, and where it is now shown.
  var heldRow: (original: ItemPath, current: ItemPath)?
  /// Whether a row is picked up (see ``pickUpCursorRow()``).
  public var isHoldingRow: Bool { heldRow != nil }

  /// Called when what the table shows changes outside a frame (a reload, a batch, a reconfigure):
  /// a run loop that sleeps while nothing animates wakes up to draw it.
  public var onChange: (@MainActor () -> Void)?

  /// Whether an animation is under way: a frame drawn later will differ (a loading state's spinner
  /// turns for as long as it shows).
  public var isAnimating: Bool {
    !animations.isEmpty || !ghosts.isEmpty || !batchCompletions.isEmpty || lastUpdateUntil.map { now() < $0 } == true
      || (shownEmptyState?.kind == .loading && totalRows == 0)
  }

  /// Whether the last line of each frame shows ``lastUpdate``, the summary of the latest animated
  /// update (default: no). Any `DataSource` shown here gets it; the example catalog turns it on.
  public var showsUpdateSummary = false
  /// What the latest animated update did; `nil` before the first. A reload of everything clears it.
  public internal(set) var lastUpdate: TerminalUpdateSummary?
  /// When the latest update's animation ends: a batch before then belongs to the same update.
  var lastUpdateUntil: TerminalInstant?

  /// Creates an empty table.
  public init() {}

  // MARK: ListView

  public func reloadAllData() {
    defer { onChange?() }
    cancelHeldRow()  // the counts below are the data source's
    hasLoadedData = true
    lastUpdate = nil
    recycleVisibleCells()
    animations.removeAll()
    ghosts.removeAll()
    refreshCounts()
    clampCursor()
    finishBatches(by: nil)
  }

  /// Performs the batch and calls `completion` when its animation ends: at the first frame drawn
  /// ``animationDuration`` after it, or at once when a reload cuts the animation short.
  public func performBatch(_ batch: ListBatch, install: () -> Void, completion: @escaping @MainActor () -> Void) {
    let until = now() + animationDuration
    performBatch(batch, install: install)
    batchCompletions.append((until, completion))
  }

  /// Calls, in order, the completions of batches whose animation ended by `instant` (all of them for
  /// `nil`); each is removed before it runs, so a completion may start another batch.
  func finishBatches(by instant: TerminalInstant?) {
    while let first = batchCompletions.first, instant.map({ first.until <= $0 }) ?? true {
      batchCompletions.removeFirst()
      first.completion()
    }
  }

  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    defer { onChange?() }
    cancelHeldRow()  // the batch's paths are the data source's, not the held row's arrangement
    let start = now()
    extendUpdate { $0.add(batch) }
    let mapper = ListBatchMapping(batch)
    // Deleted rows on screen stay a moment, struck through, next to the row they followed.
    let oldCounts = rowCounts
    let deletedSections = Set(batch.sectionDeletes)
    let deletedRows = Set(batch.itemDeletes)
    var leaving = batch.itemDeletes.compactMap { path in visibleCells[path].map { (path, $0.lines) } }
    leaving += visibleCells.filter { deletedSections.contains($0.key.section) }.map { ($0.key, $0.value.lines) }
    leaving.sort { $0.0 < $1.0 }
    // Their indentation, asked while the data source still shows them (an outline's levels).
    let levels = leaving.map { dataSource?.answers.indentationLevelForRow(at: $0.0) ?? 0 }
    install()
    refreshCounts()
    for ((path, lines), level) in zip(leaving, levels) {
      let anchor = ghostAnchor(
        forDeleted: path, oldCounts: oldCounts, deletedRows: deletedRows, deletedSections: deletedSections,
        through: mapper)
      ghosts.append(Ghost(anchor: anchor, lines: lines, level: level, until: start + animationDuration))
    }
    var moved: [ItemPath: TerminalCell] = [:]
    for (path, cell) in visibleCells {
      if let new = mapper.path(path), !batch.itemReloads.contains(path) {
        moved[new] = cell
      } else {
        enqueue(cell)
      }
    }
    visibleCells = moved
    selectedRows = Set(selectedRows.compactMap { mapper.path($0) })
    if let cursor {
      // A deleted cursor row hands the cursor to the row that followed it (else the one before),
      // as a list's selection moves on after a delete.
      self.cursor = mapper.path(cursor) ?? survivor(near: cursor, oldCounts: oldCounts, through: mapper) ?? cursor
    }
    animations = animations.compactMap { animation in
      mapper.path(animation.path).map { RowAnimation(path: $0, kind: animation.kind, until: animation.until) }
    }
    let until = start + animationDuration
    for path in batch.itemInserts { animations.append(RowAnimation(path: path, kind: .inserted, until: until)) }
    for section in batch.sectionInserts where rowCounts.indices.contains(section) {
      for item in 0..<min(rowCounts[section], 200) {
        animations.append(RowAnimation(path: ItemPath(item: item, section: section), kind: .inserted, until: until))
      }
    }
    for section in batch.sectionReloads where rowCounts.indices.contains(section) {
      for item in 0..<min(rowCounts[section], 200) {
        animations.append(RowAnimation(path: ItemPath(item: item, section: section), kind: .updated, until: until))
      }
    }
    for move in batch.itemMoves { animations.append(RowAnimation(path: move.to, kind: .moved, until: until)) }
    for path in batch.itemReloads {
      if let new = mapper.path(path) { animations.append(RowAnimation(path: new, kind: .updated, until: until)) }
    }
    clampCursor()
  }

  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    registrations[reuseIdentifier] = cellClass as? TerminalCell.Type ?? TerminalCell.self
  }

  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    if let cell = reusePool[reuseIdentifier]?.popLast() { return cell }
    let cell = (registrations[reuseIdentifier] ?? TerminalCell.self).init()
    cell.reuseIdentifier = reuseIdentifier
    createdCellCount += 1
    return cell
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? { visibleCells[path] }

  /// Shows `state` centred over the empty table, or hides it, and redraws.
  public func showEmptyState(_ state: EmptyState?) {
    shownEmptyState = state
    onChange?()
  }

  /// Counts the rows refreshed in place in the summary of the current update, marks them `~` as
  /// batch reloads are, and redraws.
  public func didRefreshRowsInPlace(at paths: [ItemPath]) {
    guard !paths.isEmpty else { return }
    extendUpdate { $0.updates += paths.count }
    let until = now() + animationDuration
    for path in paths where !animations.contains(where: { $0.path == path && $0.kind == .updated }) {
      animations.append(RowAnimation(path: path, kind: .updated, until: until))
    }
    onChange?()
  }

  /// Adds to the summary of the update under way (one whose animation has not ended), or starts a
  /// new one; the update then lasts an ``animationDuration`` from now.
  func extendUpdate(_ change: (inout TerminalUpdateSummary) -> Void) {
    let instant = now()
    var update =
      lastUpdateUntil.map { instant < $0 } == true ? lastUpdate ?? TerminalUpdateSummary() : TerminalUpdateSummary()
    change(&update)
    lastUpdate = update
    lastUpdateUntil = instant + animationDuration
  }

  /// Keeps the rows' cells and has the data source configure them again at the next frame: each cell
  /// goes back to the front of its reuse queue, without `prepareForReuse()`, so the next dequeue for
  /// its identifier returns it.
  public func reconfigureItems(at paths: [ItemPath]) {
    defer { onChange?() }
    for path in paths {
      guard let cell = visibleCells.removeValue(forKey: path) else { continue }
      reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }
  }

  /// A queued or new cell for `identifier` (of its registered class, or a plain ``TerminalCell``),
  /// as `UITableView`'s method of the same name, for cell providers.
  public func dequeueReusableCell(withIdentifier identifier: String, for path: ItemPath) -> TerminalCell {
    // dequeueCell always makes a TerminalCell (a registered subclass, or the class itself).
    dequeueCell(reuseIdentifier: identifier, for: path) as! TerminalCell
  }

  // MARK: Rows

  /// The number of rows in all sections.
  public var totalRows: Int { rowCounts.reduce(0, +) }

  func refreshCounts() {
    guard let dataSource else {
      rowCounts = []
      return
    }
    rowCounts = (0..<dataSource.numberOfSections).map { dataSource.numberOfRows(inSection: $0) }
  }

  /// The flat index of a path.
  func flatIndex(of path: ItemPath) -> Int {
    rowCounts.prefix(path.section).reduce(0, +) + path.item
  }

  /// The path of a flat index, or `nil` past the end.
  func path(ofFlat index: Int) -> ItemPath? {
    guard index >= 0 else { return nil }
    var rest = index
    for (section, count) in rowCounts.enumerated() {
      if rest < count { return ItemPath(item: rest, section: section) }
      rest -= count
    }
    return nil
  }

  /// Puts every drawn cell back in the reuse pool, so that each row is asked for again. Unlike
  /// ``recycleCells(notIn:)`` it does not tell the data source that the cells ended displaying.
  func recycleVisibleCells() {
    for cell in visibleCells.values { enqueue(cell) }
    visibleCells.removeAll()
  }

  func enqueue(_ cell: TerminalCell) {
    cell.prepareForReuse()
    reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    drawnChangeCounts[ObjectIdentifier(cell)] = nil
  }

  /// Where the first row after `path` that survived the batch is now (by the old counts), else the
  /// last one before it; `nil` when no row survived.
  /// - Complexity: O(rows passed over), once per batch that deletes the cursor row.
  private func survivor(near path: ItemPath, oldCounts: [Int], through mapper: ListBatchMapping) -> ItemPath? {
    guard oldCounts.indices.contains(path.section) else { return nil }
    for section in path.section..<oldCounts.count {
      for item in (section == path.section ? path.item + 1 : 0)..<oldCounts[section] {
        if let new = mapper.path(ItemPath(item: item, section: section)) { return new }
      }
    }
    for section in stride(from: path.section, through: 0, by: -1) {
      let end = section == path.section ? min(path.item, oldCounts[section]) : oldCounts[section]
      for item in stride(from: end - 1, through: 0, by: -1) {
        if let new = mapper.path(ItemPath(item: item, section: section)) { return new }
      }
    }
    return nil
  }

  /// The lines of the row at `path` as its cell shows them, making the cell if needed.
  func cell(at path: ItemPath) -> TerminalCell? {
    if let cell = visibleCells[path] { return cell }
    guard let dataSource else { return nil }
    cellRequestCount += 1
    guard let cell = dataSource.cell(at: path, in: self) as? TerminalCell else { return nil }
    visibleCells[path] = cell
    drawnChangeCounts[ObjectIdentifier(cell)] = cell.changeCount
    dataSource.answers.willDisplay(cell, forRowAt: path)
    return cell
  }
}

/// A row's animation after a batch.
struct RowAnimation {
  enum Kind { case inserted, updated, moved }
  var path: ItemPath
  var kind: Kind
  var until: TerminalInstant
}

/// A deleted row, still drawn (struck through) before the row that took its place.
struct Ghost {
  var anchor: ItemPath
  var lines: [TerminalLine]
  /// The row's indentation level when it was deleted, so an outline's ghosts keep their places.
  var level = 0
  var until: TerminalInstant
}

extension TerminalTableView {
  /// Where a deleted row's ghost is drawn after a batch (a ghost is drawn before the row at its
  /// anchor, or at the end of the section for an anchor one past its last row): right after the
  /// nearest earlier row of its section that stays, wherever that row went; at the top of its section
  /// when none stays; and when its section went away, at the end of the nearest earlier section
  /// that stays, so it never shows under another section's header or among rows it did not follow.
  func ghostAnchor(
    forDeleted path: ItemPath, oldCounts: [Int], deletedRows: Set<ItemPath>, deletedSections: Set<Int>,
    through mapping: ListBatchMapping
  ) -> ItemPath {
    if !deletedSections.contains(path.section), let section = mapping.section(path.section) {
      var item = path.item - 1
      while item >= 0 {
        if !deletedRows.contains(ItemPath(item: item, section: path.section)),
          let moved = mapping.path(ItemPath(item: item, section: path.section))
        {
          return ItemPath(item: moved.item + 1, section: moved.section)
        }
        item -= 1
      }
      return ItemPath(item: 0, section: section)
    }
    var earlier = min(path.section, oldCounts.count) - 1
    while earlier >= 0 {
      if !deletedSections.contains(earlier), let section = mapping.section(earlier), rowCounts.indices.contains(section)
      {
        return ItemPath(item: rowCounts[section], section: section)
      }
      earlier -= 1
    }
    return ItemPath(item: 0, section: 0)
  }
}
