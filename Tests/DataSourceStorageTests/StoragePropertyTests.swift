import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// Random sequences of storage operations. After every update the headless table, driven only by
/// the storage's updates, equals the storage; no batch is rejected or falls back to a reload; and
/// the update's sequential changes replay from the old content to the new.
@MainActor
@Suite struct StoragePropertyTests {
  /// One random MemoryStorage edit; some are invalid on purpose (they must throw and change nothing).
  func randomEdit(_ storage: MemoryStorage<Thing>, _ rng: inout SplitMix64, nextID: inout Int) {
    let sections = storage.sections.count
    func path(extra: Int = 0) -> ItemPath {
      let s = rng.int(0...max(0, sections - 1 + (rng.chance(0.05) ? 1 : 0)))
      let count = storage.items(inSection: s).count
      return ItemPath(item: rng.int(0...max(0, count - 1 + extra + (rng.chance(0.05) ? 1 : 0))), section: s)
    }
    func fresh() -> Thing {
      nextID += 1
      return Thing(nextID)
    }
    let before = storage.sections.map { $0.items }
    do {
      switch rng.int(0...10) {
      case 0, 1: try storage.addItems((0..<rng.int(0...3)).map { _ in fresh() }, toSection: rng.int(0...sections))
      case 2: try storage.insertItems([fresh()], at: [path(extra: 1)])
      case 3: try storage.insertItems([fresh(), fresh()], at: [path(extra: 1), path(extra: 1)])
      case 4: try storage.removeItems(at: [path(), path()])
      case 5: try storage.moveItem(from: path(), to: path())
      case 6: try storage.moveSection(rng.int(0...max(0, sections - 1)), toSection: rng.int(0...max(0, sections - 1)))
      case 7: try storage.deleteSections([rng.int(0...max(0, sections - 1))])
      case 8:
        try storage.insertSection(
          StorageSection(items: [fresh()], header: "h\(nextID)"), atIndex: rng.int(0...sections))
      case 9:
        let p = path()
        let old = storage.item(at: p)
        try storage.replaceItem(at: p, with: Thing(old?.id ?? -1, "v\(rng.int(0...9))"))
      default: try storage.reloadItem(at: path())
      }
    } catch {
      #expect(storage.sections.map { $0.items } == before, "a thrown edit changes nothing")
    }
  }

  @Test func memoryStorageDrivesTheTable() async {
    await propertyCheck(count: 120 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let f = StorageFixture(MemoryStorage<Thing>())
      var nextID = 0
      var seen = 0
      for step in 0..<25 {
        let before = f.storage.sections.map { $0.items.map(\.id) }
        if rng.chance(0.3) {
          try? f.storage.performUpdates { () throws(StorageError) in
            for _ in 0..<rng.int(1...4) { randomEdit(f.storage, &rng, nextID: &nextID) }
          }
        } else {
          randomEdit(f.storage, &rng, nextID: &nextID)
        }
        f.expectConsistent("seed \(seed), step \(step)")
        if f.updates.count > seen, let update = f.updates.last {
          #expect(update.oldRowCounts == before.map(\.count), "seed \(seed), step \(step)")
          let after = f.storage.sections.map { $0.items.map(\.id) }
          #expect(changesReplay(update, before: before, after: after), "seed \(seed), step \(step): \(update.changes)")
          seen = f.updates.count
        }
      }
      #expect(f.reloads == 1, "seed \(seed): every update animated")
    }
  }

  @Test func singleSectionStorageDrivesTheTable() async {
    await propertyCheck(count: 150 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let f = StorageFixture(SingleSectionStorage<Thing>())
      for step in 0..<12 {
        let before = f.storage.items.map(\.id)
        // Small identifier ranges make duplicates and repeated identifiers common.
        let batch = (0..<rng.int(0...8)).map { _ in Thing(rng.int(0...12), ["a", "b", ""][rng.int(0...2)]) }
        switch rng.int(0...5) {
        case 0: f.storage.setItems(batch.shuffled(using: &rng))
        case 1: f.storage.addItems(batch, strategy: .additive)
        case 2: f.storage.addItems(batch, strategy: .updateOldValues)
        case 3: f.storage.addItems(batch, strategy: .deleteOldValues)
        case 4: f.storage.header = rng.chance(0.8) ? "H\(step)" : nil
        default: f.storage.footer = rng.chance(0.8) ? "F\(step)" : nil
        }
        f.expectConsistent("seed \(seed), step \(step)")
        #expect(f.dataSource.header(inSection: 0)?.title == f.storage.header as? String, "seed \(seed), step \(step)")
        #expect(f.dataSource.footer(inSection: 0)?.title == f.storage.footer as? String, "seed \(seed), step \(step)")
        let after = f.storage.items.map(\.id)
        if before != after, let update = f.updates.last {
          #expect(
            changesReplay(update, before: [before], after: [after]), "seed \(seed), step \(step): \(update.changes)")
        }
      }
      #expect(f.reloads == 1, "seed \(seed): every update animated")
    }
  }
}
