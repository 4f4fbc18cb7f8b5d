import DataSourceKit

/// A drag under way in the headless views: the items the dragged rows gave, as a drop receives them.
/// Start one from a view (``HeadlessTableView/beginDrag(rowsAt:)``,
/// ``HeadlessCollectionView/beginDrag(itemsAt:)``), or make one that comes from another app
/// (``fromAnotherApp(_:)``), then drop it on any headless view.
@MainActor
public struct HeadlessDragSession {
  /// What is dragged, in order.
  public let items: [ListDrop.Item]

  /// Items dragged in from another app: only their representations cross over (no local object, no
  /// origin), as on UIKit.
  public static func fromAnotherApp(_ items: [DragItem]) -> HeadlessDragSession {
    HeadlessDragSession(
      items: items.map { ListDrop.Item(representations: $0.representations, localObject: nil, origin: nil) })
  }
}
