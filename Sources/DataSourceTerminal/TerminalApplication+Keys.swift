@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction

extension TerminalApplication {
  /// The keys that work now, most important last (quit), as parts of the bottom bar.
  func keyParts(for screen: TerminalScreen) -> [String] {
    if screen.tableView.menu != nil { return ["↑↓ choose", "Enter do it", "Esc close", "Ctrl-C quit"] }
    if screen.tableView.isHoldingRow {
      return [heldRowKeys(screen.tableView), "Enter or g drop", "Esc put back", "Ctrl-C quit"]
    }
    if screen.capturesTyping { return [screen.keyHelp, "Ctrl-C quit"].filter { !$0.isEmpty } }
    let moves = screen.tableView.gridColumnWidth == nil ? "↑↓ PgUp PgDn Home End" : "←↑↓→ PgUp PgDn Home End"
    let back = screens.count > 1 ? (Self.takesEscape(screen) ? "b back" : "Esc back") : ""
    return [screen.keyHelp, moves, "? help", back, "q quit"].filter { !$0.isEmpty }
  }

  /// Whether the screen's own keys, in its current mode, use Esc (then Esc does that, not go back).
  static func takesEscape(_ screen: TerminalScreen) -> Bool {
    screen.keyHelp.components(separatedBy: " · ").contains { $0.hasPrefix("Esc ") }
  }

  /// The keys that move a held row: the arrows of the layout.
  private func heldRowKeys(_ table: TerminalTableView) -> String {
    table.gridColumnWidth == nil ? "↑↓ move the row" : "←↑↓→ move the item"
  }

  /// The bottom bar in `width` columns. Keys are never cut inside: when they do not fit, the move
  /// keys go first, then the screen's own keys from the last (a `…` says some are left out), then
  /// the other keys from the front, so the way out (`q quit`, `Ctrl-C quit`) shows at every width it
  /// fits in.
  func bottomBar(for screen: TerminalScreen, width: Int) -> String {
    var parts = keyParts(for: screen)
    func fits(_ keys: [String]) -> Bool { TerminalColumns.width(of: keys.joined(separator: " · ")) <= width }
    if fits(parts) { return parts.joined(separator: " · ") }
    parts.removeAll { $0.contains("PgUp") }
    // The screen's own keys (the first part, when the screen has any) one by one.
    let hasOwnKeys = parts.count > 1 && parts[0] == screen.keyHelp && !screen.keyHelp.isEmpty
    var own = hasOwnKeys ? parts.removeFirst().components(separatedBy: " · ") : []
    var rest = parts
    var leftOut = false
    func keys() -> [String] { own + (leftOut ? ["…"] : []) + rest }
    while !fits(keys()), !own.isEmpty {
      own.removeLast()
      leftOut = true
    }
    while !fits(keys()), rest.count > 1 { rest.removeFirst() }
    if !fits(keys()), leftOut, own.isEmpty { leftOut = false }
    return keys().joined(separator: " · ")
  }

  /// What the cursor row lets the keys do: delete it, show its actions, pick it up.
  private func cursorRowKeys(_ table: TerminalTableView) -> (deletes: Bool, actions: Bool, moves: Bool) {
    guard let dataSource = table.dataSource, let cursor = table.cursor else { return (false, false, false) }
    let deletes =
      dataSource.answers.canEditRow(at: cursor) && dataSource.answers.editingStyleForRow(at: cursor) == .delete
    let actions =
      dataSource.answers.trailingSwipeActionsForRow(at: cursor) != nil
      || dataSource.answers.leadingSwipeActionsForRow(at: cursor) != nil
      || dataSource.answers.contextMenuForRow(at: cursor) != nil
    return (deletes, actions, dataSource.answers.canMoveRow(at: cursor))
  }

