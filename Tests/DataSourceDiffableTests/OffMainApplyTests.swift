import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// An apply made off the main actor makes its rows and its diff where it is called; the main actor
/// performs the planned batch, or plans again when what is shown changed meanwhile. Either way both
/// headless views accept every batch and show the snapshot applied last.
@MainActor @Suite struct OffMainApplyTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// A table and a collection view, each with a diffable data source whose cells show their item.
  @MainActor struct Views {
    let table = HeadlessTableView()
    let collection = HeadlessCollectionView()
    let tableSource: HeadlessTableViewDiffableDataSource<String, Int>
    let collectionSource: HeadlessCollectionViewDiffableDataSource<String, Int>

    init() {
      // Every row on screen, so that every row has a cell to read.
      table.visibleRowCapacity = 100
      collection.visibleItemCapacity = 100
      table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
      collection.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "c")
      tableSource = HeadlessTableViewDiffableDataSource(tableView: table) { view, path, item in
        let cell = view.dequeueReusableCell(withIdentifier: "c", for: path)
        cell.text = "\(item)"
        return cell
      }
      collectionSource = HeadlessCollectionViewDiffableDataSource(collectionView: collection) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "c", for: path)
        cell.text = "\(item)"
        return cell
      }
    }

    /// What each view shows, section by section.
    var shown: (table: [[String]], collection: [[String]]) {
      let table = (0..<self.table.numberOfSections).map { s in
        (0..<self.table.numberOfRows(inSection: s)).map {
          self.table.cellForRow(at: IndexPath(row: $0, section: s))?.text ?? "<none>"
        }
      }
      let collection = (0..<self.collection.numberOfSections).map { s in
        (0..<self.collection.numberOfItems(inSection: s)).map {
          self.collection.cellForItem(at: IndexPath(item: $0, section: s))?.text ?? "<none>"
        }
      }
      return (table, collection)
    }

    /// Checks that both views show `snapshot` and met no failure.
    func expectShowing(_ snapshot: Snapshot, _ comment: Comment? = nil) {
      let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map { "\($0)" } }
      #expect(tableSource.snapshot() == snapshot && collectionSource.snapshot() == snapshot, comment)
      #expect(shown.table == expected, comment)
      #expect(shown.collection == expected, comment)
      #expect(table.listViewFailures.isEmpty && collection.listViewFailures.isEmpty, comment)
    }
  }

  static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// Waits until the main actor ran what an apply off it queued.
  static func waitUntil(_ condition: @MainActor () -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !condition(), ContinuousClock.now < deadline { await Task.yield() }
  }

  @Test func anApplyFromAnotherTaskIsDiffedThereAndPerformedAsPlanned() async {
    let views = Views()
    let first = Self.snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
    views.tableSource.apply(first, animatingDifferences: false, completion: nil)
    views.collectionSource.apply(first, animatingDifferences: false, completion: nil)
    let second = Self.snapshot([("b", [5, 4, 6]), ("a", [3, 1])])
    let (table, collection) = (views.tableSource, views.collectionSource)
    await Task.detached {
      table.apply(second)
      collection.apply(second)
    }.value
    await Self.waitUntil { table.snapshot() == second && collection.snapshot() == second }
    views.expectShowing(second)
    #expect(table.dataSource.plannedUpdates == (used: 1, declined: 0))
    #expect(collection.dataSource.plannedUpdates == (used: 1, declined: 0))
  }

  /// Blocks the main actor until `body`, run on another thread, returns: nothing the main actor
  /// queued meanwhile runs.
  nonisolated static func runElsewhereAndWait(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      body()
      done.signal()
    }
    done.wait()
  }

  @Test func anApplyPlannedBeforeAMainActorApplyIsPlannedAgainAndShownLast() async {
    let views = Views()
    views.tableSource.apply(Self.snapshot([("a", [1, 2])]), animatingDifferences: false, completion: nil)
    views.collectionSource.apply(Self.snapshot([("a", [1, 2])]), animatingDifferences: false, completion: nil)
    let planned = Self.snapshot([("a", [2, 3]), ("b", [9])])
    let (table, collection) = (views.tableSource, views.collectionSource)
    // Planned from [1, 2] while the main actor waits; its install is queued behind this test.
    Self.runElsewhereAndWait {
      table.apply(planned)
      collection.apply(planned)
    }
    // Shown before the queued installs run: they find another state than the one they planned from.
    let meanwhile = Self.snapshot([("b", [9, 1]), ("c", [7])])
    table.apply(meanwhile, animatingDifferences: true, completion: nil)
    collection.apply(meanwhile, animatingDifferences: true, completion: nil)
    views.expectShowing(meanwhile)
    await Self.waitUntil { table.snapshot() == planned && collection.snapshot() == planned }
    views.expectShowing(planned)
    #expect(table.dataSource.plannedUpdates == (used: 0, declined: 1))
    #expect(collection.dataSource.plannedUpdates == (used: 0, declined: 1))
  }

  @Test func theAsyncApplyDiffsOffTheMainActor() async {
    let views = Views()
    await views.tableSource.apply(Self.snapshot([("a", [1, 2, 3])]))
    await views.collectionSource.apply(Self.snapshot([("a", [1, 2, 3])]))
    let next = Self.snapshot([("a", [3, 2]), ("z", [1])])
    await views.tableSource.apply(next)
    await views.collectionSource.apply(next)
    views.expectShowing(next)
    // The first apply reloads everything (the views never loaded): the second is the planned one.
    #expect(views.tableSource.dataSource.plannedUpdates == (used: 1, declined: 0))
    #expect(views.collectionSource.dataSource.plannedUpdates == (used: 1, declined: 0))
  }

  /// Random snapshots applied in turn from another task, from the main actor and awaited: each is
  /// shown in full by both views, through batches both accept.
  @Test func randomAppliesFromEveryWhereShowTheLastSnapshot() async {
    var rng = SplitMix64(seed: 0x0FF_A1A)
    let views = Views()
    let (table, collection) = (views.tableSource, views.collectionSource)
    for step in 0..<40 {
      var snapshot = Snapshot()
      var pool = Array(0..<30)
      for section in ["a", "b", "c"] where rng.int(0...3) > 0 {
        snapshot.appendSections([section])
        let count = rng.int(0...8)
        pool.shuffle(using: &rng)
        snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
        pool.removeFirst(count)
      }
      let target = snapshot
      switch rng.int(0...2) {
      case 0:
        await Task.detached {
          table.apply(target)
          collection.apply(target)
        }.value
        await Self.waitUntil { table.snapshot() == target && collection.snapshot() == target }
      case 1:
        table.apply(target, animatingDifferences: true, completion: nil)
        collection.apply(target, animatingDifferences: true, completion: nil)
      default:
        await table.apply(target)
        await collection.apply(target)
      }
      views.expectShowing(target, "step \(step)")
    }
  }
}
