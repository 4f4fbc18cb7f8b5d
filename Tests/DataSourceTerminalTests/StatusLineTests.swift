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
}
