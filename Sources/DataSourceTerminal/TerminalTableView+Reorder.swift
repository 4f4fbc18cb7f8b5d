@_spi(Extending) import DataSourceCore
import DataSourceKit

extension TerminalTableView {
  /// Picks up the cursor row to move it with the keys, when the data source lets it move
  /// (`canMoveRow(at:)`). While it is held, the row is drawn marked `≡` where it would land; each
  /// step asks the data source for the target (`targetIndexPathForMove(from:proposed:)`), and the
  /// drop tells it once, from the original place to the last target (`moveRow(at:to:)`), as UIKit's
  /// interactive reordering does. A held row moves across sections too, into empty ones as well; a
  /// batch or reload of the table puts it back first.
  public func pickUpCursorRow() {
    guard let dataSource, let cursor, dataSource.answers.canMoveRow(at: cursor) else { return }
    heldRow = (cursor, cursor)
  }

  /// Moves the held row one place up (`-1`) or down (`1`), past its section's first or last row into
  /// the end of the section above or the start of the section below. The data source's
  /// `targetIndexPathForMove(from:proposed:)` may redirect the step; a target outside the sections
  /// leaves the row where it is.
  public func moveHeldRow(by delta: Int) {
    guard let dataSource, let held = heldRow, delta != 0 else { return }
    let current = held.current
    let proposed: ItemPath
    if delta < 0 {
      if current.item > 0 {
        proposed = ItemPath(item: current.item - 1, section: current.section)
      } else if current.section > 0 {
        proposed = ItemPath(item: rowCounts[current.section - 1], section: current.section - 1)
      } else {
        return
      }
    } else {
      if current.item + 1 < rowCounts[current.section] {
        proposed = ItemPath(item: current.item + 1, section: current.section)
      } else if current.section + 1 < rowCounts.count {
        proposed = ItemPath(item: 0, section: current.section + 1)
      } else {
        return
      }
    }
    let target = dataSource.answers.targetIndexPathForMove(from: held.original, proposed: proposed)
    // Where the row can land: any row of its own section, or any gap of another.
    guard rowCounts.indices.contains(target.section), target.item >= 0,
      target.section == current.section
        ? target.item < rowCounts[target.section] : target.item <= rowCounts[target.section]
    else { return }
    if target.section != current.section {
      rowCounts[current.section] -= 1
      rowCounts[target.section] += 1
    }
    heldRow = (held.original, target)
    cursor = target
  }

  /// Drops the held row where it is shown, telling the data source.
  public func dropHeldRow() {
    guard let dataSource, let held = heldRow else { return }
    heldRow = nil
    guard held.original != held.current else { return }
    dataSource.answers.moveRow(at: held.original, to: held.current)
    // Selected rows keep their selection where the move puts them, as UIKit keeps it on moved rows:
    // the one mapping of positions through a batch, here a batch of this one move.
    var move = ListBatch()
    move.itemMoves = [Relocation(from: held.original, to: held.current)]
    let mapping = ListBatchMapping(move)
    selectedRows = Set(selectedRows.compactMap { mapping.path($0) })
    // The summary counts the user's move too, and marks the row `↕` where it landed.
    extendUpdate { $0.moves += 1 }
    animations.append(RowAnimation(path: held.current, kind: .moved, until: now() + animationDuration))
    // The data source moved the row in what it shows, as after a drag: draw its rows again.
    recycleVisibleCells()
    refreshCounts()
    cursor = held.current
    clampCursor()
  }

  /// Puts the held row back where it was.
  public func cancelHeldRow() {
    guard let held = heldRow else { return }
    heldRow = nil
    refreshCounts()
    cursor = held.original
  }

  /// The row of the data source drawn at `path` while a row is held: the held row at its current
  /// place, the others closing the gap it left and opening one where it is.
  func dataPath(forDrawn path: ItemPath) -> ItemPath {
    guard let held = heldRow else { return path }
    if path == held.current { return held.original }
    var item = path.item
    if path.section == held.current.section, item > held.current.item { item -= 1 }
    if path.section == held.original.section, item >= held.original.item { item += 1 }
    return ItemPath(item: item, section: path.section)
  }

  func handleHeldRowKey(_ key: TerminalKey) -> Bool {
    // In a grid, Up and Down step a line's worth of places, and Left and Right one place.
    let line = gridColumnWidth == nil ? 1 : max(1, gridColumns)
    switch key {
    case .up: for _ in 0..<line { moveHeldRow(by: -1) }
    case .down: for _ in 0..<line { moveHeldRow(by: 1) }
    case .left: moveHeldRow(by: -1)
    case .right: moveHeldRow(by: 1)
    case .enter, .character("g"): dropHeldRow()
    case .escape: cancelHeldRow()
    default: break
    }
    return true
  }

  /// Selects the cursor row, or deselects it when it is selected, keeping the other selections: a
  /// tap with multiple selection (see `ListGestures`).
  public func toggleCursorRowSelection() {
    guard let cursor else { return }
    gestures?.tap(cursor, selected: Array(selectedRows), allowsMultipleSelection: true)
  }
}
