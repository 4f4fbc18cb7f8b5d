import DataSourceKit
import DataSourceTerminal
import Testing

@testable import DataSourceExamples

/// A status or title too long for the window is cut with `…`, never mid-word without a mark.
@MainActor
@Suite struct StatusLineTests {
  final class Wordy: ExampleScreen {
    init() { super.init(title: "A screen with a rather long title indeed") }
    override var status: String { "read-only: not the demo's file, nothing is changed" }
  }

  @Test func aLongStatusEndsInAnEllipsis() {
    let application = TerminalApplication(root: Wordy())
    let titleWidth = " DataSourceKit · A screen with a rather long title indeed".count
    for width in [24, 40, 80] {
      let frame = application.frame(width: width, height: 10)
      let status = frame[frame.count - 2].text
      #expect(TerminalColumns.width(of: status) <= width, "\(width): \(status)")
      let fits = width >= 1 + "read-only: not the demo's file, nothing is changed".count
      #expect(status.hasSuffix("…") != fits, "\(width): \(status)")
      #expect(frame[0].text.hasSuffix("…") == (width < titleWidth), "\(width): \(frame[0].text)")
    }
    #expect(TerminalLine("abc").ellipsized(to: 3).text == "abc")
    #expect(TerminalLine("abcd").ellipsized(to: 3).text == "ab…")
    #expect(TerminalLine("日本語").ellipsized(to: 4).text == "日…", "wide characters count two columns")
  }

  @Test func aCutLineEndsAfterAWholeWord() {
    #expect(
      TerminalLine("0 tasks · not open · ⚠ cannot open: file").ellipsized(to: 30).text
        == "0 tasks · not open · ⚠ cannot…")
    #expect(
      TerminalLine("Enter done · d delete · w writer").ellipsized(to: 20).text == "Enter done · d…",
      "no separator hangs")
    #expect(TerminalLine("one two").ellipsized(to: 7).text == "one two")
    #expect(TerminalLine("a verylongwordindeed").ellipsized(to: 12).text == "a verylongw…", "a long word is cut inside")
  }

  /// Every width from 20 to 120: the bars of every catalog screen end on a whole key, never inside one.
  @Test func barsAreCutBetweenWords() {
    for entry in CatalogScreen.entries {
      guard let screen = CatalogScreen.makeExample(entry.id, options: ExampleOptions()) else { continue }
      let application = TerminalApplication(root: CatalogScreen(options: ExampleOptions()))
      application.push(screen)
      let full = application.frame(width: 400, height: 20)
      let words = Set(full[full.count - 1].text.split(separator: " ").map(String.init))
      for width in 20...120 {
        let bar = application.frame(width: width, height: 20).last!.text
        for word in bar.split(separator: " ").map(String.init) where word != "…" && word != "·" {
          let whole = word.hasSuffix("…") ? String(word.dropLast()) : word
          #expect(words.contains(whole), "\(entry.id) at \(width): \(word) in \(bar)")
        }
      }
    }
  }
}
