@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// The rest of UIKit's diffable API: section-snapshot operations, the async and any-isolation applies,
/// row animations and section-snapshot handlers.
@MainActor
@Suite struct DiffableParityTests {
  func makeTable() -> (HeadlessTableView, HeadlessTableViewDiffableDataSource<String, String>) {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    let source = HeadlessTableViewDiffableDataSource<String, String>(tableView: table) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = item
      return cell
    }
    return (table, source)
  }

  @Test func sectionSnapshotsGraftWholeSubtrees() {
    var tree = DiffableDataSourceSectionSnapshot<String>()
    tree.append(["a", "b"])
    var branch = DiffableDataSourceSectionSnapshot<String>()
    branch.append(["x"])
    branch.append(["x1", "x2"], to: "x")
    branch.expand(["x"])
    tree.append(branch, to: "a")
    #expect(tree.items == ["a", "x", "x1", "x2", "b"])
    #expect(tree.parent(of: "x") == "a" && tree.parent(of: "x1") == "x" && tree.isExpanded("x"))
    var before = DiffableDataSourceSectionSnapshot<String>()
    before.append(["p"])
    tree.insert(before, before: "b")
    var after = DiffableDataSourceSectionSnapshot<String>()
    after.append(["z"])
    tree.insert(after, after: "x")
    #expect(tree.items == ["a", "x", "x1", "x2", "z", "p", "b"])
    #expect(tree.parent(of: "z") == "a" && tree.parent(of: "p") == nil)
    #expect(tree.issues.isEmpty)
    tree.expand(["a"])
    #expect(tree.visualDescription() == "+ a\n  + x\n    • x1\n    • x2\n  • z\n• p\n• b")
    #expect(tree.description == "DiffableDataSourceSectionSnapshot(7 items, 7 visible)")

    var fresh = DiffableDataSourceSectionSnapshot<String>()
    fresh.append(["n1", "x1"])
    tree.replace(childrenOf: "a", using: fresh)
    #expect(tree.items == ["a", "n1", "x1", "p", "b"], "x1 was a's descendant, so it may come back")
    #expect(tree.parent(of: "x1") == "a" && !tree.contains("x2") && tree.isExpanded("a"))

    var clash = DiffableDataSourceSectionSnapshot<String>()
    clash.append(["q", "b"])
    tree.append(clash)
    tree.replace(childrenOf: "missing", using: fresh)
    #expect(tree.items == ["a", "n1", "x1", "p", "b"], "nothing is added when an item clashes")
    #expect(
      tree.issues == [
        .duplicateItem("b", operation: "append(_:to:)"),
        .itemNotFound("missing", operation: "replace(childrenOf:using:)"),
      ])
  }

  /// A completion that applies again leaves `snapshot()` at what is shown, with either apply.
  @Test func aChainedApplyLeavesTheSnapshotShown() {
    let (table, source) = makeTable()
    var first = DiffableDataSourceSnapshot<String, String>()
    first.appendSections(["s"])
    first.appendItems(["1", "2", "3"])
    var second = first
    second.appendItems(["4", "5"])
    source.apply(first) { source.apply(second) }
    #expect(table.visibleCells.map(\.text) == ["1", "2", "3", "4", "5"])
    #expect(source.snapshot().itemIdentifiers == ["1", "2", "3", "4", "5"])
    var third = first
    third.deleteItems(["3"])
    source.applySnapshotUsingReloadData(first) { source.applySnapshotUsingReloadData(third) }
    #expect(source.snapshot().itemIdentifiers == ["1", "2"])
    #expect(table.visibleCells.map(\.text) == ["1", "2"])
  }

  /// A cell provider that applies again (re-entrantly, while the view reloads) leaves the snapshot
  /// and the screen in agreement.
  @Test func anApplyFromACellProviderIsShown() {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    var source: HeadlessTableViewDiffableDataSource<String, String>!
    var appliesOnce = true
    source = HeadlessTableViewDiffableDataSource<String, String>(tableView: table) { view, indexPath, item in
      if appliesOnce {
        appliesOnce = false
        var next = source.snapshot()
        next.appendItems(["late"])
        source.apply(next, animatingDifferences: false)
      }
      let cell = view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    source.apply(snapshot, animatingDifferences: false)
    #expect(source.snapshot().itemIdentifiers == ["a", "b", "late"])
    #expect(table.visibleCells.map(\.text) == ["a", "b", "late"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  @Test func asyncAppliesWaitForTheView() async {
    let (table, source) = makeTable()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["1"])
    await source.applySnapshotUsingReloadData(snapshot)
    #expect(table.visibleCells.map(\.text) == ["1"])
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["root"])
    outline.append(["leaf"], to: "root")
    outline.expand(["root"])
    await source.apply(outline, to: "t", animatingDifferences: true)
    #expect(table.visibleCells.map(\.text) == ["1", "root", "leaf"])
  }

  /// `apply` is callable off the main actor, as UIKit's is; the view shows the snapshot on the main
  /// actor, and the completion runs there.
  @Test func applyIsCallableFromAnyIsolation() async {
    let (table, source) = makeTable()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    let applied = snapshot
    let done: Void = await withCheckedContinuation { continuation in
      Task.detached {
        source.apply(applied, animatingDifferences: true) {
          MainActor.assertIsolated()
          continuation.resume()
        }
      }
    }
    _ = done
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
    #expect(source.snapshot().itemIdentifiers == ["a", "b"])
  }

  @Test func theDefaultRowAnimationReachesEachBatch() {
    let (table, source) = makeTable()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a"])
    source.apply(snapshot, animatingDifferences: false)
    table.isInWindow = true
    #expect(source.defaultRowAnimation == .automatic, "UIKit's default")
    snapshot.appendItems(["b"])
    source.apply(snapshot)
    #expect(table.lastBatchAnimation == .automatic)
    source.defaultRowAnimation = .left
    snapshot.deleteItems(["a"])
    source.apply(snapshot)
    #expect(table.lastBatchAnimation == .left)
    #expect(table.visibleCells.map(\.text) == ["b"])
    #expect(table.listViewFailures.isEmpty)
  }

  @Test func toggleExpansionAsksTheSectionSnapshotHandlers() {
    let (table, source) = makeTable()
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit", "locked"])
    outline.append(["apple"], to: "fruit")
    outline.append(["secret"], to: "locked")
    source.apply(outline, to: "main", animatingDifferences: false)
    var log: [String] = []
    source.sectionSnapshotHandlers.shouldExpandItem = { $0 != "locked" }
    source.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
    source.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
    source.sectionSnapshotHandlers.snapshotForExpandingParentItem = { item, current in
      var children = current
      children.append(["\(item) (loaded)"])
      return children
    }
    #expect(!source.toggleExpansion(of: "locked"))
    #expect(!source.toggleExpansion(of: "absent"))
    #expect(source.toggleExpansion(of: "fruit"))
    #expect(table.visibleCells.map(\.text) == ["fruit", "apple", "fruit (loaded)", "locked"])
    #expect(source.dataSource.answers.indentationLevelForRow(at: ItemPath(item: 1, section: 0)) == 1)
    #expect(source.toggleExpansion(of: "fruit"))
    #expect(table.visibleCells.map(\.text) == ["fruit", "locked"])
    #expect(log == ["expand fruit", "collapse fruit"])
    #expect(source.snapshot(for: "main").items == ["fruit", "apple", "fruit (loaded)", "locked", "secret"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }
}

/// A very deep outline applies with every level right (the levels were found in O(depth) per item,
/// so 10,000 levels took seconds; measured by hand, see the commit).
@MainActor
@Suite struct DeepOutlineTests {
  @Test func tenThousandLevels() {
    let table = HeadlessTableView(visibleRowCapacity: 20)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    let source = HeadlessTableViewDiffableDataSource<Int, Int>(tableView: table) { view, indexPath, _ in
      view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
    }
    let depth = 10_000
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([0])
    for level in 1..<depth { outline.append([level], to: level - 1) }
    outline.expand(Array(0..<depth))
    source.apply(outline, to: 0, animatingDifferences: false)
    #expect(source.dataSource.numberOfRows(inSection: 0) == depth)
    for row in [0, 1, 4_999, depth - 1] {
      #expect(source.dataSource.answers.indentationLevelForRow(at: ItemPath(item: row, section: 0)) == row)
    }
  }
}
