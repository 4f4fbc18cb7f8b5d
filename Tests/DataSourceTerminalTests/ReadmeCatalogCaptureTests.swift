import DataSourceKit
import DataSourceTerminal
import Foundation
import Testing

@testable import DataSourceExamples

/// The README shows the catalog as `swift run datasource-examples` draws it: the capture there is the
/// catalog's first frame at 80 × 22, and it stays so.
@MainActor
@Suite struct ReadmeCatalogCaptureTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The catalog's first frame, each line without trailing spaces.
  static func capture() -> String {
    let application = ExampleCatalog.makeApplication(ExampleOptions())
    return application.frame(width: 80, height: 22).map { line in
      String(line.text.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  @Test func theReadmeShowsTheCatalogAsItIsDrawn() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let start = try #require(text.range(of: "<!-- catalog capture: 80 × 22 -->\n```text\n"))
    let end = try #require(text[start.upperBound...].range(of: "\n```"))
    let shown = String(text[start.upperBound..<end.lowerBound])
    let drawn = Self.capture()
    #expect(shown == drawn, "record it again:\n\(drawn)")
  }
}
