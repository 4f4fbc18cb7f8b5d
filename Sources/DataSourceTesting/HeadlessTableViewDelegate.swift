import DataSourceKit
import Foundation

/// What a ``HeadlessTableView`` tells and asks its delegate: the part of `UITableViewDelegate` (and of
/// `UITableViewDataSource`'s editing questions) that the headless table uses, with UIKit's names.
/// Every method has a default implementation giving UIKit's default answer.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// The height of a row (default: the table's `rowHeight`).
  func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> Double
  /// Whether a row highlights when touched (default: yes).
  func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted (touch down).
  func tableView(_ tableView: HeadlessTableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight went away (touch up).
  func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row about to be selected: the path to select instead, or `nil` for none (default: the same).
  func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath)
  /// A cell is about to appear for a row.
  func tableView(_ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  /// Whether a row can be edited (default: yes, as UIKit assumes when the data source commits edits).
  func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The editing style of a row (default: delete).
  func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle
  /// The user committed an edit on a row.
  func tableView(_ tableView: HeadlessTableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath)
  /// Whether a row can be moved (default: no).
  func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row.
  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// The actions revealed by swiping a row from its trailing edge (default: none).
  func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions revealed by swiping a row from its leading edge (default: none).
  func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The estimated height of a row; `nil` lets the table decide (default).
  func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double?
  /// The selected row about to be deselected: the path to deselect instead, or `nil` for none
  /// (default: the same).
  func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was deselected.
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath)
  /// A row's cell left the screen.
  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  /// The title of a row's delete confirmation button; `nil` for UIKit's "Delete" (default).
  func tableView(_ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
    -> String?
  /// A row's indentation level (default: 0).
  func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  /// Whether a row indents while the table edits (default: yes).
  func tableView(_ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// The answer to a question UIKit asks about a row at a moment the headless table does not act out
  /// (whether it spring-loads while something dragged hovers over it, …), by its behaviour; `nil` only
  /// for a behaviour whose default depends on the row (default: the behaviour's default, as UIKit's).
  /// A new such behaviour needs no method of its own here.
  func tableView<Output>(
    _ tableView: HeadlessTableView, answer behavior: RowBehavior<ItemPath, Output>, forRowAt indexPath: IndexPath
  ) -> Output?
  /// Where a dragged row may land, given where the user is dragging it (default: there).
  func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The context menu of a row (default: none).
  func tableView(_ tableView: HeadlessTableView, contextMenuConfigurationForRowAt indexPath: IndexPath)
    -> ContextMenu?
}

extension HeadlessTableViewDelegate {
  public func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> Double {
    tableView.rowHeight
  }
  public func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: HeadlessTableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
    .delete
  }
  public func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double? {
    nil
  }
  public func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  public func tableView(_ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView<Output>(
    _ tableView: HeadlessTableView, answer behavior: RowBehavior<ItemPath, Output>, forRowAt indexPath: IndexPath
  ) -> Output? { behavior.defaultAnswer?() }
  public func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt indexPath: IndexPath
  ) -> ContextMenu? { nil }
}
