import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// SortedStorage: sorting, sections by key, updates by identifier, re-sorting, coalescing, and
/// edits from many threads at once.
@MainActor
@Suite struct SortedStorageTests {
  typealias Sorted = SortedStorage<Thing, String>

  /// Sorted by value, sectioned by the value's first letter.
  static func byValue() -> Sorted {
    Sorted(areInIncreasingOrder: { $0.value < $1.value }, sectionKey: { String($0.value.prefix(1)) })
  }

  @Test func keepsItemsSortedInSectionsByKey() async {
    let f = StorageFixture(Self.byValue())
    f.storage.add([Thing(1, "banana"), Thing(2, "apple"), Thing(3, "blueberry"), Thing(4, "cherry")])
    await f.storage.waitUntilPublished()
    #expect(f.held == [["2apple"], ["1banana", "3blueberry"], ["4cherry"]])
    #expect(f.storage.sectionKeys == ["a", "b", "c"])
    #expect(f.dataSource.header(inSection: 1)?.title == "b")

    f.storage.add(Thing(2, "cranberry"))  // same id: updated, moved to another section, "a" disappears
    await f.storage.waitUntilPublished()
    #expect(f.held == [["1banana", "3blueberry"], ["4cherry", "2cranberry"]])
    f.storage.add(Thing(3, "bilberry"))  // same section, new position
    f.storage.add(Thing(1, "banana!"))  // same position: an update in place
    await f.storage.waitUntilPublished()
    #expect(f.held == [["1banana!", "3bilberry"], ["4cherry", "2cranberry"]])
    f.storage.remove(ids: [4, 2, 99])
    await f.storage.waitUntilPublished()
    #expect(f.held == [["1banana!", "3bilberry"]])
    f.expectConsistent()
    #expect(f.reloads == 1)
  }

  @Test func aNewItemThatSortsEqualGoesAfterTheOthers() async {
    let f = StorageFixture(Self.byValue())
    f.storage.add([Thing(1, "a"), Thing(2, "a")])
    f.storage.add(Thing(3, "a"))
    await f.storage.waitUntilPublished()
    #expect(f.held == [["1a", "2a", "3a"]])
    f.storage.add([Thing(4, "b"), Thing(4, "c")])
    await f.storage.waitUntilPublished()
    #expect(f.held == [["1a", "2a", "3a"], ["4c"]], "within one call the last value wins")
  }

  @Test func changingTheComparatorResorts() async {
    let f = StorageFixture(Self.byValue())
    f.storage.add([Thing(1, "ab"), Thing(2, "ac"), Thing(3, "aa"), Thing(4, "bz"), Thing(5, "ba")])
    await f.storage.waitUntilPublished()
    #expect(f.held == [["3aa", "1ab", "2ac"], ["5ba", "4bz"]])
    f.storage.sort { $0.id > $1.id }
    await f.storage.waitUntilPublished()
    #expect(f.held == [["3aa", "2ac", "1ab"], ["5ba", "4bz"]])
    #expect(f.updates.last?.changes.allSatisfy { if case .moveItem = $0 { true } else { false } } == true)
    f.storage.add(Thing(6, "ay"))
    await f.storage.waitUntilPublished()
    #expect(f.held == [["6ay", "3aa", "2ac", "1ab"], ["5ba", "4bz"]], "new items follow the new order")
    f.storage.removeAll()
    await f.storage.waitUntilPublished()
    #expect(f.held.isEmpty)
    f.expectConsistent()
  }

  @Test func burstsAreCoalesced() async {
    let f = StorageFixture(Self.byValue())
    for i in 0..<2_000 { f.storage.add(Thing(i, String(format: "%c%05d", 97 + i % 26, i))) }
    await f.storage.waitUntilPublished()
    #expect(f.storage.sections.map(\.items.count).reduce(0, +) == 2_000)
    #expect(f.updates.count < 2_000, "\(f.updates.count) updates for 2,000 adds")
    #expect(f.updates.count >= 1)
    f.expectConsistent()
  }

  @Test func concurrentProducersConverge() async {
    let storage = Self.byValue()
    let f = StorageFixture(storage)
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<4 {
        group.addTask {
          for i in 0..<250 {
            let id = producer * 1_000 + i
            storage.add(Thing(id, String(format: "%c%04d", 97 + id % 5, id)))
            if i % 10 == 0 { storage.remove(ids: [id - 5]) }
          }
        }
      }
    }
    await storage.waitUntilPublished()
    var expected: [Int] = []
    for producer in 0..<4 {
      for i in 0..<250 where !(i < 245 && (i + 5) % 10 == 0) { expected.append(producer * 1_000 + i) }
    }
    let held = storage.sections.flatMap(\.items)
    #expect(Set(held.map(\.id)) == Set(expected))
    for section in storage.sections {
      #expect(section.items.map(\.value) == section.items.map(\.value).sorted())
    }
    f.expectConsistent()
    #expect(f.reloads == 1)
  }

  /// Random adds, updates, removals and re-sorts against a reference model, with a total order
  /// (value, then identifier) so the expected order is unambiguous.
  @Test func randomEditsMatchAReferenceModel() async {
    await propertyCheck(count: 60 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let ascending: @Sendable (Thing, Thing) -> Bool = { ($0.value, $0.id) < ($1.value, $1.id) }
      let descending: @Sendable (Thing, Thing) -> Bool = { ($0.value, $0.id) > ($1.value, $1.id) }
      let storage = Sorted(areInIncreasingOrder: ascending, sectionKey: { String($0.value.prefix(1)) })
      let f = StorageFixture(storage)
      var reference: [Int: Thing] = [:]
      var order = ascending
      for step in 0..<10 {
        for _ in 0..<rng.int(1...6) {
          switch rng.int(0...5) {
          case 0, 1, 2:
            let things = (0..<rng.int(1...4)).map { _ in
              Thing(rng.int(0...30), ["a", "b", "c"][rng.int(0...2)] + "\(rng.int(0...3))")
            }
            storage.add(things)
            for thing in things { reference[thing.id] = thing }
          case 3, 4:
            let ids = (0..<rng.int(1...3)).map { _ in rng.int(0...30) }
            storage.remove(ids: ids)
            for id in ids { reference[id] = nil }
          default:
            order = rng.chance(0.5) ? descending : ascending
            storage.sort(by: order)
          }
        }
        await storage.waitUntilPublished()
        let keys = Set(reference.values.map { String($0.value.prefix(1)) }).sorted()
        let expected = keys.map { key in
          reference.values.filter { $0.value.hasPrefix(key) }.sorted(by: order).map(\.description)
        }
        #expect(f.held == expected, "seed \(seed), step \(step)")
        f.expectConsistent("seed \(seed), step \(step)")
      }
      #expect(f.reloads == 1, "seed \(seed)")
    }
  }
}
