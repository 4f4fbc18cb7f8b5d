import Foundation

/// The answers for a view's index paths, so that the UIKit and headless adapters forward each
/// question in one line and the conversion lives here once. An index path that is not a two-index
/// path has no row: it gets what a path with no row gets (`nil`, `false`, the default), or nothing
/// happens.
extension RowAnswers {
  package func heightForRow(at indexPath: IndexPath) -> Double? { ItemPath(indexPath).flatMap(heightForRow(at:)) }

  package func estimatedHeightForRow(at indexPath: IndexPath) -> Double? {
    ItemPath(indexPath).flatMap(estimatedHeightForRow(at:))
  }

  @discardableResult
  package func didSelectRow(at indexPath: IndexPath) -> SelectionResult {
    ItemPath(indexPath).map(didSelectRow(at:)) ?? .keepSelected
  }

  package func shouldHighlightRow(at indexPath: IndexPath) -> Bool {
    ItemPath(indexPath).map(shouldHighlightRow(at:)) ?? false
  }

  package func canEditRow(at indexPath: IndexPath) -> Bool { ItemPath(indexPath).map(canEditRow(at:)) ?? false }

  package func editingStyleForRow(at indexPath: IndexPath) -> EditingStyle {
    ItemPath(indexPath).map(editingStyleForRow(at:)) ?? .none
  }

  package func canMoveRow(at indexPath: IndexPath) -> Bool { ItemPath(indexPath).map(canMoveRow(at:)) ?? false }

  package func willDisplay(_ cell: AnyObject, forRowAt indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { willDisplay(cell, forRowAt: path) }
  }

  package func commitEditing(_ style: EditingStyle, forRowAt indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { commitEditing(style, forRowAt: path) }
  }

  package func moveRow(at source: IndexPath, to destination: IndexPath) {
    if let from = ItemPath(source), let to = ItemPath(destination) { moveRow(at: from, to: to) }
  }

  package func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
    ItemPath(indexPath).flatMap(willSelectRow(at:)).map(IndexPath.init)
  }

  package func willDeselectRow(at indexPath: IndexPath) -> IndexPath? {
    ItemPath(indexPath).flatMap(willDeselectRow(at:)).map(IndexPath.init)
  }

  package func didDeselectRow(at indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { didDeselectRow(at: path) }
  }

  package func didHighlightRow(at indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { didHighlightRow(at: path) }
  }

  package func didUnhighlightRow(at indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { didUnhighlightRow(at: path) }
  }

  package func didEndDisplaying(_ cell: AnyObject, forRowAt indexPath: IndexPath) {
    if let path = ItemPath(indexPath) { didEndDisplaying(cell, forRowAt: path) }
  }

  package func titleForDeleteConfirmationButtonForRow(at indexPath: IndexPath) -> String? {
    ItemPath(indexPath).flatMap(titleForDeleteConfirmationButtonForRow(at:))
  }

  package func indentationLevelForRow(at indexPath: IndexPath) -> Int {
    ItemPath(indexPath).map(indentationLevelForRow(at:)) ?? 0
  }

  package func shouldIndentWhileEditingRow(at indexPath: IndexPath) -> Bool {
    ItemPath(indexPath).map(shouldIndentWhileEditingRow(at:)) ?? true
  }

  /// The answer to a behaviour whose input is the row's path: the lookup order's, else what
  /// `fallback` gives (a UIKit adapter asks the app's own delegate there), else the default its table
  /// entry states. A new behaviour needs nothing more here: its adapters forward with this, in one
  /// line each. A path that is not a two-index path, or has no row, skips the lookup.
  /// - Precondition: the behaviour's table entry states a default (``RowBehavior/statedDefault``).
  /// - Complexity: O(1), plus the closures that answer.
  package func answer<Output>(
    _ behavior: RowBehavior<ItemPath, Output>, at indexPath: IndexPath, else fallback: () -> Output? = { nil }
  ) -> Output {
    if let path = ItemPath(indexPath), let answer = dataSource.answer(behavior, at: path, path) { return answer }
    return fallback() ?? behavior.statedDefault
  }

  /// Where a dragged row lands, for a view's index paths; a path that is not a two-index path
  /// lands where proposed.
  package func targetIndexPathForMove(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    guard let from = ItemPath(source), let to = ItemPath(proposed) else { return proposed }
    return IndexPath(targetIndexPathForMove(from: from, proposed: to))
  }
}
