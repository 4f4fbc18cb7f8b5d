import DataSourceKit

extension TerminalTableView {
  /// One line of a grid: a section's header or footer, a blank line between sections, or up to
  /// ``gridColumns`` items of a section from `first`.
  enum GridLine: Equatable {
    case blank
    case header(String)
    case footer(String)
    case items(section: Int, first: Int)
  }

  /// The lines of the whole grid at `columns` columns.
  /// - Complexity: O(*n* / columns + *s*) for *n* items in *s* sections.
  func gridLines(columns: Int) -> [GridLine] {
    var lines: [GridLine] = []
    for (section, count) in rowCounts.enumerated() {
      if section > 0 { lines.append(.blank) }
      if let title = dataSource?.header(inSection: section)?.title { lines.append(.header(title)) }
      for first in stride(from: 0, to: count, by: columns) { lines.append(.items(section: section, first: first)) }
      if let title = dataSource?.footer(inSection: section)?.title { lines.append(.footer(title)) }
    }
    return lines
  }

  /// Draws the grid into exactly `height` lines, scrolled so the cursor's line shows. Each item is its
  /// cell's first line after a one-column marker: `›` the cursor, `+` inserted, `↕` moved, `~`
  /// refreshed, `●` selected; items deleted by a batch stay a moment after their section's items,
  /// struck through. Markers make the animations readable without colour.
  /// - Complexity: O(*n* / columns + *s*), plus the cells of the items drawn.
  func gridFrame(width: Int, height: Int, columnWidth: Int, instant: TerminalInstant) -> [TerminalLine] {
    let columnWidth = max(2, columnWidth)
    gridColumns = max(1, width / columnWidth)
    let lines = gridLines(columns: gridColumns)
    if lines.isEmpty { return [TerminalLine("  (no items)", style: TextStyle(dim: true))] + blankLines(height - 1) }
    if let cursor, let cursorLine = lines.firstIndex(of: .items(section: cursor.section, first: lineStart(of: cursor)))
    {
      gridTopLine = min(gridTopLine, cursorLine)
      gridTopLine = max(gridTopLine, cursorLine - height + 1)
    }
    // Never scrolled past the last line: when the window grows or the content shrinks, the grid
    // scrolls back up (the cursor stays shown, as it is on a line above the bottom).
    gridTopLine = min(max(0, gridTopLine), max(0, lines.count - height))
    var kinds: [ItemPath: Set<RowAnimation.Kind>] = [:]
    for animation in animations { kinds[animation.path, default: []].insert(animation.kind) }
    let ghostsBySection = Dictionary(grouping: ghosts, by: \.anchor.section)
    var drawn: [TerminalLine] = []
    var shown = Set<ItemPath>()
    for line in lines[gridTopLine..<min(lines.count, gridTopLine + height)] {
      switch line {
      case .blank: drawn.append(TerminalLine(""))
      case .header(let title):
        drawn.append(TerminalLine(title.uppercased(), style: TextStyle(bold: true, underline: true, color: .cyan)))
      case .footer(let title): drawn.append(TerminalLine(title, style: TextStyle(dim: true)))
      case .items(let section, let first):
        var text = ""
        let last = min(rowCounts[section], first + gridColumns)
        for item in first..<last {
          let path = ItemPath(item: item, section: section)
          let data = dataPath(forDrawn: path)  // a held item shows where it would land
          shown.insert(data)
          text += TerminalLine(marker(for: path, kinds: kinds[path] ?? []) + (cell(at: data)?.lines.first?.text ?? ""))
            .fitted(to: columnWidth)
        }
        var overflow: [String] = []
        if last == rowCounts[section] {
          // Ghosts fill the rest of the section's last line, and lines of their own after it when
          // there is no room left (they were not drawn at all then).
          let ghostCells = (ghostsBySection[section] ?? []).map {
            TerminalLine("✗" + ($0.lines.first?.text ?? "")).fitted(to: columnWidth)
          }
          let room = gridColumns - (last - first)
          text += ghostCells.prefix(room).joined()
          var rest = ghostCells.dropFirst(room)
          while !rest.isEmpty {
            overflow.append(rest.prefix(gridColumns).joined())
            rest = rest.dropFirst(gridColumns)
          }
        }
        drawn.append(TerminalLine(text))
        drawn += overflow.map { TerminalLine($0) }
      }
    }
    drawn = Array(drawn.prefix(height))  // ghost lines may add to the lines that fit
    lastViewportRows = max(1, drawn.count)
    recycleCells(notIn: shown)
    return drawn.map { $0.truncated(to: width) } + blankLines(height - drawn.count)
  }

  /// Moves the cursor `lines` grid lines down (up when negative), keeping its column where the line
  /// is long enough, across sections.
  public func moveCursorInGrid(lines: Int) {
    guard totalRows > 0 else { return }
    var path = cursor ?? ItemPath(item: 0, section: 0)
    let column = path.item % gridColumns
    for _ in 0..<abs(lines) {
      guard let next = lines > 0 ? lineBelow(path, column: column) : lineAbove(path, column: column) else { break }
      path = next
    }
    cursor = path
  }

  private func lineBelow(_ path: ItemPath, column: Int) -> ItemPath? {
    let count = rowCounts[path.section]
    let start = lineStart(of: path)
    if start + gridColumns < count {
      return ItemPath(item: min(count - 1, start + gridColumns + column), section: path.section)
    }
    guard let next = rowCounts.indices.dropFirst(path.section + 1).first(where: { rowCounts[$0] > 0 }) else {
      return nil
    }
    return ItemPath(item: min(column, rowCounts[next] - 1), section: next)
  }

  private func lineAbove(_ path: ItemPath, column: Int) -> ItemPath? {
    let start = lineStart(of: path)
    if start > 0 { return ItemPath(item: start - gridColumns + column, section: path.section) }
    guard let previous = rowCounts.indices.prefix(path.section).last(where: { rowCounts[$0] > 0 }) else { return nil }
    let count = rowCounts[previous]
    return ItemPath(item: min(count - 1, (count - 1) / gridColumns * gridColumns + column), section: previous)
  }

  /// The first item of the grid line holding `path`.
  private func lineStart(of path: ItemPath) -> Int { path.item / gridColumns * gridColumns }

  private func marker(for path: ItemPath, kinds: Set<RowAnimation.Kind>) -> String {
    if heldRow?.current == path { return "≡" }
    if cursor == path { return "›" }
    if kinds.contains(.inserted) { return "+" }
    if kinds.contains(.moved) { return "↕" }
    if kinds.contains(.updated) { return "~" }
    return selectedRows.contains(path) ? "●" : " "
  }

  private func blankLines(_ count: Int) -> [TerminalLine] { Array(repeating: TerminalLine(""), count: max(0, count)) }
}
