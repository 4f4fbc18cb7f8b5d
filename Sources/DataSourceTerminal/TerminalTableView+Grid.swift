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
      // An emptied section's leaving items need a line to be drawn on.
      if count == 0, ghosts.contains(where: { $0.anchor.section == section }) {
        lines.append(.items(section: section, first: 0))
      }
      if let title = dataSource?.footer(inSection: section)?.title { lines.append(.footer(title)) }
    }
    return lines
  }

  /// Draws the grid into exactly `height` lines, scrolled so the cursor's line shows. Each item is its
  /// cell's first line after a one-column marker: `›` the cursor, `+` inserted, `↕` moved, `~`
  /// refreshed, `●` selected; items deleted by a batch stay a moment at their places, struck through,
  /// the section's other items flowing around them. Markers make the animations readable without
  /// colour.
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
    var flowed = Set<Int>()
    /// One item's column: its marker and its cell's first line.
    func itemCell(_ path: ItemPath) -> String {
      let data = dataPath(forDrawn: path)  // a held item shows where it would land
      shown.insert(data)
      return TerminalLine(marker(for: path, kinds: kinds[path] ?? []) + (cell(at: data)?.lines.first?.text ?? ""))
        .fitted(to: columnWidth)
    }
    for line in lines[gridTopLine..<min(lines.count, gridTopLine + height)] {
      switch line {
      case .blank: drawn.append(TerminalLine(""))
      case .header(let title):
        drawn.append(TerminalLine(title.uppercased(), style: TextStyle(bold: true, underline: true, color: .cyan)))
      case .footer(let title): drawn.append(TerminalLine(title, style: TextStyle(dim: true)))
      case .items(let section, let first):
        // A section with items leaving flows them in at their places, struck through, for the
        // animation: its lines are drawn once, from the first of them on screen.
        if let leaving = ghostsBySection[section] {
          guard flowed.insert(section).inserted else { continue }
          let byAnchor = Dictionary(grouping: leaving, by: \.anchor.item)
          var cells: [String] = []
          for item in 0...rowCounts[section] {
            for ghost in byAnchor[item] ?? [] {
              cells.append(TerminalLine("✗" + (ghost.lines.first?.text ?? "")).fitted(to: columnWidth))
            }
            if item < rowCounts[section] { cells.append(itemCell(ItemPath(item: item, section: section))) }
          }
          for start in stride(from: 0, to: cells.count, by: gridColumns).dropFirst(first / gridColumns) {
            drawn.append(TerminalLine(cells[start..<min(cells.count, start + gridColumns)].joined()))
          }
          continue
        }
        let last = min(rowCounts[section], first + gridColumns)
        drawn.append(TerminalLine((first..<last).map { itemCell(ItemPath(item: $0, section: section)) }.joined()))
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
