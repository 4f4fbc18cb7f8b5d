@_spi(Extending) import DataSourceCore
import DataSourceKit

extension TerminalTableView {
  /// Draws the table into exactly `height` lines (each no wider than `width`): section headers and
  /// footers, the rows from ``topRow`` down (scrolled so the cursor row shows), animations, and the
  /// action menu when one is open. Only the rows drawn get cells; cells of rows no longer drawn are
  /// queued for reuse.
  /// - Complexity: O(*h* + *s*) for *h* lines and *s* sections, whatever the number of rows.
  public func frame(width: Int, height: Int) -> [TerminalLine] {
    let height = max(1, height)
    // The row width a cell's detail text is right-aligned to (the section index takes two columns).
    // The section index, asked once a frame; drawn only where there is room for it.
    let indexTitles = width >= 20 ? sectionIndexTitles.flatMap { $0.isEmpty ? nil : $0 } : nil
    drawingWidth = indexTitles == nil ? width : width - 2
    let instant = now()
    animations.removeAll { $0.until <= instant }
    ghosts.removeAll { $0.until <= instant }
    finishBatches(by: instant)
    let menuLines = menu.map { $0.lines(width: width) } ?? []
    // The summary line is written after the rows are drawn: drawing notices rows refreshed in place.
    let showsSummary = showsUpdateSummary && lastUpdate != nil && height > 2
    let tableHeight = max(1, height - menuLines.count - (showsSummary ? 1 : 0))
    var summary: [TerminalLine] {
      showsSummary ? [TerminalLine(" " + (lastUpdate?.description ?? ""), style: TextStyle(dim: true))] : []
    }
    if let columnWidth = gridColumnWidth {
      let grid = gridFrame(width: width, height: tableHeight, columnWidth: columnWidth, instant: instant)
      return grid + (menuLines + summary).map { $0.truncated(to: width) }
    }
    if let cursor {
      let flat = flatIndex(of: cursor)
      // Every row takes at least a line, so a cursor more than a screen below the top cannot show:
      // jump, then fine-tune below.
      topRow = min(topRow, flat)
      topRow = max(topRow, flat - tableHeight + 1)
    }
    var drawn = layout(height: tableHeight, instant: instant)
    // Scroll down until the cursor row fits (headers and multi-line cells take extra lines).
    var guardCount = 0
    while let cursor, !drawn.fullyShown.contains(cursor), topRow < flatIndex(of: cursor), guardCount < 200 {
      recycleCells(notIn: drawn.rows)
      topRow += 1
      guardCount += 1
      drawn = layout(height: tableHeight, instant: instant)
    }
    // Scroll back up while the rows end above the bottom (the content shrank, or the window grew),
    // as long as the cursor row stays fully shown.
    guardCount = 0
    while topRow > 0, drawn.lines.count < tableHeight, guardCount < 200 {
      let saved = topRow
      topRow -= 1
      guardCount += 1
      let earlier = layout(height: tableHeight, instant: instant)
      if earlier.lines.count > tableHeight || cursor.map({ !earlier.fullyShown.contains($0) }) == true {
        topRow = saved
        break
      }
      drawn = earlier
    }
    lastViewportRows = max(1, drawn.fullyShown.count)
    recycleCells(notIn: drawn.rows)
    var lines = drawn.lines.prefix(tableHeight).map { $0.truncated(to: width) }
    if let state = shownEmptyState, totalRows == 0 {
      lines += emptyStateLines(state, width: width, height: tableHeight - lines.count)
    }
    while lines.count < tableHeight { lines.append(TerminalLine("")) }
    if let indexTitles { lines = withSectionIndex(indexTitles, on: lines, width: width) }
    return lines + (menuLines + summary).map { $0.truncated(to: width) }
  }

  /// Cells of rows that are no longer drawn go back to the reuse queue.
  func recycleCells(notIn rows: Set<ItemPath>) {
    for (path, cell) in visibleCells where !rows.contains(path) {
      visibleCells[path] = nil
      dataSource?.answers.didEndDisplaying(cell, forRowAt: path)
      enqueue(cell)
    }
  }

  private struct Layout {
    var lines: [TerminalLine] = []
    var rows: Set<ItemPath> = []
    var fullyShown: Set<ItemPath> = []
  }

