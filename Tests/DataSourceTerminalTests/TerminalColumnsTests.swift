import DataSourceKit
import DataSourceTerminal
import Testing

/// Widths are terminal columns, not characters: lines with CJK, emoji, combining marks and joiner
/// sequences fill the window exactly and never wrap.
@MainActor
@Suite struct TerminalColumnsTests {
  @Test func characterWidthsFollowTheGraphemeRules() {
    #expect(TerminalColumns.width(of: "a") == 1)
    #expect(TerminalColumns.width(of: "漢") == 2)
    #expect(TerminalColumns.width(of: "テ") == 2)
    #expect(TerminalColumns.width(of: "한") == 2)
    #expect(TerminalColumns.width(of: "Ａ") == 2, "fullwidth A")
    #expect(TerminalColumns.width(of: "e\u{301}") == 1, "e with a combining acute accent")
    #expect(TerminalColumns.width(of: "👍") == 2)
    #expect(TerminalColumns.width(of: "👍🏽") == 2, "with a skin-tone modifier")
    #expect(TerminalColumns.width(of: "👨‍👩‍👧") == 2, "a zero-width-joiner family")
    #expect(TerminalColumns.width(of: "🇫🇷") == 2, "a flag")
    #expect(TerminalColumns.width(of: "❤️") == 2, "text heart with the emoji selector")
    #expect(TerminalColumns.width(of: "❤") == 1, "text heart without it")
    #expect(TerminalColumns.width(of: "\u{200B}") == 0, "zero-width space")
    #expect(TerminalColumns.width(of: "漢字テスト, e\u{301}!") == 14)
  }

  @Test func linesAreFittedByColumns() {
    for width in 0...12 {
      for text in ["漢字テスト", "a漢b", "👨‍👩‍👧 family", "e\u{301}e\u{301}e\u{301}", "tab\there", "🇫🇷🇩🇪🇯🇵"] {
        let fitted = TerminalLine(text).fitted(to: width)
        #expect(TerminalColumns.width(of: fitted) == width, "\(text) at \(width): \(fitted)")
        #expect(TerminalColumns.width(of: TerminalLine(text).truncated(to: width).text) <= width)
      }
    }
    #expect(TerminalLine("漢字").fitted(to: 3) == "漢 ", "a wide character that would straddle the edge is left out")
    #expect(TerminalLine("a\u{7}b\nc").fitted(to: 4) == "abc ", "controls and line breaks are dropped")
  }

  @Test func aFrameWithWideTextNeverExceedsTheWindow() {
    struct Word: Diffable {
      var text: String
      var diffIdentifier: String { text }
      func isContentEqual(to other: Word) -> Bool { true }
    }
    let table = TerminalTableView()
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<Word, TerminalCell>().configure { word, cell, _ in cell.text = word.text }
    ])
    table.dataSource = dataSource
    dataSource.sections = [
      Section(
        "s", header: "見出し",
        items: ["漢字テスト漢字テスト", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", "e\u{301}" + String(repeating: "x", count: 30), "🇫🇷 ok"].map(Word.init))
    ]
    dataSource.reloadData(animated: false)
    for width in [5, 9, 10, 20] {
      let frame = table.frame(width: width, height: 6)
      #expect(frame.allSatisfy { TerminalColumns.width(of: $0.text) <= width }, "\(width): \(frame.map(\.text))")
      #expect(frame.allSatisfy { TerminalColumns.width(of: $0.fitted(to: width)) == width })
    }
    #expect(table.frame(width: 20, height: 6).map(\.text).contains { $0.contains("漢字テスト漢") })
  }
}
