extension TerminalApplication {
  /// The keys that work now, most important last (quit), as parts of the bottom bar.
  func keyParts(for screen: TerminalScreen) -> [String] {
    if screen.tableView.menu != nil { return ["↑↓ choose", "Enter do it", "Esc close", "Ctrl-C quit"] }
    if screen.tableView.isHoldingRow {
      return [heldRowKeys(screen.tableView), "Enter or g drop", "Esc put back", "Ctrl-C quit"]
    }
    if screen.capturesTyping { return [screen.keyHelp, "Ctrl-C quit"].filter { !$0.isEmpty } }
    let moves = screen.tableView.gridColumnWidth == nil ? "↑↓ PgUp PgDn Home End" : "←↑↓→ PgUp PgDn Home End"
    return [screen.keyHelp, moves, "? help", screens.count > 1 ? "Esc back" : "", "q quit"].filter { !$0.isEmpty }
  }

  /// The keys that move a held row: the arrows of the layout.
  private func heldRowKeys(_ table: TerminalTableView) -> String {
    table.gridColumnWidth == nil ? "↑↓ move the row" : "←↑↓→ move the item"
  }

  /// The bottom bar in `width` columns: when the keys do not fit, the move keys go first, then the
  /// screen's own keys are cut, so the way out (Esc back, q quit) always shows.
  func bottomBar(for screen: TerminalScreen, width: Int) -> String {
    var parts = keyParts(for: screen)
    func joined() -> String { parts.joined(separator: " · ") }
    if TerminalColumns.width(of: joined()) > width, let moves = parts.firstIndex(where: { $0.contains("PgUp") }) {
      parts.remove(at: moves)
    }
    guard TerminalColumns.width(of: joined()) > width, parts.count > 1 else { return joined() }
    let tail = " · " + parts.dropFirst().joined(separator: " · ")
    let room = width - TerminalColumns.width(of: tail)
    guard room > 1 else { return String(tail.dropFirst(3)) }
    return TerminalLine(parts[0]).truncated(to: room - 1).text + "…" + tail
  }

  /// Every key of `screen` in its current mode, for the `?` help.
  func helpLines(for screen: TerminalScreen) -> [String] {
    var lines = ["Keys of \(screen.title)"] + (screen.sourceFile.map { ["built in \($0)"] } ?? []) + [""]
    if !screen.keyHelp.isEmpty { lines.append("this screen:  " + screen.keyHelp) }
    let table = screen.tableView
    if table.menu != nil {
      lines.append("menu:         ↑↓ choose · Enter do it · Esc, m or ← close")
    } else if table.isHoldingRow {
      lines.append("moving:       \(heldRowKeys(table)) (across sections too) · Enter or g drop · Esc put back")
    } else if table.gridColumnWidth != nil {
      lines.append("grid:         ← → previous/next · ↑ ↓ line above/below · PgUp PgDn · Home End")
      lines.append("              Enter select · d delete · m actions")
    } else {
      lines.append("list:         ↑ ↓ move · PgUp PgDn a screen · Home End the ends")
      lines.append("              Enter select · d delete · m or → actions · g pick up to move")
      if table.allowsMultipleSelection { lines.append("              Space select several") }
    }
    if screen.capturesTyping {
      lines.append("app:          letters are typed here, q and b too · Ctrl-C quit")
    } else {
      lines.append("app:          Esc, Backspace, b or ← back")
      lines.append("              q or Ctrl-C quit · ? this help")
    }
    lines += ["", "Any key closes this help."]
    return lines
  }
}
