@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// Outlines: the section snapshot's tree with Apple's names, and expanding and collapsing it on a
/// headless collection view.
@MainActor
@Suite struct SectionSnapshotTests {
  typealias Outline = DiffableDataSourceSectionSnapshot<String>

  /// A small file tree: Sources (App (main, view), util), Tests (test), README.
  static func tree() -> Outline {
    var outline = Outline()
    outline.append(["Sources", "Tests", "README"])
    outline.append(["App", "util"], to: "Sources")
    outline.append(["main", "view"], to: "App")
    outline.append(["test"], to: "Tests")
    return outline
  }

  @Test func theTreeHasApplesShape() {
    var outline = Self.tree()
    #expect(outline.items == ["Sources", "App", "main", "view", "util", "Tests", "test", "README"])
    #expect(outline.rootItems == ["Sources", "Tests", "README"])
    #expect(outline.visibleItems == ["Sources", "Tests", "README"], "everything starts collapsed")
    outline.expand(["Sources", "App"])
    #expect(outline.visibleItems == ["Sources", "App", "main", "view", "util", "Tests", "README"])
    #expect(outline.isExpanded("App") && !outline.isExpanded("Tests"))
    #expect(outline.parent(of: "main") == "App" && outline.parent(of: "Sources") == nil)
    #expect(outline.level(of: "main") == 2 && outline.level(of: "util") == 1 && outline.level(of: "README") == 0)
    #expect(outline.isVisible("main") && !outline.isVisible("test"))
    #expect(outline.index(of: "util") == 4 && outline.index(of: "nothing") == nil)
    outline.collapse(["Sources"])
    #expect(outline.visibleItems == ["Sources", "Tests", "README"])
    #expect(outline.isExpanded("App"), "a collapsed parent keeps its children's expansion")
    outline.expand(["Sources"])
    #expect(outline.visibleItems == ["Sources", "App", "main", "view", "util", "Tests", "README"])
    #expect(outline.issues.isEmpty)
  }

  @Test func subtreesAndEdits() {
    var outline = Self.tree()
    outline.expand(["App"])
    let sources = outline.snapshot(of: "Sources")
    #expect(sources.rootItems == ["App", "util"])
    #expect(sources.visibleItems == ["App", "main", "view", "util"], "expansion travels with the subtree")
    #expect(outline.snapshot(of: "Sources", includingParent: true).rootItems == ["Sources"])
    #expect(outline.snapshot(of: "missing").items.isEmpty)

    outline.insert(["Package"], before: "Sources")
    outline.insert(["model"], after: "main")
    #expect(outline.items == ["Package", "Sources", "App", "main", "model", "view", "util", "Tests", "test", "README"])
    #expect(outline.parent(of: "model") == "App")
    outline.delete(["App"])
    #expect(outline.items == ["Package", "Sources", "util", "Tests", "test", "README"])
    #expect(!outline.contains("main") && !outline.isExpanded("App"), "a delete takes the subtree")
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func mistakesAreRecordedNotCrashes() {
    var outline = Self.tree()
    outline.append(["main"], to: "Tests")
    outline.append(["x"], to: "missing")
    outline.expand(["ghost"])
    outline.insert(["y"], before: "ghost")
    outline.delete(["ghost"])
    #expect(
      outline.issues == [
        .duplicateItem("main", operation: "append(_:to:)"),
        .itemNotFound("missing", operation: "append(_:to:)"),
        .itemNotFound("ghost", operation: "expand(_:)"),
        .itemNotFound("ghost", operation: "insert(_:before:)"),
        .itemNotFound("ghost", operation: "delete(_:)"),
      ])
    #expect(outline.items == Self.tree().items, "nothing changed")
  }

  /// A file tree on a headless collection view, with a header.
  @MainActor final class Browser {
    let view = HeadlessCollectionView(visibleItemCapacity: 20)
    let source: HeadlessCollectionViewDiffableDataSource<String, String>

    init() {
      view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      source = HeadlessCollectionViewDiffableDataSource(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        cell.text = item
        return cell
      }
      var files = DiffableDataSourceSnapshot<String, String>()
      files.appendSections(["files"])
      source.apply(files, animatingDifferences: false)
      source.apply(SectionSnapshotTests.tree(), to: "files", animatingDifferences: false)
    }

    var shown: [String?] {
      (0..<view.numberOfItems(inSection: 0)).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.text }
    }

    func toggle(_ item: String) {
      var outline = source.snapshot(for: "files")
      if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
      source.apply(outline, to: "files")
    }
  }

  @Test func expandingInsertsAndCollapsingDeletesOnly() throws {
    let browser = Browser()
    #expect(browser.shown == ["Sources", "Tests", "README"])
    browser.toggle("Sources")
    var batch = try #require(browser.view.lastBatch)
    #expect(batch.rowInserts == 2 && batch.operations.count == 2, "expanding inserts the children, nothing else")
    #expect(browser.shown == ["Sources", "App", "util", "Tests", "README"])
    browser.toggle("App")
    #expect(browser.shown == ["Sources", "App", "main", "view", "util", "Tests", "README"])

    browser.toggle("Sources")
    batch = try #require(browser.view.lastBatch)
    #expect(batch.rowDeletes == 4 && batch.operations.count == 4, "collapsing deletes the shown descendants only")
    #expect(browser.shown == ["Sources", "Tests", "README"])

    browser.toggle("Sources")
    batch = try #require(browser.view.lastBatch)
    #expect(batch.rowInserts == 4 && batch.operations.count == 4, "App was still expanded: its children come back")
    #expect(browser.shown == ["Sources", "App", "main", "view", "util", "Tests", "README"])
    #expect(browser.view.listViewFailures.isEmpty && browser.source.dataSource.failures.isEmpty)
  }

  @Test func levelsAreIndentation() {
    let browser = Browser()
    browser.toggle("Sources")
    browser.toggle("App")
    let levels = (0..<7).map {
      browser.source.dataSource.answers.indentationLevelForRow(at: ItemPath(item: $0, section: 0))
    }
    #expect(levels == [0, 1, 2, 2, 1, 0, 0])
    // A full snapshot that replaces the section's items forgets the outline and its levels.
    var flat = DiffableDataSourceSnapshot<String, String>()
    flat.appendSections(["files"])
    flat.appendItems(["main", "Sources"])
    browser.source.apply(flat)
    #expect(browser.source.snapshot(for: "files").rootItems == ["main", "Sources"])
    #expect(browser.source.dataSource.answers.indentationLevelForRow(at: ItemPath(item: 0, section: 0)) == 0)
  }
}
