import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// MemoryStorage under bad indices, nested and failing batches, and observers that edit it.
@MainActor
@Suite struct MemoryStorageRulesTests {
  typealias Fixture = StorageFixture<MemoryStorage<Thing>>

  func make(_ sections: [[Int]]) -> Fixture {
    Fixture(MemoryStorage(sections: sections.map { StorageSection(items: $0.map { Thing($0) }) }))
  }

  @Test func everyIndexIsCheckedAndBadOnesChangeNothing() {
    let f = make([[1, 2]])
    let limit = MemoryStorage<Thing>.maximumImplicitSections
    let cases: [(StorageError, () throws -> Void)] = [
      (.sectionOutOfRange(-1, sectionCount: 1), { try f.storage.setItems([Thing(9)], forSection: -1) }),
      (.sectionOutOfRange(-1, sectionCount: 1), { try f.storage.setSection(StorageSection(), forSection: -1) }),
      (.sectionOutOfRange(-1, sectionCount: 1), { try f.storage.addItems([Thing(9)], toSection: -1) }),
      (
        .tooManyImplicitSections(section: .max, sectionCount: 1, limit: limit),
        { try f.storage.addItems([Thing(9)], toSection: .max) }
      ),
      (
        .tooManyImplicitSections(section: .max, sectionCount: 1, limit: limit),
        { try f.storage.setItems([Thing(9)], forSection: .max) }
      ),
      (
        .tooManyImplicitSections(section: 5_000_000, sectionCount: 1, limit: limit),
        { try f.storage.addItems([Thing(9)], toSection: 5_000_000) }
      ),
      (
        .indexPathOutOfRange(ItemPath(item: .max, section: 0), itemCount: 2),
        { try f.storage.insertItems([Thing(9)], at: [ItemPath(item: .max, section: 0)]) }
      ),
      (
        .indexPathOutOfRange(ItemPath(item: 1, section: 3), itemCount: 0),
        { try f.storage.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 3)) }
      ),
      (
        .sectionOutOfRange(-2, sectionCount: 1),
        { try f.storage.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: -2)) }
      ),
      (
        .tooManyImplicitSections(section: .max, sectionCount: 1, limit: limit),
        { try f.storage.setSectionHeaderModel("H", forSection: .max) }
      ),
    ]
    for (expected, call) in cases {
      #expect(throws: expected) { try call() }
      #expect(f.held == [["1", "2"]], "\(expected) changes nothing")
    }
    #expect(f.updates.isEmpty, "and tells no one")
    #expect(
      StorageError.tooManyImplicitSections(section: 5_000_000, sectionCount: 1, limit: 1_000).description
        == "section 5000000 is out of range: the storage has 1 section, and an edit creates at most 1000 missing sections (valid: 0 through 1000)"
    )
  }

  @Test func sectionsUpToTheLimitAreCreated() throws {
    let f = make([[1]])
    let last = MemoryStorage<Thing>.maximumImplicitSections
    try f.storage.addItems([Thing(2)], toSection: last)
    #expect(f.storage.sections.count == last + 1)
    #expect(f.held.last == ["2"])
    f.expectConsistent()
  }

  @Test func aFailedInnerBatchRollsBackOnlyItsOwnEdits() throws {
    let f = make([[1, 2, 3]])
    try f.storage.performUpdates { () throws(StorageError) in
      try f.storage.addItems([Thing(10)])
      do {
        try f.storage.performUpdates { () throws(StorageError) in
          try f.storage.addItems([Thing(11)])
          try f.storage.removeItems([Thing(42)])
        }
        Issue.record("the inner batch should have thrown")
      } catch {
        #expect(error as? StorageError == .itemNotFound)
      }
      #expect(f.updates.isEmpty, "nothing is sent while the outer batch is open")
      try f.storage.addItems([Thing(12)])
    }
    #expect(f.held == [["1", "2", "3", "10", "12"]])
    #expect(f.updates.count == 1, "one update for the outer batch")
    #expect(
      f.updates[0].changes == [.insertItem(ItemPath(item: 3, section: 0)), .insertItem(ItemPath(item: 4, section: 0))])
    f.expectConsistent()
  }

  @Test func aFailedReloadLevelDoesNotTurnTheBatchIntoAReload() throws {
    let f = make([[1]])
    struct Stop: Error {}
    try f.storage.performUpdates { () throws(StorageError) in
      try f.storage.addItems([Thing(2)])
      try? f.storage.updateWithoutAnimations { () throws(Stop) in
        try? f.storage.addItems([Thing(3)])
        throw Stop()
      }
    }
    #expect(f.held == [["1", "2"]])
    #expect(f.updates.map(\.isReload) == [false])
    f.expectConsistent()
  }

  @Test func editsFromInsideAnObserverArriveAfterTheCurrentUpdateEverywhere() async throws {
    let storage = MemoryStorage(sections: [StorageSection(items: [Thing(1)])])
    var first: [[Int]] = []
    var second: [[Int]] = []
    let stream = storage.updates()
    let a = storage.observe { update in
      first.append(update.sections!.flatMap { $0.items.map(\.id) })
      if update.sections![0].items.count == 2 { try? storage.addItems([Thing(3)]) }
    }
    let b = storage.observe { update in second.append(update.sections!.flatMap { $0.items.map(\.id) }) }
    let f = Fixture(storage)  // bound after the observers: reached last
    try storage.addItems([Thing(2)])
    #expect(first == [[1, 2], [1, 2, 3]])
    #expect(second == [[1, 2], [1, 2, 3]], "the second observer gets the first update first")
    var streamed: [[Int]] = []
    for await update in stream {
      streamed.append(update.sections!.flatMap { $0.items.map(\.id) })
      if streamed.count == 2 { break }
    }
    #expect(streamed == [[1, 2], [1, 2, 3]])
    #expect(f.reloads == 1, "the bound data sources animate both updates, with no fallback reload")
    f.expectConsistent()
    _ = (a, b)
  }

  @Test func movingIntoAMissingSectionCreatesIt() throws {
    let f = make([[1, 2]])
    try f.storage.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 2))
    #expect(f.held == [["2"], [], ["1"]])
    #expect(
      f.updates.last?.changes == [
        .insertSection(1), .insertSection(2),
        .moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 2)),
      ])
    f.expectConsistent()
  }

  @Test func headerAndFooterModelsLiveWithoutItemsAndAreShown() throws {
    let f = make([[1]])
    try f.storage.setSectionHeaderModels(["Fruits", "Empty for now"])
    try f.storage.setSectionFooterModel("no items yet", forSection: 1)
    #expect(f.held == [["1"], []])
    #expect(f.storage.sections[1].header as? String == "Empty for now")
    #expect(f.dataSource.numberOfSections == 2)
    #expect(f.dataSource.header(inSection: 1)?.title == "Empty for now")
    #expect(f.dataSource.footer(inSection: 1)?.title == "no items yet")
    #expect(f.dataSource.header(inSection: 0)?.title == "Fruits")
    #expect(f.updates.map(\.changes) == [[.insertSection(1), .updateSection(0)], [.updateSection(1)]])
    f.expectConsistent()
    try f.storage.setSectionHeaderModels([])
    #expect(f.dataSource.header(inSection: 0) == nil, "sections past the models lose theirs")
    f.expectConsistent()
  }
}
