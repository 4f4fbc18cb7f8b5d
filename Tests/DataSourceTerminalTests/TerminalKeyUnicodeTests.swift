import DataSourceTerminal
import DataSourceTestSupport
import PropertyBased
import Testing

@testable import DataSourceExamples

/// Any bytes a terminal may send, pasted garbage included: text decodes as UTF-8 by grapheme, invalid
/// bytes become U+FFFD without hiding the keys after them, and typed text never traps the caret.
@Suite struct TerminalKeyUnicodeTests {
  /// Bytes that break naive decoders: lone leads, stray continuations, overlong and surrogate leads,
  /// bytes that never occur in UTF-8, and the control bytes that must survive them.
  static let trickyBytes: [UInt8] = [
    0x80, 0xBF, 0xC0, 0xC1, 0xC3, 0xE0, 0xE2, 0x82, 0xED, 0xA0, 0xF0, 0x90, 0xF4, 0x8F, 0xF5, 0xFE, 0xFF, 0x03, 0x0D,
    0x7F, 0x41, 0x65,
  ]
  /// Text whose characters are more than one scalar: combining marks, ZWJ and flag sequences.
  static let tricksyText: [String] = [
    "e", "\u{301}", "\u{308}", "👨‍👩‍👧", "\u{200D}", "👩", "🇫", "🇷", "🇺", "❤️", "漢", "a", "\u{FFFD}", "x\u{20DD}",
  ]

  func randomBytes(_ rng: inout SplitMix64, escapes: Bool) -> [UInt8] {
    (0..<rng.int(0...24)).flatMap { _ -> [UInt8] in
      switch rng.int(0...3) {
      case 0: return [Self.trickyBytes[rng.int(0...(Self.trickyBytes.count - 1))]]
      case 1: return Array(Self.tricksyText[rng.int(0...(Self.tricksyText.count - 1))].utf8)
      case 2 where escapes: return [0x1B, UInt8(ascii: "["), [0x41, 0x03, 0xFF, 0x31][rng.int(0...3)]]
      default: return [UInt8(rng.int(0...255))]
      }
    }
  }

  @Test func theExamplesOfTheReportDecodeAsOneCharacterEach() {
    #expect(TerminalKey.parse(Array("e\u{301}".utf8)).keys == [.character("é")])
    #expect(TerminalKey.parse(Array("👨‍👩‍👧".utf8)).keys == [.character("👨‍👩‍👧")])
    #expect(TerminalKey.parse(Array("🇫🇷".utf8)).keys == [.character("🇫🇷")])
  }

