import DataSourceKit
import Foundation

extension HeadlessCollectionView {
  /// Does what a long press and drag on items does (iOS): each item on the view gives what the
  /// ``dragAndDropDelegate`` says. `nil` when no item gives anything: UIKit cancels the drag.
  public func beginDrag(itemsAt indexPaths: [IndexPath]) -> HeadlessDragSession? {
    engine.beginDrag(indexPaths, delegate: dragAndDropDelegate)
  }

  /// What `session` hovering over `indexPath` proposes (`nil` for below the last item): the drop the
  /// list's rule would make, or `nil` where it is forbidden or the view shows no such gap.
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
