import DataSourceTestSupport
import Foundation
import Testing

/// Every link a reader follows leads somewhere: the README's relative links name files of the
/// repository, every DocC article the README names by its title is a link, and the DocC articles
/// link only to symbols, other articles or absolute URLs (a relative path resolves nowhere there).
@Suite struct DocumentationLinkTests {
  static let root = DocumentationBlockTests.root

  /// The `(text, target)` of each Markdown link `[text](target)` in `markdown`.
  static func links(in markdown: String) -> [(text: String, target: String)] {
    let pattern = /\[([^\]\n]*(?:\n[^\]\n]*)?)\]\(([^)\s]+)\)/
    return markdown.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
  }

  /// Each DocC article's title and its path from the root.
  static func articles() throws -> [(title: String, path: String)] {
    var result: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "md", url.deletingLastPathComponent().pathExtension == "docc" else { continue }
      let first = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
      guard first.hasPrefix("# "), !first.hasPrefix("# ``") else { continue }
      result.append((String(first.dropFirst(2)), String(url.path.dropFirst(root.path.count + 1))))
    }
    return result
  }

  @Test func theReadmesRelativeLinksNameFiles() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let relative = Self.links(in: readme).filter { !$0.target.contains("://") }
    #expect(relative.count >= 15)
    for link in relative {
      let path = String(link.target.split(separator: "#", maxSplits: 1).first ?? "")
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
        "README links \(link.target), which is not a file")
    }
  }

  @Test func everyArticleTheReadmeNamesIsALinkToIt() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let flat = readme.replacingOccurrences(of: "\n", with: " ")
    let links = Self.links(in: readme)
    for article in try Self.articles() where flat.contains("*\(article.title)*") {
      #expect(
        links.contains { $0.text == "*\(article.title)*" && $0.target == article.path },
        "the README names *\(article.title)* without linking \(article.path)")
    }
  }

  @Test func articlesLinkNoRelativePath() throws {
    for article in try Self.articles() {
      let text = try String(contentsOf: Self.root.appendingPathComponent(article.path), encoding: .utf8)
      for link in Self.links(in: text) where !link.target.contains("://") && !link.target.hasPrefix("doc:") {
        Issue.record("\(article.path) links \(link.target), which DocC cannot resolve")
      }
    }
  }

  /// The Swift Package Index builds the DocC of every module that has a catalog.
  @Test func everyCatalogIsHostedBySwiftPackageIndex() throws {
    let spi = try String(contentsOf: Self.root.appendingPathComponent(".spi.yml"), encoding: .utf8)
    let listed = Set(
      spi.split(separator: "\n").compactMap { line -> String? in
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("- ") && !text.hasSuffix(":") ? String(text.dropFirst(2)) : nil
      })
    let modules = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
    let catalogs = modules.filter {
      FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/\($0)/\($0).docc").path)
    }
    #expect(catalogs.count >= 12)
    #expect(Set(catalogs) == listed, "catalogs \(catalogs.sorted()), listed \(listed.sorted())")
  }
}
