import DataSourceKit

extension TerminalTableView {
  /// Picks up the cursor row to move it with the keys, when the data source lets it move
  /// (`canMoveRow(at:)`). While it is held, the row is drawn marked `≡` where it would land; each
  /// step asks the data source for the target (`targetIndexPathForMove(from:proposed:)`), and the
  /// drop tells it once, from the original place to the last target (`moveRow(at:to:)`), as UIKit's
  /// interactive reordering does. A held row moves within its section.
  public func pickUpCursorRow() {
    guard let dataSource, let cursor, dataSource.canMoveRow(at: cursor) else { return }
    heldRow = (cursor, cursor)
  }

  /// Moves the held row one place up (`-1`) or down (`1`) within its section.
  public func moveHeldRow(by delta: Int) {
    guard let dataSource, let held = heldRow else { return }
    let count = rowCounts[held.current.section]
    let proposed = ItemPath(item: min(max(0, held.current.item + delta), count - 1), section: held.current.section)
    let target = dataSource.targetIndexPathForMove(from: held.original, proposed: proposed)
    // A target in another section is outside what the keys can show: the row stays.
    guard target.section == held.original.section, (0..<count).contains(target.item) else { return }
    heldRow = (held.original, target)
    cursor = target
  }

  /// Drops the held row where it is shown, telling the data source.
  public func dropHeldRow() {
    guard let dataSource, let held = heldRow else { return }
    heldRow = nil
    guard held.original != held.current else { return }
    dataSource.moveRow(at: held.original, to: held.current)
    // The data source moved the row in what it shows, as after a drag: draw its rows again.
    for cell in visibleCells.values { enqueue(cell) }
    visibleCells.removeAll()
    refreshCounts()
    cursor = held.current
    clampCursor()
  }

  /// Puts the held row back where it was.
  public func cancelHeldRow() {
    guard let held = heldRow else { return }
    heldRow = nil
    cursor = held.original
  }

  /// The row of the data source drawn at `path` while a row is held: the held row at its current
  /// place, the others closing the gap it left and opening one where it is.
  func dataPath(forDrawn path: ItemPath) -> ItemPath {
    guard let held = heldRow, path.section == held.original.section else { return path }
    if path == held.current { return held.original }
    let withoutHeld = path.item - (path.item > held.current.item ? 1 : 0)
    return ItemPath(item: withoutHeld + (withoutHeld >= held.original.item ? 1 : 0), section: path.section)
  }

  func handleHeldRowKey(_ key: TerminalKey) -> Bool {
    switch key {
    case .up: moveHeldRow(by: -1)
    case .down: moveHeldRow(by: 1)
    case .enter, .character("g"): dropHeldRow()
    case .escape: cancelHeldRow()
    default: break
    }
    return true
  }

  /// Selects the cursor row, or deselects it when it is selected, keeping the other selections.
  public func toggleCursorRowSelection() {
    guard let dataSource, let cursor else { return }
    if selectedRows.contains(cursor) {
      guard dataSource.willDeselectRow(at: cursor) != nil else { return }
      selectedRows.remove(cursor)
      dataSource.didDeselectRow(at: cursor)
    } else {
      guard dataSource.shouldHighlightRow(at: cursor), let target = dataSource.willSelectRow(at: cursor) else { return }
      selectedRows.insert(target)
      if dataSource.didSelectRow(at: target) == .deselect { selectedRows.remove(target) }
    }
  }
}
