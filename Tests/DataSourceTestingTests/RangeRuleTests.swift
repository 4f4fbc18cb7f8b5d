import DataSourceTesting
import Foundation
import Testing

/// Rules 8–10: every index must exist in the state it refers to.
@MainActor
@Suite struct RangeRuleTests {
  @Test func deletesInRangeAreAccepted() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["a"]]
    try table.performBatchUpdates {
      try table.deleteSections([1], with: .fade)
      try table.deleteRows(at: [ip(0, 1)], with: .fade)
    }
    #expect(shown(table) == [["a"]])
  }

  @Test func deletesOutOfRangeAreRejected() throws {
    let (table, _) = try makeTable([["a", "b"], ["c"]])
    expectRejected(.deleteOutOfRange, "attempt to delete section 2, but there are only 2 sections before the update") {
      try table.deleteSections([2], with: .fade)
    }
    expectRejected(
      .deleteOutOfRange, "attempt to delete row 0 from section 5, but there are only 2 sections before the update"
    ) {
      try table.deleteRows(at: [ip(5, 0)], with: .fade)
    }
    expectRejected(
      .deleteOutOfRange, "attempt to delete row 1 from section 1 which only contains 1 rows before the update"
    ) {
      try table.deleteRows(at: [ip(1, 1)], with: .fade)
    }
    expectRejected(
      .deleteOutOfRange, "attempt to delete row 4 from section 0 which only contains 2 rows before the update"
    ) {
      try table.reloadRows(at: [ip(0, 4)], with: .fade)
    }
  }

  @Test func insertsInRangeAreAccepted() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b"], ["c"]]
    try table.performBatchUpdates {
      try table.insertSections([1], with: .fade)
      try table.insertRows(at: [ip(0, 1)], with: .fade)
    }
    #expect(shown(table) == [["a", "b"], ["c"]])
  }

  @Test func insertsOutOfRangeAreRejected() throws {
    let (table, model) = try makeTable([["a"]])
    model.sections = [["a", "b"]]
    expectRejected(.insertOutOfRange, "attempt to insert section 1 but there are only 1 sections after the update") {
      try table.insertSections([1], with: .fade)
    }
    expectRejected(
      .insertOutOfRange, "attempt to insert row 0 into section 3, but there are only 1 sections after the update"
    ) {
      try table.insertRows(at: [ip(3, 0)], with: .fade)
    }
    expectRejected(
      .insertOutOfRange,
      "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update"
    ) {
      try table.insertRows(at: [ip(0, 2)], with: .fade)
    }
  }

  @Test func movesInRangeAreAccepted() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["c"], ["b", "a"]]
    try table.performBatchUpdates {
      try table.moveSection(1, toSection: 0)
      try table.moveRow(at: ip(0, 0), to: ip(1, 1))
    }
    #expect(shown(table) == [["c"], ["b", "a"]])
  }

  @Test func movesOutOfRangeAreRejected() throws {
    let (table, _) = try makeTable([["a", "b"], ["c"]])
    expectRejected(.moveOutOfRange, "attempt to move section 2, but there are only 2 sections before the update") {
      try table.moveSection(2, toSection: 0)
    }
    expectRejected(
      .moveOutOfRange, "attempt to to move section 0 to section 2, but there are only 2 sections after the update"
    ) {
      try table.moveSection(0, toSection: 2)
    }
    expectRejected(
      .moveOutOfRange,
      "attempt to move index path ({length = 2, path = 3 - 0}) from a section that does not exist - there are only 2 sections before the update"
    ) {
      try table.moveRow(at: ip(3, 0), to: ip(0, 0))
    }
    expectRejected(
      .moveOutOfRange,
      "attempt to move index path ({length = 2, path = 1 - 1}) that does not exist - there are only 1 rows in section 1 before the update"
    ) {
      try table.moveRow(at: ip(1, 1), to: ip(0, 0))
    }
    expectRejected(
      .moveOutOfRange,
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 2 - 0}) in section that does not exist - there are only 2 sections after the update"
    ) {
      try table.moveRow(at: ip(0, 0), to: ip(2, 0))
    }
    expectRejected(
      .moveOutOfRange,
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 2}) that does not exist - there are only 2 rows in section 0 after the update"
    ) {
      try table.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
  }

  @Test func collectionViewRangeMessagesSayItem() throws {
    let (view, _) = try makeCollection([["a"]])
    expectRejected(
      .deleteOutOfRange, "attempt to delete item 3 from section 0 which only contains 1 items before the update"
    ) {
      try view.deleteItems(at: [ip(0, 3)])
    }
    expectRejected(
      .insertOutOfRange,
      "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update"
    ) {
      try view.insertItems(at: [ip(0, 1)])
    }
    expectRejected(
      .invalidIndexPath,
      "Invalid index path for use with UICollectionView. Index paths passed to collection view must contain exactly two indices specifying the section and item. Please use the category on NSIndexPath in NSIndexPath+UIKitAdditions.h if possible."
    ) {
      try view.insertItems(at: [IndexPath(index: 0)])
    }
  }
}
