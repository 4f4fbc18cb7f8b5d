// What makes the stand-in's table and collection views behave as UIKit documents them: they keep
// their counts, ask their data source for counts and for the cells they show, check each batch by
// UIKit's rules, and tell their delegate as cells appear, leave and are selected.
//
// The rules are not written again here: each view runs DataSourceTesting's engine, the one behind
// HeadlessTableView and HeadlessCollectionView (UIKIT_BATCH_RULES.md). The engine tracks its own cell
// per row (a shadow); this file pairs each shadow with the UIKit cell the data source configured.
// What UIKit raises an exception for fails the running test (HeadlessFailurePolicy.failTest), and the
// view reloads so that later checks are meaningful.
internal import DataSourceCore
internal import DataSourceTesting
import Foundation

/// The engine of one stand-in table or collection view, and the pairing of its shadow cells with
/// UIKit cells. Owned by its view; main actor only.
@MainActor
final class StandInList {
  let engine: HeadlessListEngine
  /// The classes registered with UIKit's `register(_:forCellReuseIdentifier:)`, by identifier.
  private var classes: [String: AnyClass] = [:]
  /// The UIKit cell paired with each shadow the engine gave out.
  private var cellOfShadow: [ObjectIdentifier: AnyObject] = [:]
  /// The shadow paired with each UIKit cell.
  private var shadowOfCell: [ObjectIdentifier: HeadlessReusableCell] = [:]

  init(kind: HeadlessListKind) {
    // Apple documents no viewport size; 20 rows is an iPhone screen of default-height rows.
    engine = HeadlessListEngine(kind: kind, visibleRowCapacity: 20)
    engine.isInWindow = false
  }

  // MARK: Cells

  /// Registers `cellClass` (nil unregisters) for `identifier`.
  func register(_ cellClass: AnyClass?, forIdentifier identifier: String) {
    classes[identifier] = cellClass
    let shadow: HeadlessReusableCell.Type =
      engine.kind == .tableView ? StandInTableShadow.self : StandInCollectionShadow.self
    engine.registered[identifier] = cellClass == nil ? nil : shadow
  }

  /// The UIKit cell for a dequeue: the one paired with the shadow the engine gave out (a queued
  /// cell, after its `prepareForReuse()`, or the existing cell of a row being reconfigured), or a
  /// new one made by `make` from the registered class. When nothing is registered the engine
  /// records UIKit's failure, and `make(nil)` gives a placeholder for the call to finish.
  func dequeue<Cell: AnyObject>(_ identifier: String, make: (AnyClass?) -> Cell) -> Cell {
    let shadow = engine.dequeue(identifier: identifier)
    if let cell = cellOfShadow[ObjectIdentifier(shadow)] as? Cell { return cell }
    if engine.hasPendingDequeueFailure { return make(nil) }
    let cell = make(classes[identifier])
    pair(cell, shadow)
    return cell
  }

  private func pair(_ cell: AnyObject, _ shadow: HeadlessReusableCell) {
    cellOfShadow[ObjectIdentifier(shadow)] = cell
    shadowOfCell[ObjectIdentifier(cell)] = shadow
    (shadow as? StandInShadow)?.pairedCell = cell
    // The engine keeps each row's state (selected, highlighted, editing, swiped) on its shadow and
    // runs the shadow's handler when it changes: the UIKit cell's state and handler follow.
    shadow.configurationUpdateHandler = { [weak cell] _, state in
      var uikit = UICellConfigurationState()
      (uikit.isSelected, uikit.isHighlighted, uikit.isFocused) = (
        state.isSelected, state.isHighlighted, state.isFocused
      )
      (uikit.isDisabled, uikit.isEditing, uikit.isSwiped) = (state.isDisabled, state.isEditing, state.isSwiped)
      uikit.isExpanded = state.isExpanded
      if let cell = cell as? UITableViewCell {
        cell.configurationState = uikit
        cell.setNeedsUpdateConfiguration()
      } else if let cell = cell as? UICollectionViewCell {
        cell.configurationState = uikit
        cell.setNeedsUpdateConfiguration()
      }
    }
  }

  /// Before a cell shows, UIKit updates its configuration (runs its handler with its state).
  func willShow(_ shadow: HeadlessReusableCell) { shadow.setNeedsUpdateConfiguration() }

  /// The shadow of a cell the data source returned. A cell it made itself, without dequeuing, gets
  /// a fresh shadow: a table takes it, a collection view rejects it (UIKit's rule 24).
  func shadow(of cell: AnyObject) -> HeadlessReusableCell {
    if let shadow = shadowOfCell[ObjectIdentifier(cell)] { return shadow }
    let shadow: HeadlessReusableCell =
      engine.kind == .tableView
      ? StandInTableShadow(reuseIdentifier: nil) : StandInCollectionShadow(reuseIdentifier: nil)
    pair(cell, shadow)
    return shadow
  }

  /// The UIKit cell paired with a shadow.
  func cell(of shadow: HeadlessReusableCell) -> AnyObject? { cellOfShadow[ObjectIdentifier(shadow)] }

  /// The UIKit cell of a visible row.
  func visibleCell(at indexPath: IndexPath) -> AnyObject? {
    guard let path = ItemPath(indexPath), let shadow = engine.visibleCell(at: path) else { return nil }
    return cell(of: shadow)
  }

