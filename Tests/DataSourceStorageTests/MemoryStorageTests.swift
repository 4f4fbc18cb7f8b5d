import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// MemoryStorage's API, its typed errors, and the table it drives.
@MainActor
@Suite struct MemoryStorageTests {
  typealias Fixture = StorageFixture<MemoryStorage<Thing>>

  func make(_ sections: [[Int]]) -> Fixture {
    Fixture(MemoryStorage(sections: sections.map { StorageSection(items: $0.map { Thing($0) }) }))
  }

  @Test func addingToAMissingSectionCreatesItAndReportsTheInserts() throws {
    let f = make([[1, 2]])
    try f.storage.addItems([Thing(3), Thing(4)], toSection: 2)
    #expect(f.held == [["1", "2"], [], ["3", "4"]])
    #expect(
      f.updates.last?.changes == [
        .insertSection(1), .insertSection(2), .insertItem(ItemPath(item: 0, section: 2)),
        .insertItem(ItemPath(item: 1, section: 2)),
      ])
    try f.storage.addItems([Thing(5)])
    #expect(f.held == [["1", "2", "5"], [], ["3", "4"]])
    f.expectConsistent()
    #expect(f.reloads == 1, "only the initial load reloads")
  }

  @Test func insertsAtPathsInOrder() throws {
    let f = make([[1, 2, 3]])
    try f.storage.insertItems([Thing(9)], at: [ItemPath(item: 3, section: 0)])
    try f.storage.insertItems(
      [Thing(7), Thing(8)], at: [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
    #expect(f.held == [["1", "7", "8", "2", "3", "9"]])
    try f.storage.insertItems(
      [Thing(5), Thing(6)], at: [ItemPath(item: 0, section: 0), ItemPath(item: 0, section: 1)])
    #expect(f.held == [["5", "1", "7", "8", "2", "3", "9"], ["6"]], "a path in the next section creates it")
    try f.storage.insertSection(StorageSection(items: [Thing(10), Thing(11)], header: "New"), atIndex: 0)
    #expect(f.held == [["10", "11"], ["5", "1", "7", "8", "2", "3", "9"], ["6"]])
    #expect(f.dataSource.header(inSection: 0)?.title == "New")
    f.expectConsistent()
  }

  @Test func changesRemovalsAndMoves() throws {
    let f = make([[1, 2, 3, 4], [5, 6]])
    try f.storage.replaceItem(Thing(2), with: Thing(2, "b"))
    #expect(f.updates.last?.updatedObjects == [ItemPath(item: 1, section: 0): Thing(2, "b")])
    try f.storage.reloadItem(at: ItemPath(item: 0, section: 1))
    #expect(f.updates.last?.changes == [.updateItem(ItemPath(item: 0, section: 1))])
    try f.storage.removeItems([Thing(3)])
    try f.storage.removeItems([Thing(1), Thing(4)])
    #expect(f.held == [["2b"], ["5", "6"]])
    try f.storage.moveItem(from: ItemPath(item: 1, section: 1), to: ItemPath(item: 0, section: 0))
    #expect(f.held == [["6", "2b"], ["5"]])
    try f.storage.moveSection(1, toSection: 0)
    #expect(f.held == [["5"], ["6", "2b"]])
    try f.storage.removeItems(at: [ItemPath(item: 1, section: 1), ItemPath(item: 1, section: 1)])
    #expect(f.held == [["5"], ["6"]], "a repeated path removes once")
    try f.storage.removeItems(fromSection: 0)
    #expect(f.held == [[], ["6"]])
    try f.storage.deleteSections([0])
    #expect(f.held == [["6"]])
    #expect(f.storage.indexPath(forItem: Thing(6)) == ItemPath(item: 0, section: 0))
    #expect(f.storage.item(at: ItemPath(item: 0, section: 0)) == Thing(6))
    #expect(f.storage.item(at: ItemPath(item: 3, section: 0)) == nil)
    #expect(f.storage.items(inSection: 4).isEmpty)
    #expect(f.storage.section(at: 1) == nil)
    f.expectConsistent()
    #expect(f.reloads == 1)
  }

  @Test func wholesaleReplacementsReload() throws {
    let f = make([[1, 2]])
    try f.storage.setItems([Thing(3)], forSection: 1)
    #expect(f.updates.last?.isReload == true)
    #expect(f.held == [["1", "2"], ["3"]])
    f.storage.setItemsForAllSections([[4, 5].map { Thing($0) }])
    #expect(f.held == [["4", "5"]])
    try f.storage.setSection(StorageSection(items: [Thing(6)], header: "S"), forSection: 0)
    #expect(f.held == [["6"]])
    f.storage.removeAllItems()
    #expect(f.held == [[]])
    f.expectConsistent()
    #expect(f.reloads == 5)
  }

  @Test func badInputThrowsAtTheCallAndChangesNothing() {
    let f = make([[1, 2], [3]])
    let before = f.held
    let cases: [(StorageError, () throws -> Void)] = [
      (
        .indexPathOutOfRange(ItemPath(item: 3, section: 0), itemCount: 2),
        { try f.storage.insertItems([Thing(9)], at: [ItemPath(item: 3, section: 0)]) }
      ),
      (
        .sectionOutOfRange(5, sectionCount: 2),
        { try f.storage.insertItems([Thing(9)], at: [ItemPath(item: 0, section: 5)]) }
      ),
      (
        .itemCountMismatch(items: 2, paths: 1),
        { try f.storage.insertItems([Thing(8), Thing(9)], at: [ItemPath(item: 0, section: 0)]) }
      ),
      (.itemNotFound, { try f.storage.removeItems([Thing(42)]) }),
      (.itemNotFound, { try f.storage.removeItems([Thing(1), Thing(42)]) }),
      (.itemNotFound, { try f.storage.replaceItem(Thing(42), with: Thing(43)) }),
      (.itemNotFound, { try f.storage.reloadItem(Thing(42)) }),
      (
        .indexPathOutOfRange(ItemPath(item: 2, section: 1), itemCount: 1),
        { try f.storage.removeItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 1)]) }
      ),
      (.sectionOutOfRange(2, sectionCount: 2), { try f.storage.removeItems(fromSection: 2) }),
      (.sectionOutOfRange(3, sectionCount: 2), { try f.storage.deleteSections([0, 3]) }),
      (.sectionOutOfRange(2, sectionCount: 2), { try f.storage.moveSection(0, toSection: 2) }),
      (
        .indexPathOutOfRange(ItemPath(item: 5, section: 1), itemCount: 0),
        { try f.storage.moveItem(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 5, section: 1)) }
      ),
      (
        .indexPathOutOfRange(ItemPath(item: 4, section: 0), itemCount: 2),
        {
          try f.storage.moveItemWithoutAnimation(from: ItemPath(item: 4, section: 0), to: ItemPath(item: 0, section: 0))
        }
      ),
      (.sectionOutOfRange(4, sectionCount: 2), { try f.storage.insertSection(StorageSection(), atIndex: 4) }),
    ]
    for (expected, call) in cases {
      #expect(throws: expected) { try call() }
      #expect(f.held == before, "\(expected)")
    }
    #expect(f.updates.isEmpty)
    #expect(
      StorageError.itemCountMismatch(items: 2, paths: 1).description
        == "2 items but 1 index path were given; they must match one to one")
  }

  @Test func performUpdatesSendsOneUpdateAndAThrowUndoesTheBatch() throws {
    let f = make([[1, 2, 3]])
    try f.storage.performUpdates { () throws(StorageError) in
      try f.storage.addItems([Thing(4)])
      try f.storage.moveItem(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0))
      try f.storage.replaceItem(at: ItemPath(item: 0, section: 0), with: Thing(4, "x"))
      try f.storage.removeItems([Thing(2)])
      try f.storage.performUpdates { () throws(StorageError) in try f.storage.addItems([Thing(5)], toSection: 1) }
    }
    #expect(f.updates.count == 1)
    #expect(f.held == [["4x", "1", "3"], ["5"]])
    #expect(f.updates[0].updatedObjects.isEmpty, "an item inserted in the batch has no original path")
    f.expectConsistent()

    #expect(throws: StorageError.itemNotFound) {
      try f.storage.performUpdates { () throws(StorageError) in
        try f.storage.addItems([Thing(6)])
        try f.storage.removeItems([Thing(42)])
      }
    }
    #expect(f.held == [["4x", "1", "3"], ["5"]], "the whole batch is undone")
    #expect(f.updates.count == 1)

    try f.storage.updateWithoutAnimations { () throws(StorageError) in try f.storage.addItems([Thing(7)]) }
    #expect(f.updates.last?.isReload == true)
    f.expectConsistent()
  }

  @Test func aMovedAndUpdatedRowIsRefreshedAndUpdatedObjectsUseOriginalPaths() throws {
    let f = make([[1, 2, 3, 4]])
    try f.storage.performUpdates { () throws(StorageError) in
      try f.storage.moveItem(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0))
      try f.storage.replaceItem(at: ItemPath(item: 0, section: 0), with: Thing(4, "new"))
    }
    #expect(f.updates[0].updatedObjects == [ItemPath(item: 3, section: 0): Thing(4, "new")])
    #expect(f.shown == [["4new", "1", "2", "3"]])
    f.expectConsistent()
  }

  @Test func moveWithoutAnimationFollowsAnInteractiveDrag() throws {
    let f = make([[1, 2, 3]])
    f.dataSource.on(.canMove) { _, _ in true }
    f.dataSource.on(.moveRow) { [storage = f.storage] _, move in
      try? storage.moveItemWithoutAnimation(from: move.from, to: move.to)
    }
    #expect(try f.table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(f.held == [["2", "3", "1"]])
    #expect(f.updates.isEmpty)
    try f.storage.addItems([Thing(4)])
    // Only the table was dragged: a silent move is for the one view that already moved the row, so
    // the fixture's collection view (not dragged) is left out here.
    #expect(f.shown == f.held)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.reloads == 1, "the data source still matches the storage, so the next update animates")
  }

  @Test func updatesArriveInOrderAsAnAsyncSequence() async throws {
    let storage = MemoryStorage<Thing>()
    var iterator = storage.updates().makeAsyncIterator()
    try storage.addItems([Thing(1)])
    try storage.insertItems([Thing(0)], at: [ItemPath(item: 0, section: 0)])
    try storage.removeItems([Thing(1)])
    var received: [[StorageChange]] = []
    for _ in 0..<3 { if let update = await iterator.next() { received.append(update.changes) } }
    #expect(
      received == [
        [.insertSection(0), .insertItem(ItemPath(item: 0, section: 0))],
        [.insertItem(ItemPath(item: 0, section: 0))],
        [.deleteItem(ItemPath(item: 1, section: 0))],
      ])
  }
}
