import DataSourceKit
import DataSourceTesting
import Testing

@testable import DataSourceDiffable

/// A diffable data source keeps the memory its last apply's diff used (see `DiffScratch`), as a data
/// source keeps its reload's.
@MainActor @Suite struct DiffableApplyScratchTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  static func snapshot(_ items: [Int]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems(items)
    return snapshot
  }

  /// The bytes the data source keeps for its next diff.
  static func keptBytes(_ source: HeadlessTableViewDiffableDataSource<String, Int>) -> Int {
    let scratch = source.published.takeScratch()
    defer { source.published.giveScratch(scratch) }
    return scratch.byteCount
  }

  /// An apply without animation does not diff, and keeps nothing; an animated apply on the main
  /// actor, and one awaited (which diffs off it), each leave their diff's table: 100 items need 256
  /// slots of 8 bytes.
  @Test func animatedAppliesKeepTheirDiffsMemory() async {
    let views = OffMainApplyTests.Views()
    let source = views.tableSource
    source.apply(Self.snapshot(Array(0..<100)), animatingDifferences: false, completion: nil)
    #expect(Self.keptBytes(source) == 0)
    source.apply(Self.snapshot((0..<100).reversed()), animatingDifferences: true, completion: nil)
    #expect(Self.keptBytes(source) == 256 * 8)
    await source.apply(Self.snapshot(Array(0..<100)))
    #expect(Self.keptBytes(source) == 256 * 8)
    #expect(views.shown.table == [(0..<100).map { "\($0)" }])
    #expect(views.table.listViewFailures.isEmpty)
  }
}
