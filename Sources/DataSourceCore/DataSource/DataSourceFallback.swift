/// An object a ``DataSource`` asks when neither the row's descriptor nor the data source's own
/// closure answers: the third step of the lookup order, before the default.
///
/// Every method has a default implementation that gives no answer (`nil`, or does nothing), so a
/// fallback implements only what it cares about. On Apple platforms the UIKit adapters also forward
/// to a `UITableViewDelegate` fallback for what this protocol does not cover.
@MainActor
package protocol DataSourceFallback: AnyObject {
  func height(for row: Row, at path: ItemPath) -> Double?
  func estimatedHeight(for row: Row, at path: ItemPath) -> Double?
  func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult?
  func shouldHighlight(_ row: Row, at path: ItemPath) -> Bool?
  func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath)
  func canEdit(_ row: Row, at path: ItemPath) -> Bool?
  func editingStyle(for row: Row, at path: ItemPath) -> EditingStyle?
  func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath)
  func canMove(_ row: Row, at path: ItemPath) -> Bool?
  func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath)
  func willSelect(_ row: Row, at path: ItemPath) -> ItemPath??
  func willDeselect(_ row: Row, at path: ItemPath) -> ItemPath??
  func didDeselect(_ row: Row, at path: ItemPath)
  func didHighlight(_ row: Row, at path: ItemPath)
  func didUnhighlight(_ row: Row, at path: ItemPath)
  func didEndDisplaying(_ row: Row, cell: AnyObject, at path: ItemPath)
  func titleForDeleteConfirmationButton(for row: Row, at path: ItemPath) -> String?
  func indentationLevel(for row: Row, at path: ItemPath) -> Int?
  func shouldIndentWhileEditing(_ row: Row, at path: ItemPath) -> Bool?
  func targetIndexPathForMove(of row: Row, from source: ItemPath, proposed: ItemPath) -> ItemPath?
  /// Answers any row behaviour by its key in the behaviour table (see ``RowBehavior``); `nil` for no
  /// answer. By default, through the behaviour's named method above; implement it to answer a
  /// behaviour that has no named method.
  func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output?
}

extension DataSourceFallback {
  package func height(for row: Row, at path: ItemPath) -> Double? { nil }
  package func estimatedHeight(for row: Row, at path: ItemPath) -> Double? { nil }
  package func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult? { nil }
  package func shouldHighlight(_ row: Row, at path: ItemPath) -> Bool? { nil }
  package func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath) {}
  package func canEdit(_ row: Row, at path: ItemPath) -> Bool? { nil }
  package func editingStyle(for row: Row, at path: ItemPath) -> EditingStyle? { nil }
  package func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) {}
  package func canMove(_ row: Row, at path: ItemPath) -> Bool? { nil }
  package func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath) {}
  /// No answer (`nil`); answer `.some(nil)` to prevent the selection.
  package func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? { nil }
  /// No answer (`nil`); answer `.some(nil)` to prevent the deselection.
  package func willDeselect(_ row: Row, at path: ItemPath) -> ItemPath?? { nil }
  package func didDeselect(_ row: Row, at path: ItemPath) {}
  package func didHighlight(_ row: Row, at path: ItemPath) {}
  package func didUnhighlight(_ row: Row, at path: ItemPath) {}
  package func didEndDisplaying(_ row: Row, cell: AnyObject, at path: ItemPath) {}
  package func titleForDeleteConfirmationButton(for row: Row, at path: ItemPath) -> String? { nil }
  package func indentationLevel(for row: Row, at path: ItemPath) -> Int? { nil }
  package func shouldIndentWhileEditing(_ row: Row, at path: ItemPath) -> Bool? { nil }
  package func targetIndexPathForMove(of row: Row, from source: ItemPath, proposed: ItemPath) -> ItemPath? { nil }
  package func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output? {
    behavior.askFallback?(self, row, input) ?? nil
  }
}
