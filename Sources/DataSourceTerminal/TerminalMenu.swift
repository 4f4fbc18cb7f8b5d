/// A key-driven menu over the bottom of a ``TerminalTableView``: the terminal's form of swipe actions
/// and context menus. Up and Down choose among the enabled entries, Enter performs, Esc closes; a
/// disabled entry is drawn dim and marked "(unavailable)".
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
  /// The entry Enter performs: always an enabled one, when there is any (a disabled entry cannot be
  /// chosen, as in UIKit's menus).
  public var selected = 0

  /// Creates a menu whose first enabled entry is chosen.
  public init(title: String, items: [Item]) {
    self.title = title
    self.items = items
    selected = items.firstIndex(where: \.isEnabled) ?? 0
  }

  /// Chooses the next enabled entry in the direction of `step` (−1 up, 1 down); at either end the
  /// choice stays.
  mutating func move(by step: Int) {
    var index = selected + step
    while items.indices.contains(index) {
      if items[index].isEnabled {
        selected = index
        return
      }
      index += step
    }
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
      // Marked in words too: dim text does not show without colours (`NO_COLOR`) or in a capture.
      let title = item.isEnabled ? item.title : item.title + "  (unavailable)"
      result.append(TerminalLine((index == selected ? " › " : "   ") + title, style: style))
    }
    return result
  }
}
