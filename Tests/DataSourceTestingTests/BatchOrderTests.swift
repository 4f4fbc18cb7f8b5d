import DataSourceTesting
import Foundation
import Testing

/// Rules 1–5 of the UIKit batch rules (DataSourceTesting.docc/UIKitBatchRules.md): coordinates, reloads, processing order, cached counts, and calls
/// outside a batch.
@MainActor
@Suite struct BatchOrderTests {
  @Test func deletesUseOldPathsAndInsertsUseNewPaths() throws {
    let (table, model) = try makeTable([["a", "b", "c"]])
    model.sections = [["x", "b", "y", "c"]]
    try table.performBatchUpdates {
      // Call order does not matter: the insert at 0 is in the new state, the delete of 0 in the old.
      try table.insertRows(at: [ip(0, 0), ip(0, 2)], with: .fade)
      try table.deleteRows(at: [ip(0, 0)], with: .fade)
    }
    #expect(shown(table) == [["x", "b", "y", "c"]])
  }

  @Test func usingNewPathsForADeleteIsRejected() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["a"]]
    // Row 1 is "b" before the update: fine. Row 2 does not exist before it.
    expectRejected(
      .deleteOutOfRange, "attempt to delete row 2 from section 0 which only contains 2 rows before the update"
    ) {
      try table.deleteRows(at: [ip(0, 2)], with: .fade)
    }
    #expect(shown(table) == [["a", "b"]])
  }

  @Test func nestedBeginEndCountAsOneBatch() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b", "c"]]
    table.beginUpdates()
    table.beginUpdates()
    try table.insertRows(at: [ip(0, 1)], with: .fade)
    try table.endUpdates()
    #expect(table.lastBatch == nil, "an inner endUpdates must not commit")
    try table.insertRows(at: [ip(0, 2)], with: .fade)
    try table.endUpdates()
    #expect(table.lastBatch?.rowInserts == 2)
    #expect(shown(table) == [["a", "b", "c"]])
  }

  @Test func unbalancedEndUpdatesIsAnError() throws {
    let (table, _) = try makeTable([["a"]])
    expectRejected(.unbalancedEndUpdates, "endUpdates() was called without a matching beginUpdates()") {
      try table.endUpdates()
    }
  }

  @Test func reloadIsADeleteAndAnInsertAtTheShiftedPath() throws {
    let (table, model) = try makeTable([["a", "b", "c"]])
    let oldCell = table.cellForRow(at: ip(0, 2))!
    model.sections = [["b", "C"]]
    try table.performBatchUpdates {
      try table.deleteRows(at: [ip(0, 0)], with: .fade)
      try table.reloadRows(at: [ip(0, 2)], with: .fade)
    }
    #expect(
      table.lastBatch?.operations == [
        .deleteRow(.init(row: 0, section: 0)),
        .reloadRow(from: .init(row: 2, section: 0), to: .init(row: 1, section: 0)),
      ])
    #expect(shown(table) == [["b", "C"]])
    #expect(table.cellForRow(at: ip(0, 1)) !== oldCell, "a reloaded row gets a new cell")
  }

  @Test func aMoveDoesNotRefreshContent() throws {
    let (table, model) = try makeTable([["a", "b"]])
    let movedCell = table.cellForRow(at: ip(0, 0))!
    model.sections = [["b", "A!"]]
    try table.moveRow(at: ip(0, 0), to: ip(0, 1))
    #expect(table.cellForRow(at: ip(0, 1)) === movedCell)
    #expect(shown(table) == [["b", "a"]], "the moved cell keeps its stale content")
  }

  @Test func operationsAreLoggedInUIKitProcessingOrder() throws {
    let (table, model) = try makeTable([["a", "b", "c", "d"], ["e"]])
    model.sections = [["n"], ["d", "x", "b"], ["e", "y"]]
    try table.performBatchUpdates {
      try table.insertRows(at: [ip(2, 1), ip(1, 1)], with: .fade)
      try table.moveRow(at: ip(0, 3), to: ip(1, 0))
      try table.insertSections([0], with: .fade)
      try table.deleteRows(at: [ip(0, 0), ip(0, 2)], with: .fade)
    }
    let p = { (s: Int, r: Int) in ItemPath(row: r, section: s) }
    #expect(
      table.lastBatch?.operations == [
        .deleteRow(p(0, 2)), .deleteRow(p(0, 0)), .moveRow(from: p(0, 3), to: p(1, 0)),
        .insertSection(0), .insertRow(p(1, 1)), .insertRow(p(2, 1)),
      ])
    #expect(table.lastBatch?.rowMoves == 1)
    #expect(table.lastBatch?.rowInserts == 2)
    #expect(table.lastBatch?.rowReloads == 0)
    #expect(shown(table) == [["n"], ["d", "x", "b"], ["e", "y"]])
  }

  @Test func beforeCountsAreTheCachedOnes() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b"]]
    // The data source changed without telling the table; the table still believes in one row.
    #expect(table.numberOfRows(inSection: 0) == 1)
    model.sections = [["a", "b", "c"]]
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      try table.insertRows(at: [ip(0, 1)], with: .fade)
    }
  }

  @Test func aTableThatNeverLoadedSkipsValidation() throws {
    let model = ModelTable([["a", "b", "c"]])
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    #expect(!table.hasLoadedData)
    // Inconsistent with any earlier state, but nothing was loaded, so UIKit just loads.
    try table.insertRows(at: [ip(0, 0)], with: .fade)
    #expect(table.events == [.loadedWithoutValidation])
    #expect(shown(table) == [["a", "b", "c"]])
  }

  @Test func aCallOutsideABatchIsABatchOfOne() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b"]]
    try table.insertRows(at: [ip(0, 1)], with: .automatic)
    #expect(table.events.count == 2)
    #expect(table.lastBatch?.operations == [.insertRow(.init(row: 1, section: 0))])
    // A second lone call is checked on its own: the model did not change again.
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      try table.insertRows(at: [ip(0, 1)], with: .automatic)
    }
  }

  @Test func aThrowingBlockDiscardsTheBatch() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b"]]
    expectRejected(
      .invalidIndexPath,
      "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
    ) {
      try table.performBatchUpdates {
        try table.insertRows(at: [ip(0, 1)], with: .fade)
        try table.deleteRows(at: [IndexPath()], with: .fade)
      }
    }
    // Nothing of the failed block lingers: a fresh batch is judged on its own.
    try table.insertRows(at: [ip(0, 1)], with: .fade)
    #expect(shown(table) == [["a", "b"]])
  }
}
