import Foundation
import Testing

/// The glossary names every public type of the modules DataSourceKit re-exports: a type made public
/// without a line there fails here.
@Suite struct GlossaryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The names of the top-level public types declared under `directory`.
  func publicTypes(under directory: URL) throws -> Set<String> {
    // The indentation is captured: a top-level type is indented two spaces per `#if` around it.
    let declaration = try Regex(
      #"(?m)^( *)(?:@[A-Za-z]+\s+)*(?:public|open)\s+(?:final\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z]+)"#
    )
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) {
        let before = text[..<match.range.lowerBound].split(separator: "\n")
        let depth = before.count { $0.hasPrefix("#if") } - before.count { $0.hasPrefix("#endif") }
        guard let indent = match.output[1].substring, indent.count == 2 * depth,
          let name = match.output[2].substring
        else { continue }
        names.insert(String(name))
      }
    }
    return names
  }

  @Test func everyPublicTypeIsNamed() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let glossary = try String(
      contentsOf: sources.appendingPathComponent("DataSourceKit/DataSourceKit.docc/Glossary.md"), encoding: .utf8)
    var types: Set<String> = []
    for module in [
      "DataSourceCore", "DataSourceInteraction", "DataSourceStorage", "DataSourceDiffable", "DataSourceUIKit",
    ] {
      types.formUnion(try publicTypes(under: sources.appendingPathComponent(module)))
    }
    #expect(types.contains("DataSource") && types.contains("TableViewAdapter"), "found \(types.sorted())")
    let named = try Regex(#"`+([A-Za-z]+)`+"#)
    let mentioned = Set(glossary.matches(of: named).compactMap { $0.output[1].substring.map(String.init) })
    #expect(types.subtracting(mentioned).isEmpty, "public types the glossary does not name")
  }
}