  @Test func garbageNeverSwallowsTheKeysAfterIt() {
    for lead: [UInt8] in [[0xFF], [0xFE], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0x1B, 0x5B, 0xFF]] {
      for (byte, key) in [(UInt8(0x03), TerminalKey.control("c")), (0x0D, .enter), (0x41, .character("A"))] {
        let (keys, rest) = TerminalKey.parse(lead + [byte])
        #expect(keys.last == key && rest.isEmpty, "\(lead) then \(byte): \(keys)")
        // Escape-bracket is dropped as a broken sequence; the invalid byte after it is U+FFFD as anywhere.
        #expect(keys.filter { $0 == .character("\u{FFFD}") }.count == 1, "\(lead): \(keys)")
      }
    }
    // A valid lead at the very end waits for the rest of its character.
    #expect(TerminalKey.parse([0x41, 0xE2, 0x82]) == ([.character("A")], [0xE2, 0x82]))
  }

  /// Text decodes exactly as the standard library decodes UTF-8 (it repairs by maximal subparts, as
  /// Unicode recommends), and every control byte outside an escape sequence is a key.
  @Test func textDecodesAsTheStandardLibraryDoes() async {
    await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      // Without Escape and the control bytes that are no key, so every control byte splits the text.
      let bytes = randomBytes(&rng, escapes: false).filter { $0 != 0x1B && $0 != 0 && !(0x1C...0x1F).contains($0) }
      let (keys, rest) = TerminalKey.parse(bytes)
      let decoded = bytes[..<(bytes.count - rest.count)]
      #expect(rest.count <= 3, "seed \(seed)")
      // Text runs between control keys, compared with the standard library's decoding of their bytes.
      let runs = decoded.split(omittingEmptySubsequences: false) { $0 < 0x20 || $0 == 0x7F }
      let expectedText = runs.map { String(decoding: $0, as: UTF8.self) }
      var texts = [""]
      for key in keys {
        if case .character(let character) = key { texts[texts.count - 1].append(character) } else { texts.append("") }
      }
      #expect(texts == expectedText, "seed \(seed)")
      for (run, text) in zip(expectedText, texts) {
        #expect(text.count == run.count, "grapheme clusters, not scalars: seed \(seed)")
      }
      #expect(
        keys.filter { $0 == .control("c") }.count == decoded.filter { $0 == 0x03 }.count, "Ctrl-C kept: seed \(seed)")
      #expect(
        keys.filter { $0 == .enter }.count == decoded.filter { $0 == 0x0D || $0 == 0x0A }.count,
        "Enter kept: seed \(seed)")
    }
  }

  /// Bytes split across reads decode to the same keys and text as in one read.
  @Test func splittingTheBytesChangesNoKey() async {
    await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let bytes = randomBytes(&rng, escapes: true).filter { $0 != 0x1B } + [0x0D]
      let whole = TerminalKey.parse(bytes)
      let cut = rng.int(0...bytes.count)
      let first = TerminalKey.parse(Array(bytes[..<cut]))
      let second = TerminalKey.parse(first.rest + bytes[cut...])
      func text(_ keys: [TerminalKey]) -> String {
        keys.map { if case .character(let c) = $0 { String(c) } else { "|\($0)|" } }.joined()
      }
      #expect(text(first.keys + second.keys) == text(whole.keys), "seed \(seed), cut \(cut)")
      #expect(second.rest.isEmpty && whole.rest.isEmpty)
    }
  }

  /// Random typing of multi-scalar characters, with the caret moved and text erased anywhere: nothing
  /// traps, the caret stays on the text, and what is shown fits its columns.
  @Test func editingAnyTextKeepsTheCaretOnIt() async {
    await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var edited = EditedText(Self.tricksyText[rng.int(0...(Self.tricksyText.count - 1))])
      for _ in 0..<rng.int(0...40) {
        let key: TerminalKey =
          switch rng.int(0...4) {
          case 0: .left
          case 1: .right
          case 2: .backspace
          default: TerminalKey.parse(Array(Self.tricksyText[rng.int(0...(Self.tricksyText.count - 1))].utf8)).keys[0]
          }
        let handled = edited.handle(key)
        #expect(handled)
        #expect((0...edited.text.count).contains(edited.caret), "seed \(seed)")
        let shown = edited.shown(columns: 12)
        #expect(shown.unicodeScalars.contains("▏") && TerminalColumns.width(of: shown) <= 12, "seed \(seed): \(shown)")
      }
      while edited.caret < edited.text.count { _ = edited.handle(.right) }
      while edited.caret > 0 { _ = edited.handle(.backspace) }
      #expect(edited.text.isEmpty, "Backspace from the end erases everything: seed \(seed)")
    }
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
    var edited = EditedText()
    for key in TerminalKey.parse(Array("e".utf8)).keys + TerminalKey.parse(Array("\u{301}".utf8)).keys {
      _ = edited.handle(key)
    }
    #expect(edited.text == "é" && edited.text.count == 1 && edited.caret == 1)
    _ = edited.handle(.left)
    _ = edited.handle(.right)
    _ = edited.handle(.right)
    #expect(edited.caret == 1)
    _ = edited.handle(.backspace)
    #expect(edited.text.isEmpty && edited.caret == 0)
  }
}
