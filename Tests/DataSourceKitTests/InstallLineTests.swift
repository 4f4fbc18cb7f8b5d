import DataSourceTestSupport
import Foundation
import Testing

/// One install line everywhere: every `.package(url:…)` a user can copy (the README, the DocC
/// articles, the compiler's messages for a missing trait) names the README's URL and requirement.
@Suite struct InstallLineTests {
  /// The files a user copies an install line from.
  static func sources() throws -> [URL] {
    let root = DocumentationBlockTests.root
    var files = [root.appendingPathComponent("README.md")]
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "md" || url.lastPathComponent.hasSuffix("WithoutTrait.swift") { files.append(url) }
    }
    return files
  }

  /// The URL and requirement of each `.package(url: …)` in `text` (escaped quotes read as quotes).
  static func installLines(in text: String) -> [String] {
    let text = text.replacingOccurrences(of: "\\\"", with: "\"")
    var lines: [String] = []
    var rest = text[...]
    while let start = rest.range(of: ".package(url: ") {
      let after = rest[start.upperBound...]
      let end = after.range(of: ", traits:")?.lowerBound ?? after.range(of: ")")?.lowerBound ?? after.endIndex
      lines.append(String(after[..<end]).trimmingCharacters(in: CharacterSet(charactersIn: ", ")))
      rest = after
    }
    return lines
  }

  @Test func everyInstallLineIsTheReadmes() throws {
    let readme = try String(
      contentsOf: DocumentationBlockTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let expected = try #require(Self.installLines(in: readme).first)
    #expect(expected == #""https://github.com/DataSourceKit/DataSourceKit.git", branch: "main""#)
    var seen = 0
    for file in try Self.sources() {
      for line in Self.installLines(in: try String(contentsOf: file, encoding: .utf8)) {
        seen += 1
        #expect(line == expected, "\(file.lastPathComponent): \(line)")
      }
    }
    #expect(seen >= 6, "the README, the GRDB and snapshot articles and the trait messages")
  }
}
