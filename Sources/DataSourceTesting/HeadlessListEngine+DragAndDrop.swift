import DataSourceKit
import Foundation

extension HeadlessListEngine {
  /// A drag of the rows at `indexPaths`, as UIKit starts one: only rows on the list drag, each
  /// gives what the delegate says; `nil` when no row gives anything (UIKit cancels the drag).
  func beginDrag(_ indexPaths: [IndexPath], delegate: (any HeadlessDragAndDropDelegate)?) -> HeadlessDragSession? {
    guard let delegate else { return nil }
    let items = indexPaths.filter { ItemPath($0).flatMap(token(at:)) != nil }.flatMap(delegate.dragItems(forRowAt:))
    return items.isEmpty ? nil : HeadlessDragSession(items: items)
  }

  /// Whether UIKit could give a drop this destination: `nil` (below every row), or a gap between the
  /// shown rows of a shown section (a row index up to the section's count).
  func isDropDestination(_ indexPath: IndexPath?) -> Bool {
    guard let indexPath else { return true }
    guard let path = ItemPath(indexPath), let rows, rows.indices.contains(path.section) else { return false }
    return path.item >= 0 && path.item <= rows[path.section].count
  }

  /// What hovering `session` over `indexPath` proposes; `nil` where the drop is forbidden or UIKit
  /// could not give that destination.
  func dropProposal(
    for session: HeadlessDragSession, at indexPath: IndexPath?, delegate: (any HeadlessDragAndDropDelegate)?
  ) -> ListDrop? {
    guard isDropDestination(indexPath) else { return nil }
    return delegate?.dropProposal(for: session, at: indexPath)
  }

  /// Lets go of `session` over `indexPath`, as UIKit does: the drop is performed only where it was
  /// proposed; the update it causes goes through the view's batch checks like any other.
  func drop(
    _ session: HeadlessDragSession, at indexPath: IndexPath?, delegate: (any HeadlessDragAndDropDelegate)?
  ) -> ListDrop? {
    guard dropProposal(for: session, at: indexPath, delegate: delegate) != nil else { return nil }
    return delegate?.performDrop(of: session, at: indexPath)
  }
}
