import DataSourceTerminal

/// A search field typed after `/`, as Random Persons and Groceries have it: characters, Backspace,
/// ← and → edit it (``EditedText``), Enter keeps it, Esc clears it.
struct FilterField {
  /// The help while the field is typed.
  static let typingHelp = "Esc clear · Enter keep · type to filter · ←→ move · Backspace erase"

  private(set) var edited = EditedText()
  /// Whether keys go to the field now.
  private(set) var isTyping = false
  /// What the filter holds.
  var text: String { edited.text }

  /// Handles `key`: `nil` when it is not the field's (the screen and the table get it, so ↑ and ↓
  /// still move while typing); otherwise whether the filter should be applied again (an edit that
  /// changed the text, or Esc).
  mutating func handle(_ key: TerminalKey) -> Bool? {
    guard isTyping else {
      guard key == .character("/") else { return nil }
      isTyping = true
      return false
    }
    switch key {
    case .enter:
      isTyping = false
      return false
    case .escape:
      isTyping = false
      edited = EditedText()
      return true
    default:
      var next = edited
      guard next.handle(key) else { return nil }
      defer { edited = next }
      return next.text != edited.text
    }
  }

  /// The key-table entries of a screen with a filter: `/` while it is not typed, and every key
  /// while it is. `handle` is the screen's call of ``handle(_:)``, which applies the filter; it
  /// returns `false` for keys the field does not take (↑ and ↓ still move the cursor).
  @MainActor
  static func keys(isTyping: @escaping () -> Bool, handle: @escaping (TerminalKey) -> Bool) -> [ScreenKey] {
    [
      ScreenKey("/ filter", [.character("/")], when: { !isTyping() }, perform: { key, _ in handle(key) }),
      ScreenKey(
        typingHelp, [.character("x"), .escape], matches: { _ in true }, when: isTyping,
        perform: { key, _ in
          handle(key)
        }),
    ]
  }

  /// What an empty list's state says about the filter in the current mode: while it is typed, Esc
  /// clears it; once kept (Enter), Esc leaves the screen, so `/` must open it first.
  var emptyHint: String { isTyping ? "Esc clears the filter." : "/ then Esc clears the filter." }

  /// The status line's part: the filter with its caret while typed, the filter once kept, nothing
  /// when empty.
  var status: String { isTyping ? " · filter: \(edited.shown())" : text.isEmpty ? "" : " · filter: \(text)" }
}
