import DataSourceTestSupport
import Foundation
import Testing

/// Every Swift block of the README and the DocC articles compiles against the package as built for
/// these tests, so none can drift from the API. The blocks of one document are typechecked together,
/// in order, as one script (later blocks use what earlier ones declare), after a prelude that
/// declares what the prose assumes (a table, some models). Package-manifest fragments, and blocks
/// that open with a comment saying they need UIKit or Apple platforms only (Core Data, SwiftData),
/// are not Swift this machine can compile.
@Suite struct DocumentationBlockTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// What each document assumes but does not declare.
  static let preludes: [String: String] = [
    "README.md": "",
    // `dataSource` is the README's: a data source shown by a view.
    "Sources/DataSourceKit/DataSourceKit.docc/MoreQuickStarts.md": """
    import DataSourceKit
    let dataSource = DataSource()
    """,
    "Sources/DataSourceCore/DataSourceCore.docc/GettingStartedWithDataSource.md": """
    final class PersonCell: UITableViewCell {}
    func open(_ person: Person) {}
    let friends: [Person] = []
    let tableView = UITableView(frame: .zero)
    let newSections: [Section] = []
    """,
    "Sources/DataSourceDiff/DataSourceDiff.docc/GettingStartedWithDataSourceDiff.md": """
    import DataSourceDiff
    let oldContacts: [Contact] = []
    let newContacts: [Contact] = []
    """,
    "Sources/DataSourceTesting/DataSourceTesting.docc/TestingTableViewUpdates.md": "import Testing",
    "Sources/DataSourceDiffable/DataSourceDiffable.docc/ComingFromUITableViewDiffableDataSource.md": """
    struct Contact: Identifiable, Sendable { let id: Int; var name: String }
    """,
    "Sources/DataSourceCore/DataSourceCore.docc/ComingFromAllaboutappsDataSource.md": """
    final class TextCell: UITableViewCell {}
    struct TextField: Identifiable, Hashable, Diffable { var id: String; var value: String }
    struct Switch: Identifiable, Hashable, Diffable { var id: String; var isOn: Bool }
    struct Person: Identifiable, Hashable, Diffable { var id: Int; var name: String }
    let tableView = UITableView(frame: .zero)
    """,
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/BuildingAScreen.md": "",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/UIKitEntryPoints.md": "",
    "Sources/DataSourceStorage/DataSourceStorage.docc/ComingFromDTModelStorage.md": """
    final class TextCell: UITableViewCell {}
    struct Todo: Identifiable, Hashable, Diffable { var id: Int; var title: String; var isDone: Bool }
    let tableView = UITableView(frame: .zero)
    """,
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/SwiftUICells.md": """
    struct Note: Identifiable, Hashable, Sendable, Diffable { var id: Int; var title: String; var isDone = false }
    typealias NoteCell = UITableViewCell
    """,
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/SwipeActionsAndMenus.md": "",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/AnimatingAndSizingRows.md": "",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/EmptyStates.md": "",
    "Sources/DataSourceKit/DataSourceKit.docc/ModelsInAnXcode26App.md": "",
    // Its file blocks are the catalog's files (SharedNotesTests checks them): imported, not pasted.
    "Sources/DataSourceKit/DataSourceKit.docc/OneDataSourceEverywhere.md": "import DataSourceExamples",
  ]

  /// Documents whose blocks are app code: they compile against the stand-in's UIKit names and the
  /// adapters built on it (`import UIKit` means those), never against a headless view's, so a name
  /// only the headless views have fails here as it would in an app. (The real SDKs compile the same
  /// blocks outside CI.) The others are platform-neutral or test code.
  static let uikitDocuments: Set<String> = [
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/BuildingAScreen.md",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/UIKitEntryPoints.md",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/SwiftUICells.md",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/SwipeActionsAndMenus.md",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/AnimatingAndSizingRows.md",
    "Sources/DataSourceUIKit/DataSourceUIKit.docc/EmptyStates.md",
    "Sources/DataSourceKit/DataSourceKit.docc/OneDataSourceEverywhere.md",
    "Sources/DataSourceCore/DataSourceCore.docc/GettingStartedWithDataSource.md",
    "Sources/DataSourceCore/DataSourceCore.docc/ComingFromAllaboutappsDataSource.md",
    "Sources/DataSourceStorage/DataSourceStorage.docc/ComingFromDTModelStorage.md",
    "Sources/DataSourceDiffable/DataSourceDiffable.docc/ComingFromUITableViewDiffableDataSource.md",
  ]

  /// The script made of a document's blocks: imports first, then the rest in order.
  static func script(of markdown: String, prelude: String, uikit: Bool = false) -> (script: String, blocks: Int) {
    var imports: [String] = []
    var body: [String] = []
    var blocks = 0
    for block in markdown.components(separatedBy: "```swift\n").dropFirst() {
      let code = block.components(separatedBy: "```")[0]
      // A block inside a list is indented.
      let first = (code.split(separator: "\n").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
      if first.hasPrefix(".package") || first.hasPrefix("// Package.swift") || first.contains("Apple platforms only")
        || first.contains("does not compile here") || first.hasPrefix("// Sources/")
        || (!uikit && first.contains("UIKit"))
      {
        continue
      }
      blocks += 1
      for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
        if uikit && line == "import UIKit" {
          imports += ["import Foundation", "import UIKitAdapterCheck", "import UIKitStandIn"]
        } else if line.hasPrefix("import ") {
          // The tests see DataSourceGRDB's files through DataSourceGRDBLocal (no trait needed).
          imports.append(line == "import DataSourceGRDB" ? "import DataSourceGRDBLocal" : String(line))
        } else {
          body.append(String(line))
        }
      }
    }
    let preludeLines = prelude.split(separator: "\n").map(String.init)
    if uikit {
      imports += ["import DataSourceKit", "import Foundation", "import UIKitAdapterCheck", "import UIKitStandIn"]
    }
    let allImports = Set(imports + preludeLines.filter { $0.hasPrefix("import ") }).sorted()
    let rest = preludeLines.filter { !$0.hasPrefix("import ") }
    return ((allImports + rest + body).joined(separator: "\n") + "\n", blocks)
  }

  /// The directory holding the modules of this debug build.
  static func modulesDirectory() -> URL? {
    let build = root.appendingPathComponent(".build")
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    for triple in triples.sorted() {
      let modules = build.appendingPathComponent(triple).appendingPathComponent("debug/Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("DataSourceKit.swiftmodule").path) {
        return modules
      }
    }
    return nil
  }

  /// The settings Xcode 26 gives a new app target: main-actor isolation by default, and the
  /// upcoming features of "approachable concurrency" that change what app code means.
  static let xcode26AppSettings = [
    "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
  ]

  /// Each document's blocks compile as plain Swift 6, and as the code of a new Xcode 26 app target,
  /// where its models are main-actor isolated.
  @Test(arguments: preludes.keys.sorted(), [false, true])
  func blocksCompile(_ document: String, asXcode26App: Bool) throws {
    let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let (script, blocks) = Self.script(
      of: markdown, prelude: Self.preludes[document]!, uikit: Self.uikitDocuments.contains(document))
    #expect(blocks > 0, "\(document) has Swift blocks to compile")
    let (status, output) = try Self.typecheck(script, settings: asXcode26App ? Self.xcode26AppSettings : [])
    let mode = asXcode26App ? " as an Xcode 26 app target's code" : ""
    #expect(status == 0, "\(document) does not compile\(mode):\n\(output)\n--- script ---\n\(script)")
  }

  /// Compiles `script` as a main file against the debug build's modules, with `settings` added: the
  /// exit status and what the compiler printed.
  static func typecheck(_ script: String, settings: [String] = []) throws -> (status: Int32, output: String) {
    let modules = try #require(Self.modulesDirectory(), "no debug build of DataSourceKit under .build")
    let directory = try TemporaryDirectory(prefix: "doc-blocks")
    defer { withExtendedLifetime(directory) {} }
    let file = directory.url.appendingPathComponent("main.swift")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let moduleMap = Self.root.appendingPathComponent(".build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
    return try runProcess(
      "/usr/bin/env",
      [
        // Compiled to an object file, not only type-checked: the data-race checks run only then.
        "swiftc", "-c", "-o", directory.path("main.o"), "-swift-version", "6", "-I", modules.path,
        "-Xcc", "-fmodule-map-file=\(moduleMap.path)", "-module-cache-path",
        directory.path("cache"),
        file.path,
      ] + settings)
  }

  /// An app block compiles against UIKit's names: a name only a headless cell has (`text`) fails it,
  /// while the same descriptor with the content configuration both cells have compiles.
  @Test func aHeadlessOnlyNameFailsAnAppBlock() throws {
    func appBlock(_ body: String) -> String {
      Self.script(
        of: "```swift\nimport UIKit\nlet notes = CellDescriptor<String, UITableViewCell>()\n\(body)\n```\n",
        prelude: "", uikit: true
      ).script
    }
    let headless = try Self.typecheck(appBlock("  .configure { note, cell, _ in cell.text = note }"))
    #expect(headless.status != 0)
    #expect(headless.output.contains("has no member 'text'"), "\(headless.output)")
    let uikit = try Self.typecheck(
      appBlock(
        """
          .configure { note, cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = note
            cell.contentConfiguration = content
          }
        """))
    #expect(uikit.status == 0, "\(uikit.output)")
  }

  /// Using DataSourceGRDB without its package trait says what to do, not "cannot find type".
  @Test func withoutTheTraitTheStorageSaysWhatToDo() throws {
    let (status, output) = try Self.typecheck(
      """
      import DataSourceGRDB
      func make() { _ = DatabaseStorage<Int, String>.self }
      """)
    #expect(status != 0)
    #expect(output.contains("needs DataSourceKit's SQLite package trait"), "\(output)")
  }
}
