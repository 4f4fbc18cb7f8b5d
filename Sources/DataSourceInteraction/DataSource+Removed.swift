import DataSourceCore

// The data source's swipe-action and context-menu properties, removed as the core's other behaviour
// properties were (DataSourceCore's `DataSource+Removed.swift`): unavailable for one minor version.

extension DataSource {
  @available(*, unavailable, message: "set it with dataSource.on(.trailingSwipeActions) { row, path in … }")
  public var trailingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.leadingSwipeActions) { row, path in … }")
  public var leadingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.contextMenu) { row, path in … }")
  public var contextMenu: ((Row, ItemPath) -> ContextMenu?)? {
    get { fatalError("unavailable") }
    set {}
  }
}
