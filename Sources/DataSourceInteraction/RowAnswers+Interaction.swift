@_spi(Extending) import DataSourceCore
import Foundation

extension RowAnswers {
  /// The trailing swipe actions of the row at `path`, if anyone gives some. iOS only: UIKit on tvOS
  /// has no swipe actions, so the adapters never ask there.
  public func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answerOrDefault(.trailingSwipeActions, at: path, path)
  }

  /// The leading swipe actions of the row at `path`, if anyone gives some. iOS only, as trailing ones.
  public func leadingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answerOrDefault(.leadingSwipeActions, at: path, path)
  }

  /// The row's context menu, if anyone gives one. On tvOS, UIKit asks tables from tvOS 17 on, and
  /// never collection views.
  public func contextMenuForRow(at path: ItemPath) -> ContextMenu? {
    answerOrDefault(.contextMenu, at: path, path)
  }

  package func trailingSwipeActionsForRow(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    ItemPath(indexPath).flatMap(trailingSwipeActionsForRow(at:))
  }

  package func leadingSwipeActionsForRow(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    ItemPath(indexPath).flatMap(leadingSwipeActionsForRow(at:))
  }

  package func contextMenuForRow(at indexPath: IndexPath) -> ContextMenu? {
    ItemPath(indexPath).flatMap(contextMenuForRow(at:))
  }
}
