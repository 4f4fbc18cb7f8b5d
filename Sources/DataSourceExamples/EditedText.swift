import DataSourceTerminal

/// Text being typed into a field, with its caret: the keys that edit it, and how it is drawn. The
/// Form's fields and Random Persons' filter both edit through it, so a navigation key never throws
/// typed text away: Backspace erases before the caret, ← and → move it.
struct EditedText: Hashable {
  var text: String
  /// How many characters (grapheme clusters) are before the caret: always within `0...text.count`.
  private(set) var caret: Int

  /// `text`, with the caret at its end.
  init(_ text: String = "") {
    self.text = text
    caret = text.count
  }

  /// Applies an editing key: a character is inserted at the caret, Backspace erases the character
  /// before it, ← and → move it. Returns `false` for any other key.
  ///
  /// Any Unicode text is safe: a combining mark or a joiner typed after a character joins it (the
  /// caret stays after the joined character), and the caret moves by whole characters, so it never
  /// runs past the end.
  mutating func handle(_ key: TerminalKey) -> Bool {
    switch key {
    case .character(let character):
      let split = text.index(text.startIndex, offsetBy: caret)
      let before = String(text[..<split]) + String(character)
      text = before + String(text[split...])
      // The inserted character may have joined the one before it (or after it): count again.
      caret = min(before.count, text.count)
    case .backspace:
      guard caret > 0 else { return true }
      let end = text.index(text.startIndex, offsetBy: caret)
      let start = text.index(before: end)
      let before = String(text[..<start])
      text = before + String(text[end...])
      caret = min(before.count, text.count)
    case .left: caret = max(0, caret - 1)
    case .right: caret = min(text.count, caret + 1)
    default: return false
    }
    return true
  }

  /// The text in at most `columns` terminal columns with the caret drawn as `▏`: the part around the
  /// caret, with `…` where it is cut.
  func shown(columns: Int = 24) -> String {
    let before = text.prefix(caret)
    let after = text.dropFirst(caret)
    let whole = before + "▏" + after
    guard TerminalColumns.width(of: String(whole)) > columns else { return String(whole) }
    // Keep up to a third of the room for what follows the caret, the rest for what precedes it.
    var tail = ""
    for character in after {
      if TerminalColumns.width(of: tail + String(character)) > max(0, (columns - 3) / 3) { break }
      tail.append(character)
    }
    var head = ""
    for character in before.reversed() {
      let room = columns - 3 - TerminalColumns.width(of: tail)
      if TerminalColumns.width(of: String(character) + head) > room { break }
      head = String(character) + head
    }
    return (head.count < before.count ? "…" : "") + head + "▏" + tail + (tail.count < after.count ? "…" : "")
  }
}
