import DataSourceKit
import DataSourceTestSupport
import Testing

@testable import DataSourceDiffable

/// An animated apply keeps the target of its diff, each item with its hash, as the next apply's
/// source: the shown items are hashed once, when they are first diffed.
@MainActor @Suite struct DiffableDiffedSourceTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
  typealias Views = OffMainApplyTests.Views

  @Test func anAnimatedApplyKeepsWhatItDiffedForTheNext() {
    let views = Views()
    let first = OffMainApplyTests.snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
    views.tableSource.apply(first, animatingDifferences: false)
    // A reload diffs nothing, so nothing is kept.
    #expect(views.tableSource.shownState.diffed == nil)
    let second = OffMainApplyTests.snapshot([("b", [5, 4, 6]), ("a", [3, 1])])
    views.tableSource.apply(second)
    let kept = views.tableSource.shownState.diffed
    #expect(kept?.map(\.model.identifier) == ["b", "a"])
    #expect(kept?.map { $0.elements.map(\.identifier) } == [[5, 4, 6], [3, 1]])
    let hashes = kept?.flatMap { $0.elements.map(\.hash) }
    #expect(
      hashes == [5, 4, 6, 3, 1].map { SnapshotItem(identifier: $0).diffIdentifierHash(seed: IdentityTable.seed) })
    // The next apply diffs from it, and shows what a diff of the identifiers shows.
    let third = OffMainApplyTests.snapshot([("a", [1, 7]), ("b", [6, 5])])
    views.tableSource.apply(third)
    views.collectionSource.apply(first, animatingDifferences: false)
    views.collectionSource.apply(third)
    views.expectShowing(third)
    #expect(views.tableSource.shownState.diffed?.map { $0.elements.map(\.identifier) } == [[1, 7], [6, 5]])
    // A snapshot applied without animation is not diffed: what was kept is dropped.
    views.tableSource.apply(second, animatingDifferences: false)
    #expect(views.tableSource.shownState.diffed == nil)
  }

  /// A hash kept is the one the diff's identity table would compute, for any identifier type; any
  /// other seed is computed.
  @Test func aKeptHashIsTheDiffsHash() {
    for name in ["", "a", "a longer identifier than fits inline", "é"] {
      let item = HashedItem(name)
      #expect(item.diffIdentifierHash(seed: IdentityTable.seed) == name._rawHashValue(seed: IdentityTable.seed))
      #expect(item.diffIdentifierHash(seed: 7) == name._rawHashValue(seed: 7))
    }
    #expect(HashedItem(42).diffIdentifierHash(seed: 7) == SnapshotItem(identifier: 42).diffIdentifierHash(seed: 7))
  }
}
