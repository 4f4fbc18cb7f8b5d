/// A key-driven menu over the bottom of a ``TerminalTableView``: the terminal's form of swipe actions
/// and context menus. Up and Down choose, Enter performs, Esc closes.
@MainActor
public struct TerminalMenu {
  /// One entry.
  public struct Item {
    /// The entry's title.
    public var title: String
    /// Whether it is drawn in red.
    public var isDestructive: Bool
    /// Whether Enter performs it; a disabled entry is drawn dim.
    public var isEnabled: Bool
    /// What Enter does.
    public var perform: @MainActor () -> Void

    /// Creates an entry.
    public init(
      title: String, isDestructive: Bool = false, isEnabled: Bool = true, perform: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.isDestructive = isDestructive
      self.isEnabled = isEnabled
      self.perform = perform
    }
  }

  /// The menu's title.
  public var title: String
  /// The entries.
  public var items: [Item]
  /// The entry Enter performs.
  public var selected = 0

  public init(title: String, items: [Item]) {
    self.title = title
    self.items = items
  }

  /// The menu as lines: a title bar, then one line per entry.
  func lines(width: Int) -> [TerminalLine] {
    var result = [
      TerminalLine(
        "── \(title) " + String(repeating: "─", count: max(0, width - TerminalColumns.width(of: title) - 4)),
        style: TextStyle(bold: true))
    ]
    if items.isEmpty { result.append(TerminalLine("   (no actions) — Esc closes", style: TextStyle(dim: true))) }
    for (index, item) in items.enumerated() {
      var style = TextStyle(color: item.isDestructive ? .red : nil)
      style.dim = !item.isEnabled
      style.reverse = index == selected
      result.append(TerminalLine((index == selected ? " › " : "   ") + item.title, style: style))
    }
    return result
  }
}
