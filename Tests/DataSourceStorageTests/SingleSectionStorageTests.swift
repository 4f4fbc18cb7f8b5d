import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// SingleSectionStorage: automatic diffs and the accumulation strategies, duplicates included.
@MainActor
@Suite struct SingleSectionStorageTests {
  let old = [Thing(1, "foo"), Thing(2, "bar")]
  let new = [Thing(1, "bar"), Thing(3, "xyz")]

  @Test func accumulationStrategiesMatchDTModelStorage() {
    #expect(AccumulationStrategy.additive.accumulate(old, new).map(\.description) == ["1foo", "2bar", "1bar", "3xyz"])
    #expect(AccumulationStrategy.updateOldValues.accumulate(old, new).map(\.description) == ["1bar", "2bar", "3xyz"])
    #expect(AccumulationStrategy.deleteOldValues.accumulate(old, new).map(\.description) == ["2bar", "1bar", "3xyz"])
  }

  @Test func duplicatesInsideOneBatchKeepTheLastValueAtTheFirstPosition() {
    let batch = [Thing(3, "a"), Thing(4, "x"), Thing(3, "b")]
    #expect(
      AccumulationStrategy.updateOldValues.accumulate(old, batch).map(\.description) == ["1foo", "2bar", "3b", "4x"])
    #expect(
      AccumulationStrategy.deleteOldValues.accumulate(old, batch).map(\.description) == ["1foo", "2bar", "3b", "4x"])
    let replacing = [Thing(1, "a"), Thing(1, "b")]
    #expect(AccumulationStrategy.updateOldValues.accumulate(old, replacing).map(\.description) == ["1b", "2bar"])
    #expect(AccumulationStrategy.deleteOldValues.accumulate(old, replacing).map(\.description) == ["2bar", "1b"])
    #expect(AccumulationStrategy.additive.accumulate(old, replacing).count == 4, "additive keeps every item")
  }

  @Test func addingWithAStrategyAnimatesTheDifference() {
    let f = StorageFixture(SingleSectionStorage(items: old))
    f.storage.addItems(new, strategy: .updateOldValues)
    #expect(f.shown == [["1bar", "2bar", "3xyz"]])
    #expect(
      f.updates.last?.changes == [
        .updateItem(ItemPath(item: 0, section: 0)), .insertItem(ItemPath(item: 2, section: 0)),
      ])
    #expect(f.updates.last?.updatedObjects == [ItemPath(item: 0, section: 0): Thing(1, "bar")])
    f.storage.addItems([Thing(2, "baz")], strategy: .deleteOldValues)
    #expect(f.shown == [["1bar", "3xyz", "2baz"]])
    let changes = f.updates.last?.changes ?? []
    #expect(changes.count { if case .moveItem = $0 { true } else { false } } == 1, "one move: \(changes)")
    #expect(changes.contains(.updateItem(ItemPath(item: 1, section: 0))), "2 changed value: \(changes)")
    f.storage.setItems([Thing(3, "xyz"), Thing(3, "xyz"), Thing(1, "bar")])
    #expect(f.shown == [["3xyz", "3xyz", "1bar"]], "duplicate identifiers are shown, not a crash")
    f.expectConsistent()
    #expect(f.reloads == 1)
  }

  @Test func settingEqualItemsSendsNothing() {
    let f = StorageFixture(SingleSectionStorage(items: old))
    f.storage.setItems(old)
    #expect(f.updates.isEmpty)
  }
}

/// A changed header or footer of a SingleSectionStorage shows at once, on both views (the collection
/// view kept the old header, even after the next setItems).
@MainActor
@Suite struct SingleSectionStorageHeaderTests {
  @Test func aChangedHeaderIsShown() {
    let storage = SingleSectionStorage(items: [Thing(1), Thing(2)])
    storage.header = "Old"
    let f = StorageFixture(storage)
    f.collection.supplementaryKinds = [SupplementaryKind.header.rawValue]
    f.collectionDataSource.reloadData(animated: false)
    f.table.isInWindow = true
    f.collection.isInWindow = true
    let headers = { f.collection.visibleSupplementaryViews(ofKind: SupplementaryKind.header.rawValue).map(\.text) }
    #expect(headers() == ["Old"])
    storage.header = "New"
    #expect(f.dataSource.header(inSection: 0)?.title == "New")
    #expect(headers() == ["New"])
    #expect(f.updates.last?.changes == [.updateSection(0)])
    storage.footer = "End"
    #expect(f.dataSource.footer(inSection: 0)?.title == "End")
    storage.setItems([Thing(2), Thing(3)])
    #expect(headers() == ["New"])
    f.expectConsistent()
  }
}
