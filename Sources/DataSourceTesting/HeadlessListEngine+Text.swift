import DataSourceKit
import Foundation

/// What a headless view shows, as text: the rendering behind ``HeadlessTableView/shownLines`` and
/// ``HeadlessCollectionView/shownLines``.
extension HeadlessListEngine {
  /// One line per section header (`##` alone without one), on-screen row, run of off-screen rows and
  /// footer, then the empty state.
  /// `sections` gives headers and footers when it has one entry per section the view holds.
  /// - Complexity: O(*r*) for *r* rows the view holds.
  func shownLines(describing sections: [ListState.Section]?) -> [String] {
    guard let rows else { return ["(not loaded)"] }
    let described = sections?.count == rows.count ? sections : nil
    var lines: [String] = []
    for (s, tokens) in rows.enumerated() {
      lines.append(ListStateText.headerLine(described?[s].header))
      var offScreen = 0
      for (i, token) in tokens.enumerated() {
        guard let cell = visibleCell(at: ItemPath(item: i, section: s)) else {
          offScreen += 1
          continue
        }
        if offScreen > 0 { lines.append(Self.offScreenLine(offScreen)) }
        offScreen = 0
        lines.append(ListStateText.rowLine(Self.text(of: cell) + (selected.contains(token) ? " ●" : "")))
      }
      if offScreen > 0 { lines.append(Self.offScreenLine(offScreen)) }
      if let footer = described?[s].footer { lines.append(ListStateText.footerLine(footer)) }
    }
    if let emptyState { lines.append(ListStateText.line(of: emptyState)) }
    return lines
  }

  private static func offScreenLine(_ count: Int) -> String { "⋯ \(count) \(count == 1 ? "row" : "rows") off screen" }

  /// A cell's text as a user reads it: its content configuration's, else its labels', with the
  /// secondary text after a dash.
  private static func text(of cell: HeadlessReusableCell) -> String {
    let text = cell.contentConfiguration?.text ?? cell.text
    let detail = cell.contentConfiguration?.secondaryText ?? cell.detailText
    switch (text, detail) {
    case (let text?, let detail?): return "\(text) — \(detail)"
    case (let text?, nil): return text
    case (nil, let detail?): return "— \(detail)"
    case (nil, nil): return "(no text)"
    }
  }
}
