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
  func tableView(_ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// The actions revealed by swiping a row from its trailing edge (default: none).
  func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
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
}
