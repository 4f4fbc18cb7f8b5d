import DataSourceKit
import Foundation

/// What a headless view asks when rows are dragged from it or something is dropped on it, as UIKit
/// asks its drag and drop delegates (iOS): the headless adapters answer from their data source's
/// `RowBehavior.dragItem` answers and `DataSource.dropRule`, as the UIKit adapters do.
@MainActor
public protocol HeadlessDragAndDropDelegate: AnyObject {
  /// The data source the questions go to.
  var dataSource: DataSource { get }
}

extension HeadlessDragAndDropDelegate {
  /// The items a drag of the row at `indexPath` carries; empty when it does not drag.
  func dragItems(forRowAt indexPath: IndexPath) -> [ListDrop.Item] {
    ItemPath(indexPath).flatMap(dataSource.dragItem(at:)).map { [$0] } ?? []
  }

  /// The drop proposed for `session` hovering over `indexPath`; `nil`: forbidden.
  func dropProposal(for session: HeadlessDragSession, at indexPath: IndexPath?) -> ListDrop? {
    dataSource.proposedDrop(of: session.items, at: indexPath.flatMap(ItemPath.init))
  }

  /// Performs the drop of `session` over `indexPath`.
  func performDrop(of session: HeadlessDragSession, at indexPath: IndexPath?) -> ListDrop? {
    dataSource.performDrop(of: session.items, at: indexPath.flatMap(ItemPath.init))
  }
}
