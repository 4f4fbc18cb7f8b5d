import DataSourceKit
import Foundation

extension HeadlessTableView {
  /// Does what a user's tap on a row does in UIKit: asks whether the row highlights, highlights and
  /// unhighlights it, asks which row to select, selects that row and tells the delegate. A row that
  /// does not highlight is not selected, and `willSelectRowAt` may redirect or prevent the selection.
  /// - Returns: whether a row was selected.
  @discardableResult
  public func tap(rowAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil else { return false }
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target, let targetPath = ItemPath(target), engine.token(at: targetPath) != nil else { return false }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
    return true
  }

  /// Does what a swipe-to-delete does: when the row can be edited and its style is delete, commits
  /// the delete through the delegate (which is expected to update the model and the table).
  /// - Returns: whether the delete was committed.
  @discardableResult
  public func swipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil, let delegate else { return false }
    guard delegate.tableView(self, canEditRowAt: indexPath),
      delegate.tableView(self, editingStyleForRowAt: indexPath) == .delete
    else { return false }
    delegate.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// Does what dragging a row in editing mode does: when the row can move, tells the delegate. As in
  /// UIKit, the table has already moved the row on screen, so it updates its own row model.
  /// - Returns: whether the move happened.
  @discardableResult
  public func dragRow(at source: IndexPath, to destination: IndexPath) throws(HeadlessUpdateError) -> Bool {
    guard let from = ItemPath(source), engine.token(at: from) != nil, let delegate,
      delegate.tableView(self, canMoveRowAt: source)
    else { return false }
    delegate.tableView(self, moveRowAt: source, to: destination)
    try engine.moveRowInteractively(from: from, to: engine.itemPath(destination))
    return true
  }

  /// The actions a trailing swipe on the row reveals.
  public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The height of a row, as the delegate gives it (else ``rowHeight``).
  public func heightOfRow(at indexPath: IndexPath) -> Double {
    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }
}
