@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@MainActor
@Suite struct LazyRowsTests {
  /// The seed's Lazy Rows example: 1,000 rows, and only the ones that become visible are made.
  @Test func onlyVisibleRowsAreMade() throws {
    let lazy = LazyRows(count: { 1_000 }, row: { Row("Row \($0)") })
    let f = Fixture([stringCells], sections: [Section("lazy", lazyRows: lazy)], capacity: 12)
    #expect(f.table.numberOfRows(inSection: 0) == 1_000)
    #expect(lazy.createdCount == 12)
    #expect(f.table.visibleCells.map(\.text) == (0..<12).map { "Row \($0)" })
    try f.table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
    #expect(lazy.createdCount == 24)
    #expect(f.table.visibleCells.first?.text == "Row 500")
    // Asking about a row that was made does not make it again.
    _ = f.dataSource.answers.heightForRow(at: ItemPath(row: 500, section: 0))
    #expect(lazy.createdCount == 24)
  }

  @Test func anAnimatedReloadReplacesLazyRowsAndAsksTheCountAgain() {
    var count = 3
    let lazy = LazyRows(count: { count }, row: { Row("L\($0)") })
    let f = Fixture([stringCells], sections: [Section("top", items: ["a"]), Section("lazy", lazyRows: lazy)])
    count = 5
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.shown == [["a"], ["L0", "L1", "L2", "L3", "L4"]])
    #expect(f.dataSource.failures.isEmpty, "lazy placeholders are replaced by design, not reported")
    #expect(f.table.lastBatch?.rowDeletes == 3, "lazy rows are not diffed: replaced")
    #expect(f.table.lastBatch?.rowInserts == 5)
    count = 0
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [["a"]], "an empty lazy section is hidden")
    #expect(f.table.listViewFailures.isEmpty)
  }
}
