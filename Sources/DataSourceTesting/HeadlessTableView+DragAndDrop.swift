import DataSourceKit
import Foundation

extension HeadlessTableView {
  /// Does what a long press and drag on rows does (iOS): each row on the table gives what the
  /// ``dragAndDropDelegate`` says. `nil` when no row gives anything: UIKit cancels the drag.
  public func beginDrag(rowsAt indexPaths: [IndexPath]) -> HeadlessDragSession? {
    engine.beginDrag(indexPaths, delegate: dragAndDropDelegate)
  }

  /// What `session` hovering over `indexPath` proposes (`nil` for below the last row): the drop the
  /// list's rule would make, or `nil` where it is forbidden or the table shows no such gap.
  public func dropProposal(for session: HeadlessDragSession, at indexPath: IndexPath?) -> ListDrop? {
    engine.dropProposal(for: session, at: indexPath, delegate: dragAndDropDelegate)
  }

  /// Does what letting go of `session` over `indexPath` does: the list's rule performs the drop it
  /// proposes, and the update that follows is checked as every batch is.
  /// - Returns: the drop performed; `nil` when it was forbidden.
  @discardableResult
  public func drop(_ session: HeadlessDragSession, at indexPath: IndexPath?) -> ListDrop? {
    engine.drop(session, at: indexPath, delegate: dragAndDropDelegate)
  }
}
