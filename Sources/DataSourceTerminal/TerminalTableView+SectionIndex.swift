import DataSourceKit

extension TerminalTableView {
  /// The data source's section index titles ("A"…"Z"), as `UITableView` shows them along its right
  /// edge; `nil` when it gives none.
  public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitlesForView() }

  /// Jumps to the section the index entry `title` leads to, as tapping it in UIKit's index does: the
  /// section scrolls to the top (as far as the rows below it allow) and the cursor goes to its first
  /// row (the data source's `sectionForSectionIndexTitle` may choose the section). Returns `false`
  /// when there is no such entry or the section has no row.
  @discardableResult
  public func jump(toSectionIndexTitle title: String) -> Bool {
    guard let dataSource, let index = sectionIndexTitles?.firstIndex(of: title) else { return false }
    let section = dataSource.section(forSectionIndexTitle: title, at: index)
    guard rowCounts.indices.contains(section), rowCounts[section] > 0 else { return false }
    moveCursor(to: ItemPath(item: 0, section: section))
    topRow = flatIndex(of: ItemPath(item: 0, section: section))
    onChange?()
    return true
  }

  /// `lines` with the index `titles` drawn down their right edge, one title a line (every few titles
  /// when they outnumber the lines), in two columns taken from the rows.
  func withSectionIndex(_ titles: [String], on lines: [TerminalLine], width: Int) -> [TerminalLine] {
    guard !titles.isEmpty, !lines.isEmpty else { return lines }
    let step = max(1, (titles.count + lines.count - 1) / lines.count)
    let shown = stride(from: 0, to: titles.count, by: step).map { titles[$0] }
    return lines.enumerated().map { row, line in
      let title = row < shown.count ? TerminalLine(shown[row]).truncated(to: 1).text : ""
      return TerminalLine(line.fitted(to: width - 2) + " " + title, style: line.style)
    }
  }
}
