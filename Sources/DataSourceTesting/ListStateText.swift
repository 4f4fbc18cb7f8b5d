import Foundation

/// A data source shown as text lines, kept up to date: the state seam's own consumer, for tests and
/// logs. Each shown section gives its header (`## Title`, or `##` for a section without one), one
/// line per shown row (`- title`) and its footer (`  Title`); hidden rows and sections are left out,
/// as every view leaves them out.
///
/// Two lists that differ give different text: every section has its line, even an empty one with
/// no header, and a title's line breaks (LF, CR, VT, FF, NEL, U+2028, U+2029) are written as
/// escapes (`\n`, `\r`, `\u{B}`…), as is a backslash (`\\`), so no title spans lines or fakes a
/// header or a row.
///
/// ```swift
/// let text = ListStateText(dataSource) { $0.item(as: Fruit.self)?.name ?? "?" }
/// dataSource.sections = …
/// dataSource.reloadData()
/// #expect(text.lines == ["## Fruit", "- Apple", "- Pear"])
/// ```
///
/// It reads the data source through `ListState` only, and needs no `ListView`: a
/// data source with no view shows its sections as soon as it reloads.
@MainActor
public final class ListStateText: ListStateObserver {
  /// The text of what the data source shows, one line per header, row and footer.
  public private(set) var lines: [String]
  /// How many times the data source said what it shows changed since this was made.
  public private(set) var changeCount = 0

  private let title: (Row) -> String

  /// Renders `dataSource` now and after each change of what it shows. `title` gives a row's line
  /// (by default the description of its model). The data source holds this object weakly: keep it.
  /// - Complexity: O(*r*) for *r* shown rows, now and at every change.
  public init(_ dataSource: DataSource, title: @escaping (Row) -> String = ListStateText.describe) {
    self.title = title
    lines = Self.lines(of: dataSource.state, title: title)
    dataSource.addStateObserver(self)
  }

  /// The lines of `state`, as ``lines`` holds them.
  /// - Complexity: O(*r*) for *r* rows.
  public static func lines(of state: ListState, title: (Row) -> String = describe) -> [String] {
    var lines: [String] = []
    for section in state.sections {
      lines.append(headerLine(section.header))
      for row in section.rows { lines.append(rowLine(title(row))) }
      if let footer = section.footer { lines.append(footerLine(footer)) }
    }
    return lines
  }

  /// The line of a section header (`##` alone for a section without one), a shown row and a section
  /// footer: the one format of this text and of the headless views' `shownLines`.
  nonisolated static func headerLine(_ header: String?) -> String { header.map { "## \(escaped($0))" } ?? "##" }
  nonisolated static func rowLine(_ text: String) -> String { "- \(escaped(text))" }
  nonisolated static func footerLine(_ footer: String) -> String { "  \(escaped(footer))" }

  /// `text` on one line: a backslash and every line break written as an escape, so that the line
  /// can be read back and no text breaks a line.
  /// - Complexity: O(*n*) in the text's scalars.
  nonisolated static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\\" || breaksLines($0) }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where breaksLines(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` ends a line in a text viewer: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
  nonisolated private static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The lines of what `dataSource` shows: those of its `DataSource.state` and, while no row
  /// shows, its empty state's line (see ``line(of:)``). The text the `DataSourceSnapshotTesting`
  /// strategies record.
  /// - Complexity: O(*r*) for *r* rows.
  public static func lines(of dataSource: DataSource, title: (Row) -> String = describe) -> [String] {
    let state = dataSource.state
    var lines = lines(of: state, title: title)
    if state.isEmpty, let emptyState = dataSource.emptyState { lines.append(line(of: emptyState)) }
    return lines
  }

  /// An empty state as one line: its kind in parentheses, its text, its secondary text after a
  /// dash and its action in brackets, as in `(search) No Results — "kiwi" [Clear]`.
  nonisolated public static func line(of emptyState: EmptyState) -> String {
    var line = "(\(emptyState.kind)) \(emptyState.text)"
    if let secondary = emptyState.secondaryText { line += " — \(secondary)" }
    if let action = emptyState.action { line += " [\(action.title)]" }
    return line
  }

  /// A row's default title: the description of its model.
  nonisolated public static func describe(_ row: Row) -> String { String(describing: row.anyItem) }

  public func dataSourceDidChangeState(_ dataSource: DataSource) {
    changeCount += 1
    lines = Self.lines(of: dataSource.state, title: title)
  }
}