  /// The path of a visible UIKit cell.
  func indexPath(of cell: AnyObject) -> IndexPath? {
    shadowOfCell[ObjectIdentifier(cell)].flatMap(engine.path(of:)).map(IndexPath.init)
  }

  /// Every UIKit cell on screen, in order.
  var visibleCells: [AnyObject] {
    engine.visiblePaths.compactMap { engine.visibleCell(at: $0).flatMap(cell(of:)) }
  }

  // MARK: Loading and batches

  /// The counts the view shows; a view that never loaded asks its data source first, as UIKit does.
  var counts: [Int] {
    if !engine.hasLoaded { engine.reloadAllData() }
    return engine.rowCounts
  }

  func reloadData() { engine.reloadAllData() }

  func layoutIfNeeded() {
    guard engine.isInWindow else { return }
    do { try engine.layoutIfNeeded() } catch { fail(error) }
  }

  /// One batch: the block's calls, and nested batches, are checked together when it ends.
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    do {
      try engine.performBatchUpdates(updates, completion: completion)
    } catch let error as HeadlessUpdateError {
      fail(error)
    } catch {
      preconditionFailure("the stand-in's batch block does not throw")
    }
  }

  /// Records one operation: part of the open batch, or a batch of its own.
  func record(_ edit: (inout PendingBatch) -> Void) {
    do { try engine.record(edit) } catch { fail(error) }
  }

  /// Records operations on index paths, failing on one UIKit would reject (not two indexes).
  func record(_ indexPaths: [IndexPath], _ edit: ([ItemPath], inout PendingBatch) -> Void) {
    do {
      let paths = try engine.itemPaths(indexPaths)
      try engine.record { edit(paths, &$0) }
    } catch {
      fail(error)
    }
  }

  func scroll(to indexPath: IndexPath, position: HeadlessScrollPosition) {
    do { try engine.scroll(to: engine.itemPath(indexPath), position: position) } catch { fail(error) }
  }

  /// What UIKit raises an exception for: the running test fails, and the view reloads.
  func fail(_ error: HeadlessUpdateError) {
    engine.recordListViewFailure(error)
    engine.recover(after: error)
  }

  // MARK: Selection

  var selectedIndexPaths: [IndexPath] { engine.selectedPaths.map(IndexPath.init) }

  func select(_ indexPath: IndexPath?, allowsMultiple: Bool) {
    engine.select(indexPath.flatMap(ItemPath.init), allowsMultiple: allowsMultiple)
  }

  func deselect(_ indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { engine.deselect(path) }
  }

  func hasRow(at indexPath: IndexPath) -> Bool { ItemPath(indexPath).flatMap(engine.token(at:)) != nil }

  /// A user's tap, by UIKit's rules (written once, in `ListGestures`), over the view's questions.
  @discardableResult
  func tap(
    _ indexPath: IndexPath, allowsMultiple: Bool, shouldHighlight: @escaping (IndexPath) -> Bool,
    didHighlight: @escaping (IndexPath) -> Void, didUnhighlight: @escaping (IndexPath) -> Void,
    willSelect: @escaping (IndexPath) -> IndexPath?, willDeselect: @escaping (IndexPath) -> IndexPath?,
    didSelect: @escaping (IndexPath) -> Void, didDeselect: @escaping (IndexPath) -> Void
  ) -> Bool {
    guard hasRow(at: indexPath) else { return false }
    let gestures = ListGestures<IndexPath>(
      shouldHighlight: shouldHighlight,
      didHighlight: { [unowned self] in
        if let path = ItemPath($0) { engine.setHighlighted(true, at: path) }
        didHighlight($0)
      },
      didUnhighlight: { [unowned self] in
        if let path = ItemPath($0) { engine.setHighlighted(false, at: path) }
        didUnhighlight($0)
      },
      willSelect: { [unowned self] in willSelect($0).flatMap { hasRow(at: $0) ? $0 : nil } },
      willDeselect: willDeselect,
      isSelected: { [unowned self] in selectedIndexPaths.contains($0) },
      select: { [unowned self] in select($0, allowsMultiple: allowsMultiple) },
      deselect: { [unowned self] in deselect($0) }, didSelect: didSelect, didDeselect: didDeselect)
    return gestures.tap(indexPath, selected: selectedIndexPaths, allowsMultipleSelection: allowsMultiple)
  }

  /// A user's drag of a row to `destination`: the view moves the row itself, without a batch.
  func moveInteractively(from source: IndexPath, to destination: IndexPath) throws(HeadlessUpdateError) {
    try engine.moveRowInteractively(from: engine.itemPath(source), to: engine.itemPath(destination))
  }
}

/// A shadow cell that tells its UIKit cell when the engine hands it out again.
@MainActor
protocol StandInShadow: AnyObject {
  var pairedCell: AnyObject? { get set }
}

final class StandInTableShadow: HeadlessTableViewCell, StandInShadow {
  var pairedCell: AnyObject?
  override func prepareForReuse() {
    super.prepareForReuse()
    (pairedCell as? UITableViewCell)?.standInPrepareForReuse()
  }
}

final class StandInCollectionShadow: HeadlessCollectionViewCell, StandInShadow {
  var pairedCell: AnyObject?
  override func prepareForReuse() {
    super.prepareForReuse()
    (pairedCell as? UICollectionReusableView)?.standInPrepareForReuse()
  }
}