  /// The keys of `screen` in its current mode, for the `?` help: only those that work there (the row
  /// keys as the cursor row allows), and what the update summary's signs mean; lines wrapped to
  /// `width` columns.
  func helpLines(for screen: TerminalScreen, width: Int = .max) -> [String] {
    var lines = ["Keys of \(screen.title)"] + (screen.sourceFile.map { ["built in \($0)"] } ?? []) + [""]
    if !screen.keyHelp.isEmpty { lines.append("this screen:  " + screen.keyHelp) }
    let table = screen.tableView
    let horizontal = screen.usesHorizontalArrows || table.gridColumnWidth != nil
    let row = cursorRowKeys(table)
    if table.menu != nil {
      lines.append("menu:         ↑↓ choose · Enter do it · Esc, Backspace, m, q or ← close")
    } else if table.isHoldingRow {
      let across = table.rowCounts.count > 1 ? " (across sections too)" : ""
      lines.append("moving:       \(heldRowKeys(table))\(across) · Enter or g drop · Esc put back")
    } else {
      lines.append(
        table.gridColumnWidth != nil
          ? "grid:         ← → previous/next · ↑ ↓ line above/below · PgUp PgDn · Home End"
          : "list:         ↑ ↓ move · PgUp PgDn a screen · Home End the ends")
      // Enter, unless the screen's own keys say what it does there: the empty state's action on an
      // empty list, else selecting the cursor row.
      var rowKeys: [String] = []
      if !screen.keyHelp.contains("Enter") {
        if table.totalRows == 0, let action = table.shownEmptyState?.action {
          rowKeys.append("Enter \(action.title)")
        } else if table.cursor != nil, table.totalRows > 0 {
          rowKeys.append("Enter select")
        }
      }
      if row.deletes { rowKeys.append(table.selectedRows.isEmpty ? "d delete" : "d delete the selected") }
      if row.actions { rowKeys.append(horizontal ? "m actions" : "m or → actions") }
      if row.moves { rowKeys.append("g pick up to move") }
      if table.allowsMultipleSelection, table.totalRows > 0 { rowKeys.append("Space select several") }
      if !rowKeys.isEmpty { lines.append("              " + rowKeys.joined(separator: " · ")) }
    }
    if screen.capturesTyping {
      lines.append("app:          letters are typed here, q and b too · Ctrl-C quit")
    } else if table.menu != nil || table.isHoldingRow {
      // The menu or the held row takes every other key: only the app's control keys work.
      lines.append("app:          Ctrl-C quit · Ctrl-L redraw · ? this help")
    } else {
      if screens.count > 1 {
        let escape = Self.takesEscape(screen) ? "" : "Esc, "
        lines.append("app:          \(escape)Backspace\(horizontal ? "" : ", ←") or b back")
      }
      lines.append(
        (screens.count > 1 ? "              " : "app:          ") + "q or Ctrl-C quit · Ctrl-L redraw · ? this help")
    }
    if table.showsUpdateSummary {
      lines.append("summary:      −deleted +inserted ↕moved ~refreshed rows · § the same for sections")
    }
    lines += ["", "Esc or any letter closes this help."]
    return lines.flatMap { Self.wrapped($0, width: width) }
  }

  /// `line` in lines of at most `width` columns, broken after a ` · ` (or a space) where it can be,
  /// continuation lines indented under the line's text.
  static func wrapped(_ line: String, width: Int) -> [String] {
    guard width > 16, TerminalColumns.width(of: line) > width else { return [line] }
    let indent = String(repeating: " ", count: line.hasPrefix(" ") || line.contains(":  ") ? 14 : 2)
    var result: [String] = []
    // The line's own indentation stays; the words after it are what wraps.
    var current = String(line.prefix { $0 == " " })
    var atStart = true
    for word in line.drop(while: { $0 == " " }).split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = atStart ? current + word : current + " " + word
      if TerminalColumns.width(of: candidate) > width, !atStart {
        result.append(current)
        current = indent + word
      } else {
        current = candidate
      }
      atStart = false
    }
    result.append(current)
    return result.map { TerminalLine($0).truncated(to: width).text }
  }
}
