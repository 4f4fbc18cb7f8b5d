import DataSourceTesting
import Foundation
import Testing

/// Rules 22 and 23, and the viewport: which rows have cells, and what the cells show.
@MainActor
@Suite struct CellTests {
  @Test func dequeueWithNothingRegisteredFails() throws {
    let model = ModelTable([["a"]])
    model.identifier = "missing"
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    expectRejected(
      .unregisteredReuseIdentifier,
      "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    ) {
      try table.reloadData()
    }
    #expect(!table.hasLoadedData, "a failed reload leaves the table as it was")
    model.identifier = "cell"
    try table.reloadData()
    #expect(shown(table) == [["a"]])
  }

  @Test func onlyRowsInTheViewportHaveCells() throws {
    let rows = (0..<100).map { "r\($0)" }
    let (table, _) = try makeTable([rows], capacity: 5)
    #expect(table.cellRequestCount == 5)
    #expect(table.indexPathsForVisibleRows == (0..<5).map { ip(0, $0) })
    #expect(table.cellForRow(at: ip(0, 50)) == nil)
    try table.scrollToRow(at: ip(0, 50), at: .top, animated: false)
    #expect(table.visibleCells.map(\.text) == ["r50", "r51", "r52", "r53", "r54"])
    #expect(table.cellRequestCount == 10)
    try table.scrollToRow(at: ip(0, 99), at: .bottom, animated: false)
    #expect(table.indexPathsForVisibleRows?.last == ip(0, 99))
  }

  @Test func prepareForReuseRunsOnlyWhenAQueuedCellIsHandedOutAgain() throws {
    let rows = (0..<20).map { "r\($0)" }
    let (table, _) = try makeTable([rows], capacity: 4)
    let first = table.cellForRow(at: ip(0, 0))!
    #expect(first.reuseCount == 0)
    try table.scrollToRow(at: ip(0, 10), at: .top, animated: false)
    // The four cells that left the screen were queued, then handed out again for rows 10–13.
    #expect(table.queuedCellCount(forIdentifier: "cell") == 0)
    #expect(first.reuseCount == 1)
    #expect(table.visibleCells.contains { $0 === first })
  }

  @Test func reconfigureKeepsTheCellAndConfiguresItAgain() throws {
    let (table, model) = try makeTable([["a", "b"]])
    let cell = table.cellForRow(at: ip(0, 1))!
    model.sections = [["a", "B"]]
    try table.reconfigureRows(at: [ip(0, 1)])
    #expect(table.cellForRow(at: ip(0, 1)) === cell)
    #expect(cell.text == "B")
    #expect(cell.reuseCount == 0, "reconfiguring does not call prepareForReuse")
    #expect(table.lastBatch?.operations == [.reconfigureRow(.init(row: 1, section: 0))])
  }

  @Test func reconfigureOfAMissingRowIsRejected() throws {
    let (table, _) = try makeTable([["a"]])
    expectRejected(
      .invalidReconfigure,
      "attempt to reconfigure row at index path ({length = 2, path = 0 - 3}), which does not exist before the update"
    ) {
      try table.reconfigureRows(at: [ip(0, 3)])
    }
  }

  @Test func reloadReplacesTheCellWhileReconfigureDoesNot() throws {
    let (table, model) = try makeTable([["a", "b"]])
    let cell = table.cellForRow(at: ip(0, 0))!
    model.sections = [["A", "b"]]
    try table.reloadRows(at: [ip(0, 0)], with: .automatic)
    let replacement = table.cellForRow(at: ip(0, 0))!
    #expect(replacement !== cell)
    #expect(replacement.text == "A")
    #expect(table.queuedCellCount(forIdentifier: "cell") == 1, "the old cell went to the reuse queue")
    // Reconfigure: the same cell, configured again with the new content, nothing queued.
    model.sections = [["A!", "b"]]
    try table.reconfigureRows(at: [ip(0, 0)])
    let reconfigured = table.cellForRow(at: ip(0, 0))!
    #expect(reconfigured === replacement, "reconfigure keeps the cell")
    #expect(reconfigured.text == "A!", "and configures it again")
    #expect(table.queuedCellCount(forIdentifier: "cell") == 1, "no cell went to the reuse queue")
  }

  @Test func offScreenTablesMakeNoCellsButStillCheckBatches() throws {
    let model = ModelTable([["a"]])
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.isInWindow = false
    table.dataSource = model
    try table.reloadData()
    #expect(table.cellRequestCount == 0)
    #expect(table.numberOfRows(inSection: 0) == 1)
    model.sections = [["a", "b"]]
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      try table.performBatchUpdates(nil)
    }
  }

  @Test func selectionFollowsItsRowAndIsDroppedOnDelete() throws {
    let (table, model) = try makeTable([["a", "b", "c"]])
    table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
    model.sections = [["x", "a", "b", "c"]]
    try table.insertRows(at: [ip(0, 0)], with: .fade)
    #expect(table.indexPathForSelectedRow == ip(0, 2))
    model.sections = [["x", "a", "c"]]
    try table.deleteRows(at: [ip(0, 2)], with: .fade)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func collectionViewDequeueFailureNamesTheCellKind() throws {
    final class Broken: HeadlessCollectionViewDataSource {
      func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
        -> HeadlessCollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: indexPath)
      }
    }
    let source = Broken()
    let view = HeadlessCollectionView()
    view.dataSource = source
    expectRejected(
      .unregisteredReuseIdentifier,
      "unable to dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    ) {
      try view.reloadData()
    }
  }
}

/// Scrolling and finding cells, as UIKit does them.
@MainActor
@Suite struct HeadlessViewportTests {
  @Test func scrollingOutOfRangeIsRejectedWithUIKitsMessage() throws {
    let (table, _) = try makeTable([["a", "b", "c"]], capacity: 2)
    #expect(
      throws: HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows in section 0.")
    ) {
      try table.scrollToRow(at: ip(0, 3), at: .top, animated: false)
    }
    #expect(
      throws: HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the table view to an out-of-bounds section (1) when there are only 1 sections.")
    ) {
      try table.scrollToRow(at: ip(1, 0), at: .top, animated: false)
    }
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1)], "nothing scrolled")
    try table.scrollToRow(at: ip(0, 2), at: .bottom, animated: false)
    #expect(table.indexPathsForVisibleRows == [ip(0, 1), ip(0, 2)])

    let (collection, _) = try makeCollection([["x"]], capacity: 2)
    #expect(
      throws: HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the collection view to an out-of-bounds item (4) when there are only 1 items in section 0."
      )
    ) {
      try collection.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
    }
  }

  @Test func everyVisibleCellFindsItsPathAfterABatch() throws {
    let (table, model) = try makeTable([(0..<5_000).map { "\($0)" }], capacity: 10_000)
    model.sections[0].removeFirst(2)
    model.sections[0].insert("new", at: 2_000)
    try table.performBatchUpdates {
      try table.deleteRows(at: [ip(0, 0), ip(0, 1)], with: .none)
      try table.insertRows(at: [ip(0, 2_000)], with: .none)
    }
    let cells = table.visibleCells
    #expect(cells.count == 4_999)
    var wrong = 0
    for (row, cell) in cells.enumerated() where table.indexPath(for: cell) != ip(0, row) { wrong += 1 }
    #expect(wrong == 0)
    #expect(
      table.indexPath(for: HeadlessTableViewCell(reuseIdentifier: "cell")) == nil, "a cell not on screen has no path")
  }
}
