import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// A burst of edits to a ``SortedStorage`` is bounded in memory while its worker is busy, and the
/// merged edits give the same content as the edits one by one.
@MainActor
@Suite struct SortedStorageBurstTests {
  /// The main actor does not yield while it edits, so the worker cannot publish and stays busy: without
  /// merging, every edit would wait in the queue.
  @Test func aBurstWaitsInBoundedMemory() async throws {
    let storage = SortedStorage<Thing, Int>(areInIncreasingOrder: { $0.id < $1.id }, sectionKey: { $0.id % 3 })
    let f = StorageFixture(storage)
    var latest: [Int: Thing] = [:]
    var maxWaiting = 0
    for n in 0..<200_000 {
      let thing = Thing(n % 100, "v\(n)")
      if n % 7 == 0 {
        storage.remove(ids: [thing.id])
        latest[thing.id] = nil
      } else {
        storage.add(thing)
        latest[thing.id] = thing
      }
      if n % 1_000 == 0 { maxWaiting = max(maxWaiting, storage.worker.waiting.inputs) }
    }
    let waiting = storage.worker.waiting
    #expect(maxWaiting <= 2 * 16_384, "waiting edits: \(maxWaiting)")
    // The worker took its first batch before it blocked; the rest wait, merged.
    #expect(waiting.submissions > 10 * waiting.inputs, "the queue stands for many more edits than it holds: \(waiting)")
    await storage.waitUntilPublished()
    let expected = Dictionary(grouping: latest.values.sorted { $0.id < $1.id }) { $0.id % 3 }
      .sorted { $0.key < $1.key }.map { $0.value.map(\.description) }
    #expect(f.held == expected)
    f.expectConsistent()
  }

  /// Random edits, with ties, applied one by one and merged: the same sections, items and values;
  /// only the order among items that sort equal may differ.
  @Test func mergedEditsGiveTheSameContent() {
    var random = SplitMix64(seed: 0x5eed_b0b5)
    for round in 0..<(300 * propertyScale) {
      let byValue: @Sendable (Thing, Thing) -> Bool = { $0.value < $1.value }
      let byID: @Sendable (Thing, Thing) -> Bool = { $0.id < $1.id }
      func randomEdits(_ count: Int) -> [SortedStorageEdit<Thing>] {
        var edits: [SortedStorageEdit<Thing>] = []
        for _ in 0..<count {
          let kind = random.int(0...19)
          if kind == 0 {
            edits.append(.removeAll)
          } else if kind == 1 {
            edits.append(.sort(random.chance(0.5) ? byValue : byID))
          } else if kind <= 7 {
            edits.append(.remove((0..<random.int(1...3)).map { _ in random.int(0...15) }))
          } else {
            var items: [Thing] = []
            for _ in 0..<random.int(1...4) { items.append(Thing(random.int(0...15), "\(random.int(0...3))")) }
            edits.append(.add(items))
          }
        }
        return edits
      }
      let prefix = randomEdits(random.int(0...20)).filter { if case .sort = $0 { false } else { true } }
      let edits = randomEdits(random.int(1...60))
      var merged = edits
      SortedStorageEdit.compact(&merged)
      let one = SortedStorageModel<Thing, Int>(areInIncreasingOrder: byValue, sectionKey: { $0.id % 4 })
      let two = SortedStorageModel<Thing, Int>(areInIncreasingOrder: byValue, sectionKey: { $0.id % 4 })
      _ = SortedStorage.apply(prefix, to: one)
      _ = SortedStorage.apply(prefix, to: two)
      let before = two.items.map { $0.map(\.id) }
      _ = SortedStorage.apply(edits, to: one)
      let (snapshot, update) = SortedStorage.apply(merged, to: two)
      #expect(
        changesReplay(update, before: before, after: snapshot.items.map { $0.map(\.id) }),
        "round \(round): the merged batch's update replays")
      #expect(two.keys == one.keys, "round \(round)")
      #expect(snapshot.items.map(\.count) == one.items.map(\.count), "round \(round)")
      for (a, b) in zip(one.items, two.items) {
        #expect(Set(a) == Set(b), "round \(round): \(edits) merged to \(merged)")
        // The sort order holds in the merged result too: no item sorts before the one ahead of it.
        #expect(zip(b, b.dropFirst()).allSatisfy { !two.areInIncreasingOrder($1, $0) }, "round \(round)")
      }
      #expect(merged.count <= edits.count, "round \(round)")
    }
  }
}
