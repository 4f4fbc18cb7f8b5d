import DataSourceTesting
import Foundation
import Testing

/// Rules 11–18: combinations of operations UIKit rejects, drops or treats specially.
@MainActor
@Suite struct CombinationRuleTests {
  @Test func deleteAndReloadOfDifferentRowsIsAccepted() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["B"]]
    try table.performBatchUpdates {
      try table.deleteRows(at: [ip(0, 0)], with: .fade)
      try table.reloadRows(at: [ip(0, 1)], with: .fade)
    }
    #expect(shown(table) == [["B"]])
  }

  @Test func deleteAndReloadOfTheSameRowIsRejected() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["b"]]
    expectRejected(.deleteAndReload, "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})") {
      try table.performBatchUpdates {
        try table.deleteRows(at: [ip(0, 0)], with: .fade)
        try table.reloadRows(at: [ip(0, 0)], with: .fade)
      }
    }
  }

  @Test func deleteAndMoveFromTheSameRowIsRejected() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["b"], ["a", "c"]]
    expectRejected(
      .deleteAndMove, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    ) {
      try table.performBatchUpdates {
        try table.deleteRows(at: [ip(0, 0)], with: .fade)
        try table.moveRow(at: ip(0, 0), to: ip(1, 0))
      }
    }
    model.sections = [["c"]]
    expectRejected(.deleteAndMove, "attempt to perform a delete and a move from the same section (0)") {
      try table.performBatchUpdates {
        try table.deleteSections([0], with: .fade)
        try table.moveSection(0, toSection: 0)
      }
    }
  }

  @Test func insertAndMoveToTheSameRowIsRejected() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["x", "b", "a"]]
    expectRejected(
      .insertAndMove, "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})"
    ) {
      try table.performBatchUpdates {
        try table.insertRows(at: [ip(0, 2)], with: .fade)
        try table.moveRow(at: ip(0, 0), to: ip(0, 2))
      }
    }
    model.sections = [["n"], ["a", "b"]]
    expectRejected(.insertAndMove, "attempt to perform an insert and a move to the same section (1)") {
      try table.performBatchUpdates {
        try table.insertSections([1], with: .fade)
        try table.moveSection(0, toSection: 1)
      }
    }
    // The same batch with distinct targets is fine.
    try table.performBatchUpdates {
      try table.insertSections([0], with: .fade)
      try table.moveSection(0, toSection: 1)
    }
    #expect(shown(table) == [["n"], ["a", "b"]])
  }

  @Test func identicalMovesGivenTwiceAreDropped() throws {
    let (table, model) = try makeTable([["a", "b", "c"]], capacity: 3)
    model.sections = [["b", "c", "a"]]
    try table.performBatchUpdates {
      try table.moveRow(at: ip(0, 0), to: ip(0, 2))
      try table.moveRow(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(table.lastBatch?.rowMoves == 1)
    #expect(shown(table) == [["b", "c", "a"]])
  }

  @Test func conflictingMovesAreRejected() throws {
    let (table, model) = try makeTable([["a", "b", "c"], ["d"], ["e"]])
    model.sections = [["b", "c", "a"], ["d"], ["e"]]
    expectRejected(
      .conflictingMoves,
      "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 2} and {length = 2, path = 0 - 1}"
    ) {
      try table.performBatchUpdates {
        try table.moveRow(at: ip(0, 0), to: ip(0, 2))
        try table.moveRow(at: ip(0, 0), to: ip(0, 1))
      }
    }
    expectRejected(
      .conflictingMoves,
      "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to {length = 2, path = 0 - 2}"
    ) {
      try table.performBatchUpdates {
        try table.moveRow(at: ip(0, 0), to: ip(0, 2))
        try table.moveRow(at: ip(0, 1), to: ip(0, 2))
      }
    }
    expectRejected(.conflictingMoves, "attempt to move section 1 to both section 2 and section 0") {
      try table.performBatchUpdates {
        try table.moveSection(1, toSection: 2)
        try table.moveSection(1, toSection: 0)
      }
    }
    expectRejected(.conflictingMoves, "attempt to move both section 1 and section 2 to section 0") {
      try table.performBatchUpdates {
        try table.moveSection(1, toSection: 0)
        try table.moveSection(2, toSection: 0)
      }
    }
  }

  @Test func rowOperationsInsideReplacedSectionsAreDropped() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["c"], ["x", "y"]]
    try table.performBatchUpdates {
      try table.deleteSections([0], with: .fade)
      try table.deleteRows(at: [ip(0, 1)], with: .fade)  // inside the deleted section: dropped
      try table.insertSections([1], with: .fade)
      try table.insertRows(at: [ip(1, 0)], with: .fade)  // inside the inserted section: dropped
    }
    #expect(table.lastBatch?.operations == [.deleteSection(0), .insertSection(1)])
    #expect(shown(table) == [["c"], ["x", "y"]])
  }

  @Test func tableViewFallsBackToReloadDataForMovesAcrossReplacedSections() throws {
    let (table, model) = try makeTable([["a", "b"], ["c"]])
    model.sections = [["c", "a"]]
    try table.performBatchUpdates {
      try table.deleteSections([0], with: .fade)
      try table.moveRow(at: ip(0, 0), to: ip(0, 1))
    }
    #expect(table.events.last == .fellBackToReloadData(reason: "cannot move a row from a deleted section (0)"))
    #expect(shown(table) == [["c", "a"]])

    model.sections = [["c", "a"], ["new"]]
    try table.performBatchUpdates {
      try table.insertSections([1], with: .fade)
      try table.moveRow(at: ip(0, 1), to: ip(1, 0))
    }
    #expect(table.events.last == .fellBackToReloadData(reason: "cannot move a row into a newly inserted section (1)"))
  }

  @Test func reloadAndMoveOfTheSameRowIsRejected() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["b", "A"]]
    expectRejected(
      .deleteAndMove, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})"
    ) {
      try table.performBatchUpdates {
        try table.reloadRows(at: [ip(0, 0)], with: .fade)
        try table.moveRow(at: ip(0, 0), to: ip(0, 1))
      }
    }
    // Apple's advice: reload in a separate batch.
    try table.moveRow(at: ip(0, 0), to: ip(0, 1))
    try table.reloadRows(at: [ip(0, 1)], with: .fade)
    #expect(shown(table) == [["b", "A"]])
  }

  @Test func theSamePathTwiceInATableCountsOnce() throws {
    let (table, model) = try makeTable([["a", "b"]])
    model.sections = [["b"]]
    try table.deleteRows(at: [ip(0, 0), ip(0, 0)], with: .fade)
    #expect(table.lastBatch?.rowDeletes == 1)
    model.sections = [["x", "b"]]
    try table.performBatchUpdates {
      try table.insertRows(at: [ip(0, 0)], with: .fade)
      try table.insertRows(at: [ip(0, 0)], with: .fade)
    }
    #expect(shown(table) == [["x", "b"]])
  }
}
