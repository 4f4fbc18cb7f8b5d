import DataSourceTerminal
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
