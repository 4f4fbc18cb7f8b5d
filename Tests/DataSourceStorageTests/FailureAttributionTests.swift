import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// A failure UIKit would raise on fails the test whose code made the change, whichever task or
/// storage delivered it to the view: `withKnownIssue` around the change sees it, and it is recorded
/// once.
@MainActor
@Suite struct FailureAttributionTests {
  /// A cell class that nobody registers: its descriptor says `.none`, so every dequeue fails.
  final class UnregisteredCell: HeadlessTableViewCell {}

  /// Waits, by condition, until `table` has met `count` failures, then lets the main actor run the
  /// work queued before this point (where a failure met on another task is recorded).
  func waitForFailures(_ count: Int, on table: HeadlessTableView) async {
    while table.listViewFailures.count < count { await Task.yield() }
    await Task.yield()
  }

  /// Runs `body` inside `withKnownIssue`, counting the issues it sees. A failure met on another
  /// task is recorded later, by the recorder's own main-actor task, so the scope stays open until
  /// `expected` issues arrived (or a minute passed, which only guards against a hang), then lets the
  /// main actor run what is queued so that a second recording of the same failure would be seen.
  /// Returns the runtime warnings the failures wrote.
  @discardableResult
  func expectIssues(_ expected: Int, _ body: () async -> Void) async -> [String] {
    let seen = Counter()
    let warnings = await capturingRuntimeWarnings {
      await withKnownIssue {
        await body()
        let deadline = ContinuousClock.now + .seconds(60)
        while seen.value < expected, ContinuousClock.now < deadline { await Task.yield() }
        for _ in 0..<8 { await Task.yield() }
      } matching: { _ in
        seen.increment()
        return true
      }
    }.warnings
    #expect(seen.value == expected, "each failure is recorded once, in this test")
    return warnings
  }

  /// A count that issue matchers on any thread can add to.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  @Test func aNilCellFromAnApplyOnADetachedTaskIsThisTestsIssue() async {
    let warnings = await expectIssues(1) {
      let table = HeadlessTableView()
      let source = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1])
      await Task.detached { source.apply(snapshot, animatingDifferences: false) }.value
      await waitForFailures(1, on: table)
      #expect(table.listViewFailures.map(\.rule) == [.missingCell])
    }
    #expect(ruleNames(of: warnings) == ["cellProviderReturnedNil"])
  }

  @Test func aSnapshotIssueFromANonMainChildTaskIsThisTestsIssue() async {
    let warnings = await expectIssues(1) {
      let table = HeadlessTableView()
      table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
      let source = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { view, path, _ in
        view.dequeueReusableCell(withIdentifier: "c", for: path)
      }
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 1])
      let frozen = snapshot
      await withTaskGroup(of: Void.self) { group in
        group.addTask { @concurrent in source.apply(frozen, animatingDifferences: false) }
      }
      await waitForFailures(1, on: table)
      #expect(table.listViewFailures.map(\.rule) == [.invalidSnapshot])
    }
    #expect(ruleNames(of: warnings) == ["snapshotIssue"])
  }

  @Test func aFailedDequeueFromASortedStorageIsThisTestsIssue() async {
    let storage = SortedStorage<Tagged, String>(areInIncreasingOrder: { $0.id < $1.id }, sectionKey: \.key)
    let table = HeadlessTableView()
    let dataSource = DataSource(cellDescriptors: [CellDescriptor<Tagged, UnregisteredCell>().registration(.none)])
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.bind(to: storage) { Row($0) }
    let warnings = await expectIssues(1) {
      storage.add(Tagged(id: 1, key: "a"))
      await storage.waitUntilPublished()
      await waitForFailures(1, on: table)
    }
    #expect(table.listViewFailures.map(\.rule) == [.unregisteredReuseIdentifier])
    #expect(warnings == runtimeWarnings(for: dataSource.failures))
  }

  @Test func anEditOnTheMainActorFromADetachedTaskIsPinnedOnTheTestThatMadeTheView() async {
    var failures: [DataSourceError] = []
    let warnings = await expectIssues(1) {
      let table = HeadlessTableView()
      let dataSource = DataSource(cellDescriptors: [CellDescriptor<Tagged, UnregisteredCell>().registration(.none)])
      _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
      await Task.detached {
        await MainActor.run {
          dataSource.sections = [Section(rows: [Row(Tagged(id: 1, key: "a"))])]
          dataSource.reloadData(animated: false)
        }
      }.value
      await waitForFailures(1, on: table)
      failures = dataSource.failures
    }
    #expect(warnings == runtimeWarnings(for: failures) && !warnings.isEmpty)
  }
}
