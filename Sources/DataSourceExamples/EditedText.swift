import DataSourceTerminal

/// Text being typed into a field, with its caret: the keys that edit it, and how it is drawn. The
/// Form's fields and Random Persons' filter both edit through it, so a navigation key never throws
/// typed text away: Backspace erases before the caret, ← and → move it.
///
/// Kept as the text before the caret and the characters after it, last first, so that a key costs
/// O(1) amortized wherever the caret is (a paste of thousands of characters is linear, not
/// quadratic), and ``text`` is free while the caret is at the end.
struct EditedText: Hashable {
  /// The text before the caret.
  private var before: String
  /// The characters after the caret, the last one first.
  private var afterReversed: [Character]
  /// How many characters (grapheme clusters) are before the caret: always within `0...text.count`.
  private(set) var caret: Int

  /// `text`, with the caret at its end.
  init(_ text: String = "") {
    before = text
    afterReversed = []
    caret = text.count
  }

  /// The whole text.
  /// - Complexity: O(1) while the caret is at the end, else O(*n*).
  var text: String {
    afterReversed.isEmpty ? before : before + String(afterReversed.reversed())
  }

  /// Applies an editing key: a character is inserted at the caret, Backspace erases the character
  /// before it, ← and → move it. Returns `false` for any other key.
  ///
  /// Any Unicode text is safe: a combining mark or a joiner typed after a character joins it (the
  /// caret stays after the joined character), and the caret moves by whole characters, so it never
  /// runs past the end.
  /// - Complexity: O(1) amortized.
  mutating func handle(_ key: TerminalKey) -> Bool {
    switch key {
    case .character(let character): insert(character)
    case .backspace:
      guard !before.isEmpty else { return true }
      if Self.pairsByCount(afterReversed.last) || Self.pairsByCount(before.last) {
        return editWholeText(key)
      }
      before.removeLast()
      caret -= 1
      joinAcrossCaret()
    case .left:
      guard let last = before.popLast() else { return true }
      afterReversed.append(last)
      caret -= 1
    case .right:
      guard let next = afterReversed.popLast() else { return true }
      appendBeforeCaret(next)
    default: return false
    }
    return true
  }

  /// Inserts `character` at the caret. It joins the character before it when they make one
  /// grapheme cluster (a combining mark, a joiner), and the one after it likewise.
  private mutating func insert(_ character: Character) {
    if !afterReversed.isEmpty, Self.pairsByCount(character) || Self.pairsByCount(afterReversed.last) {
      _ = editWholeText(.character(character))
      return
    }
    // A character that joins the one before the caret leaves the caret after the joined one.
    appendBeforeCaret(character)
    joinAcrossCaret()
  }

  /// Moves the character after the caret before it when it joins the one before the caret (the edit
  /// made them one grapheme cluster): the caret then follows the joined character.
  private mutating func joinAcrossCaret() {
    guard let next = afterReversed.last, Self.joins(before.last, next) else { return }
    afterReversed.removeLast()
    appendBeforeCaret(next)
  }

  /// Appends `character` to the text before the caret, keeping ``caret`` its count: one more,
  /// unless the character joined the last one. The string itself decides (its last character is
  /// then `character` alone only if nothing joined), so every Unicode rule is followed, in O(1).
  private mutating func appendBeforeCaret(_ character: Character) {
    before.append(character)
    if before.last == character { caret += 1 }
  }

  /// Whether `first` and `second`, side by side, make one grapheme cluster.
  private static func joins(_ first: Character?, _ second: Character) -> Bool {
    guard let first else { return false }
    return (String(first) + String(second)).count == 1
  }

  /// Whether `character` holds a regional indicator: flags pair them by their count from the start of
  /// a run, so an edit beside one can regroup characters beyond its neighbours.
  private static func pairsByCount(_ character: Character?) -> Bool {
    character?.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) } ?? false
  }

  /// The edit made on the whole text, the caret counted again: for edits beside regional indicators
  /// in the middle of the text, whose effect is not local. O(*n*).
  private mutating func editWholeText(_ key: TerminalKey) -> Bool {
    var whole = text
    let split = whole.index(whole.startIndex, offsetBy: caret)
    var newCaret = caret
    switch key {
    case .character(let character):
      let head = String(whole[..<split]) + String(character)
      whole = head + String(whole[split...])
      newCaret = min(head.count, whole.count)
    case .backspace:
      let head = String(whole[..<whole.index(before: split)])
      whole = head + String(whole[split...])
      newCaret = min(head.count, whole.count)
    default: return false
    }
    let caretIndex = whole.index(whole.startIndex, offsetBy: newCaret)
    before = String(whole[..<caretIndex])
    afterReversed = whole[caretIndex...].reversed()
    // Counted again, as the text before the caret groups its characters on its own.
    caret = before.count
    return true
  }

  /// The text in at most `columns` terminal columns with the caret drawn as `▏`: the part around the
  /// caret, with `…` where it is cut.
  /// - Complexity: O(*columns*) for text of characters at least a column wide.
  func shown(columns: Int = 24) -> String {
    // Up to a third of the room for what follows the caret, the rest for what precedes it.
    var tail = ""
    var tailWidth = 0
    var tailCount = 0
    for character in afterReversed.reversed() {
      let width = TerminalColumns.width(of: String(character))
      if tailWidth + width > columns { break }
      tail.append(character)
      tailWidth += width
      tailCount += 1
    }
    var head: [Character] = []
    var headWidth = 0
    for character in before.reversed() {
      let width = TerminalColumns.width(of: String(character))
      if headWidth + width > columns { break }
      head.append(character)
      headWidth += width
    }
    let wholeFits = head.count == caret && tailCount == afterReversed.count && headWidth + 1 + tailWidth <= columns
    if wholeFits { return String(head.reversed()) + "▏" + tail }
    // Cut: keep up to a third of the room for the tail, then the head fills what is left.
    var keptTail = ""
    var keptTailWidth = 0
    var keptTailCount = 0
    for character in tail {
      let width = TerminalColumns.width(of: String(character))
      if keptTailWidth + width > max(0, (columns - 3) / 3) { break }
      keptTail.append(character)
      keptTailWidth += width
      keptTailCount += 1
    }
    var keptHead: [Character] = []
    var keptHeadWidth = 0
    for character in head {
      let width = TerminalColumns.width(of: String(character))
      if keptHeadWidth + width > columns - 3 - keptTailWidth { break }
      keptHead.append(character)
      keptHeadWidth += width
    }
    return (keptHead.count < caret ? "…" : "") + String(keptHead.reversed()) + "▏" + keptTail
      + (keptTailCount < afterReversed.count ? "…" : "")
  }
}
