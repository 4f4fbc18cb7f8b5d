// What a stand-in table does besides declaring UIKit's API: it asks its data source and tells its
// delegate as UIKit documents, and acts out a user's gestures (`standIn…`, names UIKit does not have).
internal import DataSourceCore
package import DataSourceTesting
import Foundation

extension UITableView {
  /// Points the engine's questions at the table's data source and its news at the delegate:
  /// `numberOfSections(in:)` and `tableView(_:numberOfRowsInSection:)` at each load and batch,
  /// `tableView(_:cellForRowAt:)` for each row coming on screen, `tableView(_:willDisplay:forRowAt:)`
  /// before a cell shows and `tableView(_:didEndDisplaying:forRowAt:)` when it leaves.
  func connectList() {
    let engine = list.engine
    engine.numberOfSections = { [unowned self] in dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    engine.numberOfRows = { [unowned self] in dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
    engine.cellForRow = { [unowned self] indexPath in
      guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
      return list.shadow(of: cell)
    }
    engine.willDisplay = { [unowned self] shadow, indexPath in
      list.willShow(shadow)
      if let cell = list.cell(of: shadow) as? UITableViewCell {
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
    engine.didEndDisplaying = { [unowned self] shadow, indexPath in
      if let cell = list.cell(of: shadow) as? UITableViewCell {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
    engine.layoutExtras = { [unowned self] () throws(HeadlessUpdateError) in layOutRowsAndHeaders() }
  }

  /// What UIKit's layout asks besides cells (Apple: the delegate gives heights and section views, the
  /// data source section titles): each row on screen's height, and for each section with a row on
  /// screen its header's and footer's title, view and height; a header or footer that shows (a view,
  /// or a title) is told to the delegate before it appears. What shows is kept in
  /// ``standInHeaders`` and ``standInFooters``.
  func layOutRowsAndHeaders() {
    let paths = list.engine.visiblePaths
    standInRowHeights = paths.map { delegate?.tableView(self, heightForRowAt: IndexPath($0)) ?? rowHeight }
    var headers: [Int: String] = [:]
    var footers: [Int: String] = [:]
    for section in Set(paths.map(\.section)).sorted() {
      _ = delegate?.tableView(self, heightForHeaderInSection: section)
      _ = delegate?.tableView(self, heightForFooterInSection: section)
      let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
      if let view = delegate?.tableView(self, viewForHeaderInSection: section) ?? headerTitle.map(Self.titleView) {
        headers[section] = headerTitle ?? ""
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      }
      let footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
      if let view = delegate?.tableView(self, viewForFooterInSection: section) ?? footerTitle.map(Self.titleView) {
        footers[section] = footerTitle ?? ""
        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
    standInHeaders = headers
    standInFooters = footers
  }

  /// The view UIKit shows for a title (a header-footer view with its label; a label here).
  private static func titleView(_ title: String) -> UIView {
    let label = UILabel(frame: .zero)
    label.text = title
    return label
  }

  /// Every reload and accepted batch so far, oldest first (the stand-in's record).
  package var standInEvents: [HeadlessListEvent] { list.engine.events }
  /// What the table met that UIKit raises an exception for (each also failed the running test).
  package var standInFailures: [HeadlessUpdateError] { list.engine.listViewFailures }
  /// How many rows fit on screen (20 unless a test says otherwise).
  public var standInVisibleRowCapacity: Int {
    get { list.engine.visibleRowCapacity }
    set { list.engine.visibleRowCapacity = newValue }
  }

  /// A user's tap on a row, as UIKit handles it: `shouldHighlightRowAt`, `didHighlightRowAt` and
  /// `didUnhighlightRowAt`, then `willSelectRowAt`
  /// (which may redirect or prevent it), the selection, and `didSelectRowAt`; with multiple
  /// selection a tap on a selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`).
  /// - Returns: whether a row was selected.
  @discardableResult
  public func standInTap(rowAt indexPath: IndexPath) -> Bool {
    list.tap(
      indexPath, allowsMultiple: allowsMultipleSelection,
      shouldHighlight: { [unowned self] in delegate?.tableView(self, shouldHighlightRowAt: $0) ?? true },
      didHighlight: { [unowned self] in delegate?.tableView(self, didHighlightRowAt: $0) },
      didUnhighlight: { [unowned self] in delegate?.tableView(self, didUnhighlightRowAt: $0) },
      willSelect: { [unowned self] path in delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path },
      willDeselect: { [unowned self] path in delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path },
      didSelect: { [unowned self] in delegate?.tableView(self, didSelectRowAt: $0) },
      didDeselect: { [unowned self] in delegate?.tableView(self, didDeselectRowAt: $0) })
  }

  /// A user's swipe-to-delete: when the data source can edit the row and the delegate's style is
  /// delete, the data source is told to commit it (and is expected to update the table).
  /// - Returns: whether the delete was committed.
  @discardableResult
  public func standInSwipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard list.hasRow(at: indexPath), let dataSource else { return false }
    return ListGestures<IndexPath>.swipeToDelete(
      canEdit: dataSource.tableView(self, canEditRowAt: indexPath),
      editingStyle: (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete).standIn
    ) { dataSource.tableView(self, commit: .delete, forRowAt: indexPath) }
  }

  /// A user's drag of a row in editing mode: when the data source can move it, the delegate's
  /// `targetIndexPathForMoveFromRowAt` says where it lands; the table moves the row itself, then
  /// tells the data source (`moveRowAt`), which must update its model without a batch.
  /// - Returns: whether the row moved.
  @discardableResult
  public func standInMoveRow(at source: IndexPath, to proposed: IndexPath) -> Bool {
    guard list.hasRow(at: source), let dataSource else { return false }
    do {
      // UIKit's order, written once in ListGestures: can it move, where it lands, on screen, then told.
      return try ListGestures<IndexPath>.drag(
        canMove: dataSource.tableView(self, canMoveRowAt: source),
        to: {
          delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        },
        moveOnScreen: { (destination) throws(HeadlessUpdateError) in
          try list.moveInteractively(from: source, to: destination)
        },
        didMove: { dataSource.tableView(self, moveRowAt: source, to: $0) })
    } catch {
      list.fail(error)
      return false
    }
  }
}

extension UITableView.ScrollPosition {
  var standIn: HeadlessScrollPosition {
    switch self {
    case .none: .none
    case .top: .top
    case .middle: .middle
    case .bottom: .bottom
    }
  }
}

extension UITableViewCell.EditingStyle {
  var standIn: EditingStyle {
    switch self {
    case .none: .none
    case .delete: .delete
    case .insert: .insert
    }
  }
}

extension UITableViewCell {
  /// The table hands this cell out again: counted, then `prepareForReuse()`.
  func standInPrepareForReuse() {
    standInReuseCount += 1
    prepareForReuse()
  }
}
