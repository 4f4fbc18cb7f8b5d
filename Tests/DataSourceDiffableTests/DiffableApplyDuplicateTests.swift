import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

@testable import DataSourceDiffable

/// An animated apply of a snapshot whose appends are unchecked finds their duplicates through its
/// diff, and shows a snapshot without any before building the index of its items (see
/// `DiffableDataSource.prepareAndPlan(_:after:planning:reusing:)`). Whichever way it goes, what is shown,
/// and what is reported, is what checking the snapshot first gives.
@MainActor @Suite struct DiffableApplyDuplicateTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
  typealias Views = OffMainApplyTests.Views

  /// A snapshot of up to four of five sections, appended to in random runs of items from a small
  /// pool, so that some hold an item twice (in one section or in two) and some do not.
  static func randomSnapshot(_ rng: inout SplitMix64) -> Snapshot {
    var snapshot = Snapshot()
    let sections = ["a", "b", "c", "d", "e"].shuffled(using: &rng).prefix(rng.int(0...4))
    snapshot.appendSections(Array(sections))
    for _ in 0..<rng.int(0...6) where !sections.isEmpty {
      let items = (0..<rng.int(0...4)).map { _ in rng.int(0...(rng.chance(0.5) ? 11 : 40)) }
      snapshot.appendItems(items, toSection: sections.randomElement(using: &rng)!)
    }
    return snapshot
  }

  @Test func randomFreshSnapshotsShowAndReportWhatACheckedCopyHolds() async {
    await propertyCheck(count: 60 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let views = Views()
      var viewFailures: [HeadlessUpdateError] = []
      views.table.failurePolicy = .call { viewFailures.append($0) }
      views.collection.failurePolicy = .call { viewFailures.append($0) }
      for round in 0..<6 {
        let next = Self.randomSnapshot(&rng)
        let reportedBefore = views.tableSource.dataSource.failures.count
        let collectionReportedBefore = views.collectionSource.dataSource.failures.count
        let warnings = capturingRuntimeWarnings {
          views.tableSource.apply(next, animatingDifferences: round > 0)
          views.collectionSource.apply(next, animatingDifferences: round > 0)
        }.warnings
        // Checked only now: a check made before would be kept in the cache the copies share, and
        // the applies would find it made.
        var checked = next
        checked.checkAppends()
        // What is shown keeps no issue: the apply reported them.
        var shownSnapshot = checked
        shownSnapshot.recordedIssues = []
        let comment: Comment = "seed \(seed), round \(round)"
        #expect(views.tableSource.snapshot() == shownSnapshot, comment)
        #expect(views.collectionSource.snapshot() == shownSnapshot, comment)
        let shown = views.shown
        let expected = checked.sectionIdentifiers.map { checked.itemIdentifiers(inSection: $0).map { "\($0)" } }
        #expect(shown.table == expected && shown.collection == expected, comment)
        let reported = views.tableSource.dataSource.failures.dropFirst(reportedBefore)
        #expect(Array(reported) == checked.issues.map { .snapshotIssue($0.description) }, comment)
        #expect(views.collectionSource.dataSource.failures.suffix(reported.count).elementsEqual(reported), comment)
        let collectionReported = views.collectionSource.dataSource.failures.dropFirst(collectionReportedBefore)
        #expect(warnings == runtimeWarnings(for: reported + collectionReported), comment)
      }
      #expect(viewFailures.allSatisfy { $0.rule == .invalidSnapshot }, "seed \(seed): \(viewFailures)")
    }
  }

  @Test func aSnapshotWithoutDuplicatesIsShownWithoutIndexingItsItems() {
    let views = Views()
    var first = Snapshot()
    first.appendSections(["a", "b"])
    first.appendItems([1, 2, 3], toSection: "a")
    first.appendItems([4, 5], toSection: "b")
    views.tableSource.apply(first, animatingDifferences: false)
    var next = Snapshot()
    next.appendSections(["b", "a"])
    next.appendItems([5, 4, 6], toSection: "b")
    next.appendItems([3, 1], toSection: "a")
    views.tableSource.apply(next)
    // The apply made no check of the appends: the diff found no duplicate.
    #expect(views.tableSource.snapshot().checkCache?.checkedIfMade() == nil)
    #expect(!views.tableSource.snapshot().appends.isEmpty)
    // Look-ups still answer, through a check made on the first of them.
    #expect(views.tableSource.snapshot().indexOfItem(6) == 2)
    #expect(views.tableSource.snapshot().sectionIdentifier(containingItem: 1) == "a")
    #expect(views.tableSource.dataSource.failures.isEmpty)
  }

  /// One item appended to what is shown: without a diff it would be checked on its own (cheap, and
  /// the check is kept in the cache the copies share); with one, the diff finds it new and alone.
  @Test func anAnimatedApplyLeavesTheCheckToItsDiff() {
    let views = Views()
    var first = Snapshot()
    first.appendSections(["a"])
    first.appendItems(Array(1...20), toSection: "a")
    views.tableSource.apply(first, animatingDifferences: false)
    var next = views.tableSource.snapshot()
    next.deleteItems([20])
    next.appendItems([21], toSection: "a")
    views.tableSource.apply(next)
    #expect(next.checkCache?.checkedIfMade() == nil, "the diff, not a check, looked for duplicates")
    #expect(views.tableSource.snapshot().itemIdentifiers == Array(1...19) + [21])
    var again = views.tableSource.snapshot()
    again.appendItems([22], toSection: "a")
    views.tableSource.apply(again, animatingDifferences: false)
    #expect(again.checkCache?.checkedIfMade() != nil, "without a diff, the few appends are checked")
    #expect(views.tableSource.snapshot().itemIdentifiers == Array(1...19) + [21, 22])
    #expect(views.tableSource.dataSource.failures.isEmpty)
  }

  /// Each way a duplicate can hide from the pairing: a second copy of an item that pairs, two copies
  /// of a new item, and a copy in a section shown for the first time of an item that pairs, or of
  /// one whose section left.
  @Test(arguments: [
    ([("a", [1, 2, 1])], 1),
    ([("a", [1, 7, 7])], 7),
    ([("a", [1, 2]), ("new", [2])], 2),
    ([("a", [1]), ("new", [9]), ("newer", [9])], 9),
    ([("a", [1]), ("new", [4, 4])], 4),
  ])
  func everyKindOfDuplicateIsReported(sections: [(String, [Int])], duplicate: Int) {
    let views = Views()
    var reported: [DataSourceError] = []
    views.tableSource.dataSource.onFailure = { reported.append($0) }
    views.table.failurePolicy = .call { _ in }
    var first = Snapshot()
    first.appendSections(["a", "gone"])
    first.appendItems([1, 2], toSection: "a")
    first.appendItems([4], toSection: "gone")
    views.tableSource.apply(first, animatingDifferences: false)
    var next = Snapshot()
    for (section, items) in sections {
      next.appendSections([section])
      next.appendItems(items, toSection: section)
    }
    let warnings = capturingRuntimeWarnings { views.tableSource.apply(next) }.warnings
    let issue = Snapshot.Issue.duplicateItem(duplicate, operation: "appendItems(_:toSection:)")
    #expect(reported == [.snapshotIssue(issue.description)])
    #expect(warnings == runtimeWarnings(for: reported))
    var checked = next
    checked.checkAppends()
    #expect(checked.issues == [issue])
    checked.recordedIssues = []
    #expect(views.tableSource.snapshot() == checked)
  }
}
