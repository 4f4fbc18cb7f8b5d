import DataSourceKit
import Foundation

/// The shared state and behaviour of ``HeadlessTableView`` and ``HeadlessCollectionView``: the row
/// model, pending batches, the reuse queue, the viewport and the event log.
///
/// Rows are tracked by token, not by content: a token is born when a row is inserted, reloaded or
/// loaded, travels with the row through moves, and dies when the row is deleted or reloaded. A cell
/// belongs to a token, which is how a moved row keeps its cell and its stale content (rule 2 of <doc:UIKitBatchRules>).
///
/// Owned by exactly one view and used only on the main actor.
@MainActor
package final class HeadlessListEngine {
  package let kind: HeadlessListKind
  /// The data-source questions, answered by the owning view's data source.
  package var numberOfSections: () -> Int = { 0 }
  package var numberOfRows: (Int) -> Int = { _ in 0 }
  package var cellForRow: (IndexPath) -> HeadlessReusableCell? = { _ in nil }
  /// Tells the delegate a new cell is about to appear.
  package var willDisplay: (HeadlessReusableCell, IndexPath) -> Void = { _, _ in }
  /// Told when a cell of a row still in the model leaves the screen (scrolling, or a smaller viewport).
  package var didEndDisplaying: (HeadlessReusableCell, IndexPath) -> Void = { _, _ in }

  /// Row tokens per section; `nil` until the view first loads (rule 4 of <doc:UIKitBatchRules>).
  private(set) var rows: [[Int]]? { didSet { tokenPaths = nil } }
  /// A token per section, born when the section is inserted, reloaded or loaded and kept through
  /// moves: what a section's supplementary views belong to.
  package private(set) var sectionTokens: [Int] = []
  /// Lays out what the owning view shows besides cells (a collection view's supplementary views),
  /// after the cells; a failure undoes the reload or batch in progress.
  package var layoutExtras: () throws(HeadlessUpdateError) -> Void = {}
  private var nextToken = 0
  /// The cell of each materialized row, by token.
  private(set) var cells: [Int: HeadlessReusableCell] = [:] { didSet { cellTokens = nil } }
  /// The path of every row token, made on first need after `rows` changed: O(1) look-ups after one
  /// O(n) pass, so walking every visible cell is linear.
  var tokenPaths: [Int: ItemPath]?
  /// The token of every cell, made on first need after `cells` changed.
  private var cellTokens: [ObjectIdentifier: Int]?
  /// Selected rows, by token, so a selection follows its row through moves.
  var selected: Set<Int> = []
  /// Whether the view is in editing mode (``HeadlessTableView/isEditing``).
  package var isEditing = false
  /// The row whose swipe actions show, if any.
  var swipedToken: Int?

  package var registered: [String: HeadlessReusableCell.Type] = [:]
  private var reuseQueue: [String: [HeadlessReusableCell]] = [:]
  /// While a reconfigured row is being asked for again, its existing cell.
  private var reconfiguring: HeadlessReusableCell?
  /// The first failed dequeue during the current data-source call.
  private var dequeueFailure: HeadlessUpdateError?
  /// Whether a dequeue failed during the current data-source call.
  package var hasPendingDequeueFailure: Bool { dequeueFailure != nil }

  /// How many rows fit on screen.
  package var visibleRowCapacity: Int
  /// The flat index (over all sections) of the first row on screen.
  var topRow = 0
  /// Whether the view is in a window. Off screen, no cells are made (UIKit's layout does not run).
  package var isInWindow = true

  private var batchDepth = 0
  private var pending = PendingBatch()
  package private(set) var events: [HeadlessListEvent] = []
  /// Failures met through the `ListView` seam, which recovers instead of throwing.
  package private(set) var listViewFailures: [HeadlessUpdateError] = []
  /// What happens on such a failure besides recording it (see ``HeadlessFailurePolicy``).
  package var failurePolicy = HeadlessFailurePolicy.failTest

  /// Records a failure met through the `ListView` seam and reports it by ``failurePolicy``.
  package func recordListViewFailure(_ failure: HeadlessUpdateError, batch: ListBatch? = nil) {
    listViewFailures.append(failure)
    failurePolicy.report(failure, batch: batch, fallback: creator)
  }
  /// The test that made the owning view: failures that reach the view from a task that carries no
  /// change origin (`Task.detached { await MainActor.run { … } }`) are pinned on it.
  let creator: TestIssueRecorder? = {
    TestIssueRecorder.installed
    return TestIssueRecorder.capture()
  }()
  /// The cells dequeued during the data source's cell call in progress (rule 24).
  private var dequeuedInCall: Set<ObjectIdentifier> = []
  /// How many times the data source was asked for a cell.
  package private(set) var cellRequests = 0
  /// The empty state the view shows over its empty list, if any (`ListView.showEmptyState(_:)`).
  var emptyState: EmptyState?
  /// The rows the data source asked to be measured again, one entry per request.
  private(set) var remeasured: [[IndexPath]] = []

  /// Records a request to measure rows again; an empty one asks nothing.
  func recordRemeasure(_ paths: [ItemPath]) {
    if !paths.isEmpty { remeasured.append(paths.map { IndexPath($0) }) }
  }

  /// The user presses the empty state's button: its action runs. `false` when no empty state with an
  /// action is shown.
  func pressEmptyStateAction() -> Bool {
    guard let action = emptyState?.action else { return false }
    action.handler()
    return true
  }

  package init(kind: HeadlessListKind, visibleRowCapacity: Int) {
    self.kind = kind
    self.visibleRowCapacity = visibleRowCapacity
  }

  private func newToken() -> Int {
    nextToken += 1
    return nextToken
  }

  // MARK: Reloading

  /// Asks every count again, renews every row, and lays out.
  package func reloadData() throws(HeadlessUpdateError) {
    batchDepth = 0
    pending = PendingBatch()
    let sectionCount = max(0, numberOfSections())
    let newRows = (0..<sectionCount).map { s in (0..<max(0, numberOfRows(s))).map { _ in newToken() } }
    try install(
      newRows, sections: newRows.map { _ in newToken() }, renewing: Set(cells.keys), event: .reloadData)
  }

  /// Loads the data if it never was, then makes sure the rows on screen have cells.
  package func layoutIfNeeded() throws(HeadlessUpdateError) {
    if rows == nil { try reloadData() } else { try layout() }
  }

  // MARK: Batches

  func beginUpdates() { batchDepth += 1 }

  func endUpdates() throws(HeadlessUpdateError) {
    guard batchDepth > 0 else {
      throw HeadlessUpdateError(
        .unbalancedEndUpdates, "endUpdates() was called without a matching beginUpdates()")
    }
    batchDepth -= 1
    if batchDepth == 0 { try commit() }
  }

  /// Discards an unfinished batch, as when its update block threw.
  func abandonBatch() {
    batchDepth = 0
    pending = PendingBatch()
  }

  /// Records one operation; outside a batch it is a batch of its own (rule 5 of <doc:UIKitBatchRules>).
  package func record(_ edit: (inout PendingBatch) -> Void) throws(HeadlessUpdateError) {
    beginUpdates()
    edit(&pending)
    try endUpdates()
  }

  private func commit() throws(HeadlessUpdateError) {
    let batch = pending
    pending = PendingBatch()
    guard let oldRows = rows else {
      try reloadData()
      events[events.count - 1] = .loadedWithoutValidation
      return
    }
    let sectionCount = max(0, numberOfSections())
    let newCounts = (0..<sectionCount).map { max(0, numberOfRows($0)) }
    let resolver = BatchResolver(
      kind: kind, oldCounts: oldRows.map(\.count), newCounts: newCounts, batch: batch)
    switch try resolver.resolve() {
    case .fallBackToReloadData(let reason):
      try reloadData()
      events[events.count - 1] = .fellBackToReloadData(reason: reason)
    case .accepted(let resolved):
      try apply(resolved, oldRows: oldRows)
    }
  }

  private func apply(_ resolved: ResolvedBatch, oldRows: [[Int]]) throws(HeadlessUpdateError) {
    let newRows = resolved.rows.map { sources in
      sources.map { source in
        switch source {
        case .fresh: newToken()
        case .old(let p): oldRows[p.section][p.item]
        }
      }
    }
    let surviving = Set(newRows.joined())
    let gone = Set(oldRows.joined()).subtracting(surviving)
    let reconfigured = resolved.reconfigures.map { oldRows[$0.section][$0.item] }.filter(surviving.contains)
    let oldSections = sectionTokens
    let newSections = resolved.sections.map { source in
      switch source {
      case .fresh: newToken()
      case .old(let s): oldSections[s]
      }
    }
    try install(
      newRows, sections: newSections, renewing: gone.intersection(cells.keys),
      event: .batch(HeadlessBatchRecord(operations: resolved.operations)),
      reconfigure: reconfigured)
  }

  /// Replaces the row model, queues the cells of rows that are gone, lays out, and logs `event`.
  /// On failure (a failed dequeue) everything is restored and nothing is logged.
  private func install(
    _ newRows: [[Int]], sections: [Int], renewing gone: Set<Int>, event: HeadlessListEvent, reconfigure: [Int] = []
  ) throws(HeadlessUpdateError) {
    let saved = (rows, sectionTokens, cells, reuseQueue, selected, topRow)
    rows = newRows
    sectionTokens = sections
    let leaving = gone.compactMap { cells.removeValue(forKey: $0) }
    // reloadData drops every cell before asking for new ones, so they can be reused at once. In a
    // batch, a deleted or reloaded cell animates out while its replacement comes in: it is queued
    // only after the new cells exist.
    let recycleFirst = event == .reloadData
    if recycleFirst { leaving.forEach(enqueue) }
    selected.formIntersection(Set(newRows.joined()))
    do {
      try layout()
      for token in reconfigure { try reconfigureCell(of: token) }
    } catch {
      (rows, sectionTokens, cells, reuseQueue, selected, topRow) = saved
      throw error
    }
    if !recycleFirst { leaving.forEach(enqueue) }
    events.append(event)
  }

  // MARK: Cells

  /// The flat range of rows on screen.
  var visibleFlatRange: Range<Int> {
    let total = rowCounts.reduce(0, +)
    let top = min(max(0, topRow), max(0, total - visibleRowCapacity))
    return top..<min(total, top + max(0, visibleRowCapacity))
  }

  /// Paths of the rows on screen, in order. Empty when off screen or never loaded.
  package var visiblePaths: [ItemPath] {
    guard let rows, isInWindow else { return [] }
    let range = visibleFlatRange
    var result: [ItemPath] = []
    var flat = 0
    for (s, section) in rows.enumerated() {
      if flat >= range.upperBound { break }
      if flat + section.count > range.lowerBound {
        for r in max(0, range.lowerBound - flat)..<min(section.count, range.upperBound - flat) {
          result.append(ItemPath(item: r, section: s))
        }
      }
      flat += section.count
    }
    return result
  }

  /// Gives every row on screen a cell (asking the data source for the ones without) and queues the
  /// cells of rows that left the screen.
  func layout() throws(HeadlessUpdateError) {
    guard let rows else { return }
    let visible = visiblePaths
    let visibleTokens = Set(visible.map { rows[$0.section][$0.item] })
    for (token, cell) in cells where !visibleTokens.contains(token) {
      cells[token] = nil
      enqueue(cell)
      if let path = path(ofToken: token) { didEndDisplaying(cell, IndexPath(path)) }
    }
    for path in visible {
      let token = rows[path.section][path.item]
      if cells[token] == nil {
        let cell = try askForCell(at: path)
        cells[token] = cell
        styleNewCell(cell, of: token)
        willDisplay(cell, IndexPath(path))
      }
    }
    try layoutExtras()
  }

  private func reconfigureCell(of token: Int) throws(HeadlessUpdateError) {
    guard let existing = cells[token], let path = path(ofToken: token) else { return }
    reconfiguring = existing
    defer { reconfiguring = nil }
    let cell = try askForCell(at: path)
    if cell !== existing {
      throw HeadlessUpdateError(
        .invalidReconfigure,
        "the data source returned a different cell for the reconfigured index path (\(uikitDescription(path))); it must dequeue the same type of cell, which returns the existing one"
      )
    }
  }

  private func askForCell(at path: ItemPath) throws(HeadlessUpdateError) -> HeadlessReusableCell {
    dequeueFailure = nil
    cellRequests += 1
    dequeuedInCall = []
    let cell = cellForRow(IndexPath(path))
    if let failure = dequeueFailure {
      dequeueFailure = nil
      throw failure
    }
    guard let cell else {
      throw HeadlessUpdateError(
        .unregisteredReuseIdentifier,
        "\(kind == .tableView ? "UITableView" : "UICollectionView") failed to obtain a cell from its dataSource")
    }
    // Rule 24: a collection view takes only a cell dequeued from it during the call (a table takes any).
    if kind == .collectionView, !dequeuedInCall.contains(ObjectIdentifier(cell)) {
      throw HeadlessUpdateError(
        .undequeuedCell,
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      )
    }
    return cell
  }

  func enqueue(_ cell: HeadlessReusableCell) {
    if let id = cell.reuseIdentifier { reuseQueue[id, default: []].append(cell) }
  }

  /// A queued cell (after `prepareForReuse()`), a new cell of the registered class, or the existing
  /// cell of a row being reconfigured. An unregistered identifier is recorded as a failure of the
  /// data-source call in progress, and a placeholder is returned so the call can finish.
  package func dequeue(identifier: String) -> HeadlessReusableCell {
    let cell = dequeueOrPlaceholder(identifier: identifier)
    dequeuedInCall.insert(ObjectIdentifier(cell))
    // As UIKit's self-sizing invalidation (iOS 16): a cell restyled on its own asks to be measured.
    // Set once per cell: a reused cell keeps it.
    if cell.sizeMayHaveChanged == nil {
      cell.sizeMayHaveChanged = { [weak self] cell in
        if let path = self?.path(of: cell) { self?.recordRemeasure([path]) }
      }
    }
    return cell
  }

  private func dequeueOrPlaceholder(identifier: String) -> HeadlessReusableCell {
    if let existing = reconfiguring, existing.reuseIdentifier == identifier {
      reconfiguring = nil
      return existing
    }
    if let cell = reuseQueue[identifier]?.popLast() {
      cell.reuseCount += 1
      cell.prepareForReuse()
      return cell
    }
    if let type = registered[identifier] { return type.init(reuseIdentifier: identifier) }
    if dequeueFailure == nil {
      let noun = kind == .tableView ? "a cell" : "a view of kind: UICollectionElementKindCell"
      dequeueFailure = HeadlessUpdateError(
        .unregisteredReuseIdentifier,
        "unable to dequeue \(noun) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    return kind == .tableView
      ? HeadlessTableViewCell(reuseIdentifier: identifier) : HeadlessCollectionViewCell(reuseIdentifier: identifier)
  }

  /// Moves a row the way an interactive drag does: the row model changes at once, without a batch
  /// and without asking the data source for counts (UIKit has already moved the row on screen).
  package func moveRowInteractively(from: ItemPath, to: ItemPath) throws(HeadlessUpdateError) {
    guard var rows, let token = token(at: from) else { return }
    rows[from.section].remove(at: from.item)
    guard rows.indices.contains(to.section), (0...rows[to.section].count).contains(to.item) else {
      throw HeadlessUpdateError(
        .moveOutOfRange,
        "attempt to move index path (\(uikitDescription(from))) to index path (\(uikitDescription(to))) that does not exist"
      )
    }
    rows[to.section].insert(token, at: to.item)
    self.rows = rows
    try layout()
  }

  /// Queued cells for an identifier, for tests of reuse.
  func queuedCells(for identifier: String) -> Int { reuseQueue[identifier]?.count ?? 0 }
}

extension HeadlessListEngine {
  /// The visible cell of a row, if it is on screen.
  package func visibleCell(at path: ItemPath) -> HeadlessReusableCell? {
    guard isInWindow, let token = token(at: path) else { return nil }
    return cells[token]
  }

  /// The path of a visible cell.
  /// - Complexity: O(1), after an O(n) pass the first time it is asked after the cells changed.
  package func path(of cell: HeadlessReusableCell) -> ItemPath? {
    if cellTokens == nil {
      var tokens: [ObjectIdentifier: Int] = [:]
      tokens.reserveCapacity(cells.count)
      for (token, cell) in cells { tokens[ObjectIdentifier(cell)] = token }
      cellTokens = tokens
    }
    guard let token = cellTokens?[ObjectIdentifier(cell)], cells[token] === cell else { return nil }
    return path(ofToken: token)
  }
}