  private func layout(height: Int, instant: TerminalInstant) -> Layout {
    var result = Layout()
    guard let dataSource, let start = path(ofFlat: topRow) else {
      if totalRows == 0, shownEmptyState == nil {
        result.lines.append(TerminalLine("  (no rows)", style: TextStyle(dim: true)))
      }
      return result
    }
    var section = start.section
    var item = start.item
    let ghostsByAnchor = Dictionary(grouping: ghosts, by: \.anchor)
    // Looked up per drawn row: group once per frame rather than scanning every animation per row.
    var kindsByPath: [ItemPath: Set<RowAnimation.Kind>] = [:]
    for animation in animations { kindsByPath[animation.path, default: []].insert(animation.kind) }
    while section < rowCounts.count, result.lines.count < height {
      if item == 0 {
        if section > 0 || topRow > 0 { result.lines.append(TerminalLine("")) }
        if let title = dataSource.header(inSection: section)?.title {
          result.lines.append(
            TerminalLine(title.uppercased(), style: TextStyle(bold: true, underline: true, color: .cyan)))
        }
      }
      while item < rowCounts[section], result.lines.count < height {
        let path = ItemPath(item: item, section: section)
        for ghost in ghostsByAnchor[path] ?? [] { result.lines += ghostLines(ghost) }
        guard let cell = cell(at: dataPath(forDrawn: path)) else {
          item += 1
          continue
        }
        let id = ObjectIdentifier(cell)
        if let drawnCount = drawnChangeCounts[id], drawnCount != cell.changeCount {
          animations.append(RowAnimation(path: path, kind: .updated, until: instant + animationDuration))
          kindsByPath[path, default: []].insert(.updated)
        }
        drawnChangeCounts[id] = cell.changeCount
        let rowLines = styled(cell, at: path, kinds: kindsByPath[path] ?? [])
        result.rows.insert(dataPath(forDrawn: path))
        if result.lines.count + rowLines.count <= height { result.fullyShown.insert(path) }
        result.lines += rowLines
        item += 1
      }
      if item >= rowCounts[section] {
        for ghost in ghostsByAnchor[ItemPath(item: rowCounts[section], section: section)] ?? [] {
          result.lines += ghostLines(ghost)
        }
        if let title = dataSource.footer(inSection: section)?.title {
          result.lines.append(TerminalLine(title, style: TextStyle(dim: true)))
        }
        section += 1
        item = 0
      }
    }
    return result
  }

  func ghostLines(_ ghost: Ghost) -> [TerminalLine] {
    let indent = String(repeating: "  ", count: max(0, min(8, ghost.level)))
    return ghost.lines.map {
      // The ✗ stands in the marker column, so the text lines up with the live rows' text.
      TerminalLine(" ✗ " + indent + $0.text, style: TextStyle(dim: true, strikethrough: true, color: .red))
    }
  }

  private func styled(_ cell: TerminalCell, at path: ItemPath, kinds: Set<RowAnimation.Kind>) -> [TerminalLine] {
    let isCursor = cursor == path
    // While a row is held, the rows drawn here are the data source's rows at other paths: ask about
    // those (indentation, selection), so the marks move with their rows.
    let source = dataPath(forDrawn: path)
    let indent = String(
      repeating: "  ", count: max(0, min(8, dataSource?.answers.indentationLevelForRow(at: source) ?? 0)))
    // Markers say what happened without colour: moved, inserted, refreshed, selected.
    let marker =
      heldRow?.current == path
      ? "≡"
      : kinds.contains(.moved)
        ? "↕"
        : kinds.contains(.inserted) ? "+" : kinds.contains(.updated) ? "~" : selectedRows.contains(source) ? "●" : " "
    let lines = cell.lines.isEmpty ? [TerminalLine("")] : cell.lines
    return lines.enumerated().map { index, line in
      var style = line.style
      if kinds.contains(.inserted) { style.color = .green }
      if kinds.contains(.updated) {
        style.color = .yellow
        style.bold = true
      }
      if isCursor { style.reverse = true }
      let prefix = index == 0 ? (isCursor ? "›" : " ") + marker + " " : "   "
      // A detail text ends the first line at the right edge, the row's text cut before it.
      if index == 0, let detail = cell.detailText, let width = drawingWidth {
        let room = width - TerminalColumns.width(of: detail) - 1
        let text = TerminalLine(prefix + indent + line.text).fitted(to: max(0, room))
        return TerminalLine(text + " " + detail, style: style)
      }
      return TerminalLine(prefix + indent + line.text, style: style)
    }
  }

  /// The empty state, centred in `height` lines below what is drawn: the message in bold (after a
  /// spinner that turns ten times a second for a loading state), the second line dim, the action as
  /// a button Enter presses. Images are not drawn.
  func emptyStateLines(_ state: EmptyState, width: Int, height: Int) -> [TerminalLine] {
    let message = state.kind == .loading ? "\(Self.spinnerFrame(at: now())) \(state.text)" : state.text
    var block = [TerminalLine(message, style: TextStyle(bold: true))]
    if let secondary = state.secondaryText { block.append(TerminalLine(secondary, style: TextStyle(dim: true))) }
    if let action = state.action {
      block.append(TerminalLine(""))
      block.append(TerminalLine("[ \(action.title) ]  Enter", style: TextStyle(bold: true, color: .cyan)))
    }
    guard height > 0 else { return [] }
    block = Array(block.prefix(height))
    let above = (height - block.count) / 2
    let centred = block.map { line in
      let pad = max(0, (width - TerminalColumns.width(of: line.text)) / 2)
      return TerminalLine(String(repeating: " ", count: pad) + line.text, style: line.style)
    }
    return Array(repeating: TerminalLine(""), count: above) + centred
  }

  /// The spinner's frames, one every tenth of a second.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The spinner's frame at `instant`.
  static func spinnerFrame(at instant: TerminalInstant) -> Character {
    spinnerFrames[Int((instant.nanoseconds / 100_000_000) % UInt64(spinnerFrames.count))]
  }
}
