import DataSourceTesting
import Foundation
import Testing

/// Rules 6 and 7: section and row counts must add up.
@MainActor
@Suite struct CountRuleTests {
  @Test func sectionCountThatAddsUpIsAccepted() throws {
    let (table, model) = try makeTable([["a"], ["b"]])
    model.sections = [["n"], ["a"]]
    try table.performBatchUpdates {
      try table.deleteSections([1], with: .fade)
      try table.insertSections([0], with: .fade)
    }
    #expect(shown(table) == [["n"], ["a"]])
  }

  @Test func sectionCountThatDoesNotAddUpIsRejected() throws {
    let (table, model) = try makeTable([["a"], ["b"]])
    model.sections = [["a"], ["b"], ["c"]]
    expectRejected(
      .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ) {
      try table.reloadSections([0], with: .fade)
    }
    #expect(table.numberOfSections == 2)
  }

  @Test func rowCountsCountMovesAcrossSections() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["b"], ["a", "c"]]
    try table.moveRow(at: ip(0, 0), to: ip(1, 0))
    #expect(shown(table) == [["b"], ["a", "c"]])
  }

  @Test func rowCountThatDoesNotAddUpIsRejectedWithMoveCounts() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["b"], ["a", "c", "d"]]
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
    ) {
      try table.moveRow(at: ip(0, 0), to: ip(1, 0))
    }
    #expect(shown(table) == [["a", "b"], ["c"]], "a rejected batch changes nothing")
  }

  @Test func insertedSectionsAreNotRowCounted() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a"], ["x", "y", "z"]]
    try table.insertSections([1], with: .fade)
    #expect(shown(table) == [["a"], ["x", "y", "z"]])
  }

  @Test func collectionViewSaysItems() throws {
    let (view, model) = try makeCollection([["a"]])
    model.sections = [["a", "b"]]
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      try view.performBatchUpdates {}
    }
    model.sections = [["a"], ["b"]]
    expectRejected(
      .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    ) {
      try view.performBatchUpdates {}
    }
  }
}
