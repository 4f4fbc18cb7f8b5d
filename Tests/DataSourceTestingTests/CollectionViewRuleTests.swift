import DataSourceTesting
import Foundation
import Testing

/// Rules 16, 18 and 24: where a collection view is stricter than a table view.
@MainActor
@Suite struct CollectionViewRuleTests {
  @Test func movesAcrossReplacedSectionsThrow() throws {
    let (view, model) = try makeCollection([["a", "b"], ["c"]])
    model.sections = [["c", "a"]]
    expectRejected(.moveAcrossReplacedSection, "cannot move an item from a deleted section (0)") {
      try view.performBatchUpdates {
        try view.deleteSections([0])
        try view.moveItem(at: ip(0, 0), to: ip(0, 1))
      }
    }
    model.sections = [["a", "b"], ["c"], ["b"]]
    expectRejected(.moveAcrossReplacedSection, "cannot move an item into a newly inserted section (2)") {
      try view.performBatchUpdates {
        try view.insertSections([2])
        try view.moveItem(at: ip(0, 1), to: ip(2, 0))
      }
    }
    // Moves between surviving sections are fine.
    model.sections = [["a"], ["c", "b"]]
    try view.moveItem(at: ip(0, 1), to: ip(1, 1))
    #expect(shown(view) == [["a"], ["c", "b"]])
  }

  @Test func aDoubleDeleteThrows() throws {
    let (view, model) = try makeCollection([["a", "b"]])
    model.sections = [["b"]]
    expectRejected(
      .duplicateDelete,
      "attempt to delete item at index path ({length = 2, path = 0 - 0}) twice in one batch; UICollectionView corrupts its memory on a double delete"
    ) {
      try view.deleteItems(at: [ip(0, 0), ip(0, 0)])
    }
    try view.deleteItems(at: [ip(0, 0)])
    #expect(shown(view) == [["b"]])
  }

  @Test func aMovedSectionWithItemUpdatesThrows() throws {
    let (view, model) = try makeCollection([["a", "b"], ["c"]])
    model.sections = [["c"], ["a"]]
    expectRejected(
      .movedSectionWithItemUpdates,
      "attempt to move section 0 to section 1 while also updating items in it; UICollectionView corrupts its layout, so perform the item updates in a separate batch"
    ) {
      try view.performBatchUpdates {
        try view.moveSection(0, toSection: 1)
        try view.deleteItems(at: [ip(0, 1)])
      }
    }
    // The same change in two batches is accepted.
    model.sections = [["a"], ["c"]]
    try view.deleteItems(at: [ip(0, 1)])
    model.sections = [["c"], ["a"]]
    try view.moveSection(0, toSection: 1)
    #expect(shown(view) == [["c"], ["a"]])
  }

  @Test func reloadsInABatchWithMovesThrow() throws {
    let (view, model) = try makeCollection([["a", "b", "c"]])
    model.sections = [["b", "a", "C"]]
    expectRejected(
      .reloadWithMoves,
      "attempt to reload item at index path ({length = 2, path = 0 - 2}) in a batch that also moves items or sections; UICollectionView does not apply such batches reliably, so reload in a separate batch"
    ) {
      try view.performBatchUpdates {
        try view.moveItem(at: ip(0, 0), to: ip(0, 1))
        try view.reloadItems(at: [ip(0, 2)])
      }
    }
    try view.performBatchUpdates { try view.reloadItems(at: [ip(0, 2)]) }
    try view.moveItem(at: ip(0, 0), to: ip(0, 1))
    #expect(shown(view) == [["b", "a", "C"]])
  }
}

/// Rule 24: a collection view takes only a cell dequeued from it during the call; a table takes any.
@MainActor
@Suite struct UndequeuedCellTests {
  final class FreshCells: HeadlessCollectionViewDataSource {
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(
      _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
    ) -> HeadlessCollectionViewCell {
      HeadlessCollectionViewCell(reuseIdentifier: "made here")
    }
  }

  @Test func aCellNotDequeuedIsRejected() {
    let view = HeadlessCollectionView()
    let source = FreshCells()
    view.dataSource = source
    expectRejected(
      .undequeuedCell,
      "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    ) { try view.reloadData() }
  }
}
