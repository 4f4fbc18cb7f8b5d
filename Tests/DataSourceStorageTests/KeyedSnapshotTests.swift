import DataSourceKit
@_spi(Extending) import DataSourceStorage
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// A storage that is handed whole snapshots and compares them: the pattern of a database storage.
@MainActor
final class SnapshotStorage: Storage {
  private(set) var sections: [StorageSection<Thing>] = []
  private var keyed: [KeyedSection<String, Thing>] = []
  private var observers: [@MainActor (StorageUpdate<Thing>) -> Void] = []

  func observe(_ observer: @escaping @MainActor (StorageUpdate<Thing>) -> Void) -> StorageObservation {
    observers.append(observer)
    return StorageObservation {}
  }

  func updates() -> AsyncStream<StorageUpdate<Thing>> { AsyncStream { $0.finish() } }

  func set(_ new: [KeyedSection<String, Thing>]) -> StorageUpdate<Thing> {
    let clean = StorageUpdate<Thing>.deduplicated(new)
    let update = StorageUpdate(diffing: keyed, to: clean)
    keyed = clean
    sections = clean.map { StorageSection(items: $0.items, header: $0.key) }
    for observer in observers { observer(update) }
    return update
  }
}

/// Comparing keyed snapshots: moves across sections, sections appearing, disappearing and moving.
@MainActor
@Suite struct KeyedSnapshotTests {
  @Test func anItemMovingToAnotherSectionIsAMoveAndAnUpdate() {
    let f = StorageFixture(SnapshotStorage())
    _ = f.storage.set([
      KeyedSection(key: "a", items: [Thing(1, "a1"), Thing(2, "a2")]), KeyedSection(key: "b", items: [Thing(3, "b")]),
    ])
    let update = f.storage.set([
      KeyedSection(key: "a", items: [Thing(1, "a1")]), KeyedSection(key: "b", items: [Thing(2, "b2"), Thing(3, "b")]),
    ])
    #expect(
      update.changes == [
        .updateItem(ItemPath(item: 1, section: 0)),
        .moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1)),
      ])
    #expect(update.updatedObjects == [ItemPath(item: 1, section: 0): Thing(2, "b2")])
    #expect(f.shown == [["1a1"], ["2b2", "3b"]])
    f.expectConsistent()
  }

  @Test func repeatedIdentifiersKeepTheFirst() {
    let clean = StorageUpdate<Thing>.deduplicated([
      KeyedSection(key: "a", items: [Thing(1, "x"), Thing(1, "y")]), KeyedSection(key: "b", items: [Thing(1, "z")]),
    ])
    #expect(clean.map(\.key) == ["a"])
    #expect(clean[0].items == [Thing(1, "x")])
  }

  @Test func randomSnapshotsDriveTheTable() async {
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let f = StorageFixture(SnapshotStorage())
      var before: [[Int]] = []
      for step in 0..<8 {
        let keys = ["a", "b", "c", "d", "e"].filter { _ in rng.chance(0.6) }.shuffled(using: &rng)
        let ids = Array(0..<20).shuffled(using: &rng).prefix(rng.int(0...20))
        var sections = keys.map { KeyedSection<String, Thing>(key: $0, items: []) }
        if !sections.isEmpty {
          for id in ids {
            sections[rng.int(0...(sections.count - 1))].items.append(Thing(id, rng.chance(0.3) ? "'" : ""))
          }
        }
        let update = f.storage.set(sections)
        let after = f.storage.sections.map { $0.items.map(\.id) }
        #expect(changesReplay(update, before: before, after: after), "seed \(seed), step \(step): \(update.changes)")
        f.expectConsistent("seed \(seed), step \(step)")
        before = after
      }
      #expect(f.reloads == 1, "seed \(seed)")
    }
  }
}
