import DataSourceKit

extension TerminalTableView {
  /// Keeps the cursor on a row that exists: the same path when it still does, else the nearest row
  /// by the flat index; `nil` on an empty table.
  func clampCursor() {
    let total = totalRows
    guard total > 0 else {
      cursor = nil
      topRow = 0
      return
    }
    if let cursor, cursor.section < rowCounts.count, cursor.item < rowCounts[cursor.section] { return }
    let flat =
      cursor.map {
        min(flatIndex(of: ItemPath(item: 0, section: min($0.section, rowCounts.count - 1))) + $0.item, total - 1)
      } ?? 0
    cursor = path(ofFlat: min(max(0, flat), total - 1))
    topRow = min(topRow, total - 1)
  }

  /// Moves the cursor to `path` (clamped to the rows that exist).
  public func moveCursor(to target: ItemPath) {
    guard totalRows > 0 else { return }
    cursor = path(ofFlat: min(max(0, flatIndex(of: target)), totalRows - 1))
  }

  /// Moves the cursor by `delta` rows.
  public func moveCursor(by delta: Int) {
    guard totalRows > 0 else { return }
    let current = cursor.map(flatIndex(of:)) ?? 0
    cursor = path(ofFlat: min(max(0, current + delta), totalRows - 1))
  }
}
