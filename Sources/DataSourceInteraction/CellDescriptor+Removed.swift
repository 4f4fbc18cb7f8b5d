import DataSourceCore

// The descriptor's swipe-action and context-menu methods, removed as the core's other named
// behaviour methods were (DataSourceCore's `CellDescriptor+Removed.swift`): unavailable for one
// minor version.

extension CellDescriptor {
  @available(*, unavailable, message: "set it with .on(.trailingSwipeActions) { item, path in … }")
  public func trailingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    fatalError("unavailable")
  }
  @available(*, unavailable, message: "set it with .on(.leadingSwipeActions) { item, path in … }")
  public func leadingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    fatalError("unavailable")
  }
  @available(*, unavailable, message: "set it with .on(.contextMenu) { item, path in … }")
  public func contextMenu(_ body: @escaping (Item, ItemPath) -> ContextMenu?) -> Self { fatalError("unavailable") }
}
