@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// An apply keeps the rows of the items that stay (see `DiffableDataSource.show`). These check that
/// it keeps them, and that a kept row never shows another item or stale content: after reloads,
/// reconfigures, user moves and random snapshots, every cell shows the item the snapshot puts there.
@MainActor
@Suite struct DiffableRowReuseTests {
  final class Texts {
    /// What the cell provider shows for an item: its name and how often it was configured.
    var configured: [String: Int] = [:]
  }

  func makeTable() -> (HeadlessTableView, HeadlessTableViewDiffableDataSource<String, String>, Texts) {
    let texts = Texts()
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    let source = HeadlessTableViewDiffableDataSource<String, String>(tableView: table) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = item
      texts.configured[item, default: 0] += 1
      return cell
    }
    return (table, source, texts)
  }

  func snapshot(_ sections: [(String, [String])]) -> DiffableDataSourceSnapshot<String, String> {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// The row box shown at each path, section by section.
  func boxes(_ source: HeadlessTableViewDiffableDataSource<String, String>) -> [[ObjectIdentifier]] {
    source.dataSource.displayedSections.map { $0.elements.map { ObjectIdentifier($0.box) } }
  }

  /// Every cell on screen shows the item the snapshot holds at its path.
  func expectCellsMatch(
    _ table: HeadlessTableView, _ snapshot: DiffableDataSourceSnapshot<String, String>,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var expected: [String] = []
    var shown: [String] = []
    for (s, section) in snapshot.sectionIdentifiers.enumerated() {
      for (i, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
        expected.append(item)
        shown.append(table.cellForRow(at: IndexPath(row: i, section: s))?.text ?? "<no cell>")
      }
    }
    #expect(shown == expected, comment, sourceLocation: sourceLocation)
  }

  @Test func stayingItemsKeepTheirRows() {
    let (table, source, _) = makeTable()
    source.apply(snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
    let before = boxes(source)[0]
    // "b" leaves, "e" arrives, "a" moves to the end.
    let next = snapshot([("s", ["c", "d", "e", "a"])])
    source.apply(next)
    let after = boxes(source)[0]
    #expect(after[0] == before[2] && after[1] == before[3], "c and d keep their rows")
    expectCellsMatch(table, next)
    #expect(source.dataSource.failures.isEmpty)
  }

  @Test func aReconfiguredItemIsConfiguredAgainAndLaterAppliesStayRight() {
    let (table, source, texts) = makeTable()
    source.apply(snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
    let configuredBefore = texts.configured["b"] ?? 0
    var next = snapshot([("s", ["a", "b", "c"])])
    next.reconfigureItems(["b"])
    source.apply(next)
    #expect((texts.configured["b"] ?? 0) > configuredBefore, "the reconfigured item was configured again")
    var reloaded = snapshot([("s", ["c", "a", "b"])])
    reloaded.reloadItems(["a"])
    source.apply(reloaded)
    expectCellsMatch(table, reloaded)
    // Reloads and reconfigures are passed as intent, not as versions in the rows: rows stay kept.
    source.apply(snapshot([("s", ["c", "d"])]))
    let kept = boxes(source)[0][0]
    let last = snapshot([("s", ["x", "c", "d"])])
    source.apply(last)
    #expect(boxes(source)[0][1] == kept, "c keeps its row")
    expectCellsMatch(table, last)
    #expect(source.dataSource.failures.isEmpty)
  }

  /// A reload gives the item a new cell and a reconfigure keeps its cell, also when the same apply
  /// moves it, and neither makes a row anew.
  @Test func aReloadGetsANewCellAndAReconfigureKeepsItsCell() {
    let (table, source, texts) = makeTable()
    source.apply(snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
    let rowsBefore = boxes(source)[0]
    let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
    var reconfigured = snapshot([("s", ["a", "b", "c"])])
    reconfigured.reconfigureItems(["b"])
    let configured = texts.configured["b"] ?? 0
    source.apply(reconfigured)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB, "a reconfigure keeps the cell")
    #expect(texts.configured["b"] == configured + 1)
    #expect(boxes(source)[0] == rowsBefore, "no row is made anew")
    // "b" moves to the front and is reloaded in the same apply.
    var reloaded = snapshot([("s", ["b", "a", "c"])])
    reloaded.reloadItems(["b"])
    source.apply(reloaded)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== cellB, "a reload gives a new cell")
    #expect(texts.configured["b"] == configured + 2)
    expectCellsMatch(table, reloaded)
    #expect(source.dataSource.failures.isEmpty && table.listViewFailures.isEmpty)
  }

  /// A section reload gives each of its items a new cell, also when the same apply moves the
  /// section, and leaves the other sections' cells and every row alone.
  @Test func aSectionReloadGivesItsItemsNewCells() {
    let (table, source, _) = makeTable()
    source.apply(snapshot([("s", ["a", "b"]), ("t", ["c"])]), animatingDifferences: false)
    let rowsBefore = boxes(source)
    let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let cellC = table.cellForRow(at: IndexPath(row: 0, section: 1))
    var next = snapshot([("t", ["c"]), ("s", ["a", "b"])])
    next.reloadSections(["s"])
    source.apply(next)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) !== cellA, "the reloaded section's cells are new")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC, "the other section keeps its cell")
    #expect(Set(boxes(source).joined()) == Set(rowsBefore.joined()), "no row is made anew")
    expectCellsMatch(table, next)
    #expect(source.dataSource.failures.isEmpty && table.listViewFailures.isEmpty)
  }

  @Test func aUserMoveKeepsRowsInStepWithTheSnapshot() throws {
    let (table, source, _) = makeTable()
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.apply(snapshot([("s", ["a", "b", "c"]), ("t", ["d", "e"])]), animatingDifferences: false)
    #expect(try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)))
    #expect(source.snapshot().itemIdentifiers(inSection: "t") == ["d", "a", "e"])
    // Applying what is shown, then a change, must keep each row with its own item.
    let next = snapshot([("s", ["c", "b"]), ("t", ["d", "a", "e", "f"])])
    source.apply(next)
    expectCellsMatch(table, next)
    #expect(source.dataSource.failures.isEmpty)
  }

  /// Random snapshots over a small alphabet (inserts, deletes, moves, section changes, reloads,
  /// reconfigures) and random user moves: after each apply, every cell shows its snapshot item, and
  /// the headless table accepted every batch.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func randomAppliesAlwaysShowTheSnapshot(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let (table, source, _) = makeTable()
    source.reorderingHandlers.canReorderItem = { _ in true }
    let alphabet = (0..<10).map { "i\($0)" }
    for round in 0..<(60 * propertyScale) {
      var pool = alphabet.shuffled(using: &rng).prefix(rng.int(0...9))
      var sections: [(String, [String])] = []
      for name in ["s", "t", "u"].shuffled(using: &rng).prefix(rng.int(1...3)) {
        let take = min(pool.count, rng.int(0...5))
        sections.append((name, Array(pool.prefix(take))))
        pool = pool.dropFirst(take)
      }
      var next = snapshot(sections)
      let items = next.itemIdentifiers
      if !items.isEmpty, rng.chance(0.3) { next.reconfigureItems([items.randomElement(using: &rng)!]) }
      if !items.isEmpty, rng.chance(0.2) { next.reloadItems([items.randomElement(using: &rng)!]) }
      if rng.chance(0.2) { next.reloadSections([next.sectionIdentifiers.randomElement(using: &rng)!]) }
      source.apply(next, animatingDifferences: rng.chance(0.8))
      expectCellsMatch(table, next, "seed \(seed), round \(round)")
      let shown = source.snapshot()
      if rng.chance(0.3), let section = shown.sectionIdentifiers.indices.randomElement(using: &rng),
        !shown.itemIdentifiers(inSection: shown.sectionIdentifiers[section]).isEmpty
      {
        let from = IndexPath(row: 0, section: section)
        let to = shown.sectionIdentifiers.indices.randomElement(using: &rng)!
        let count = shown.itemIdentifiers(inSection: shown.sectionIdentifiers[to]).count
        _ = try table.dragRow(
          at: from, to: IndexPath(row: rng.int(0...max(0, count - (to == section ? 1 : 0))), section: to))
        expectCellsMatch(table, source.snapshot(), "after a user move, seed \(seed), round \(round)")
      }
    }
    #expect(source.dataSource.failures.isEmpty)
  }
}
