import DataSourceTerminal

/// Text being typed into a field, with its caret: the keys that edit it, and how it is drawn. The
/// Form's fields and Random Persons' filter both edit through it, so a navigation key never throws
/// typed text away: Backspace erases before the caret, ← and → move it.
struct EditedText: Hashable {
  var text: String
  /// How many characters are before the caret.
  var caret: Int

  /// `text`, with the caret at its end.
  init(_ text: String = "") {
    self.text = text
    caret = text.count
  }

  /// Applies an editing key: a character is inserted at the caret, Backspace erases the character
  /// before it, ← and → move it. Returns `false` for any other key.
  mutating func handle(_ key: TerminalKey) -> Bool {
    switch key {
    case .character(let character):
      text.insert(character, at: text.index(text.startIndex, offsetBy: caret))
      caret += 1
    case .backspace:
      guard caret > 0 else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
      caret -= 1
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
