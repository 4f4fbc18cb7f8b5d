import DataSourceKit

extension TerminalTableView {
  /// Starts a drag of the cursor row, as a long press does on iOS: what the row gives (its
  /// descriptor's `RowBehavior.dragItem`), as a drop receives it; `nil` when it does not drag.
  /// Hold on to the items and ``drop(_:atEnd:)`` them on this table or another.
  public func dragCursorRow() -> [ListDrop.Item]? {
    guard let cursor, let item = dataSource?.dragItem(at: cursor) else { return nil }
    return [item]
  }

  /// Drops `items` here, as letting go does: into the gap above the cursor row, or below the last row
  /// with `atEnd` (or when there is no row). The data source's `DataSource.dropRule` performs the
  /// drop it proposes; the update that follows animates like any other.
  /// - Returns: the drop performed; `nil` when the rule refused it.
  @discardableResult
  public func drop(_ items: [ListDrop.Item], atEnd: Bool = false) -> ListDrop? {
    dataSource?.performDrop(of: items, at: atEnd ? nil : cursor)
  }
}
