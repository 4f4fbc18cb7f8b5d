import DataSourceTerminal
import DataSourceTestSupport
import Testing

@testable import DataSourceExamples

/// Typed text and its caret: every key edits it in place, and none throws it away.
@Suite struct EditedTextTests {
  /// Applies `keys` in order; whether each was an editing key.
  func press(_ keys: [TerminalKey], on text: inout EditedText) -> [Bool] {
    keys.map { text.handle($0) }
  }

  @Test func keysEditAtTheCaret() {
    var text = EditedText("Ann")
    #expect(text.caret == 3 && text.shown() == "Ann▏")
    #expect(press([.left, .left], on: &text) == [true, true])
    #expect(text.shown() == "A▏nn")
    _ = press([.character("l")], on: &text)
    #expect(text.text == "Alnn" && text.shown() == "Al▏nn")
    _ = press([.backspace, .backspace, .backspace, .left], on: &text)
    #expect(text.text == "nn" && text.caret == 0, "Backspace at the start erases nothing more")
    _ = press(Array(repeating: .right, count: 5), on: &text)
    #expect(text.caret == 2, "→ stops at the end")
    #expect(press([.up, .enter], on: &text) == [false, false], "other keys are not editing keys")
  }

  @Test func longTextIsShownAroundTheCaret() {
    var text = EditedText(String(repeating: "x", count: 40) + "END")
    #expect(text.shown(columns: 12).hasSuffix("END▏") && text.shown(columns: 12).hasPrefix("…"))
    _ = press(Array(repeating: .left, count: 43), on: &text)
    let start = text.shown(columns: 12)
    #expect(start.hasPrefix("▏x") && start.hasSuffix("…"), "\(start)")
    #expect(TerminalColumns.width(of: start) <= 12)
  }
}

/// The editing model against a plain reference (the text as one string, the caret counted again after
/// each key): random keys, Unicode that joins (combining marks, joiners, flags) included, give the
/// same text, caret and drawing. The model's own keys cost O(1) amortized; the reference's O(n).
@Suite struct EditedTextModelTests {
  /// The reference: what an edit means, written the plain way.
  struct Reference {
    var text = ""
    var caret = 0
    mutating func handle(_ key: TerminalKey) {
      switch key {
      case .character(let character):
        let split = text.index(text.startIndex, offsetBy: caret)
        let before = String(text[..<split]) + String(character)
        text = before + String(text[split...])
        caret = min(before.count, text.count)
      case .backspace:
        guard caret > 0 else { return }
        let end = text.index(text.startIndex, offsetBy: caret)
        let before = String(text[..<text.index(before: end)])
        text = before + String(text[end...])
        caret = min(before.count, text.count)
      case .left: caret = max(0, caret - 1)
      case .right: caret = min(text.count, caret + 1)
      default: break
      }
    }
  }

  @Test(arguments: 0..<40)
  func randomKeysEditAsTheReferenceDoes(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let pool: [TerminalKey] =
      ["a", "e", "\u{301}", "\u{200D}", "👨", "👩", "🇫", "🇷", "漢", " "].map { .character(Character($0)) }
      + [.left, .left, .right, .backspace]
    var model = EditedText()
    var reference = Reference()
    for step in 0..<200 {
      let key = pool[rng.int(0...(pool.count - 1))]
      _ = model.handle(key)
      reference.handle(key)
      #expect(model.text == reference.text, "seed \(seed), step \(step)")
      #expect(model.caret == reference.caret, "seed \(seed), step \(step): \(model.text.unicodeScalars.map(\.value))")
      if model.text != reference.text || model.caret != reference.caret { return }
    }
  }

  /// A paste of many characters is linear: 20,000 characters typed one by one at the end, then
  /// edited in the middle, give the right text (the reference would take seconds).
  @Test func aLongPasteIsTakenKeyByKey() {
    var model = EditedText()
    for _ in 0..<20_000 { _ = model.handle(.character("x")) }
    for _ in 0..<10_000 { _ = model.handle(.left) }
    _ = model.handle(.character("|"))
    #expect(model.caret == 10_001 && model.text.count == 20_001)
    #expect(model.shown(columns: 12) == "…xxxxx|▏xxx…", "a third of the room after the caret, as before")
  }
}
