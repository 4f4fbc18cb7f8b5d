@_spi(Extending) import DataSourceCore
import DataSourceKit
@_spi(Extending) import DataSourceStorage
import DataSourceTestSupport
import Foundation
import PropertyBased
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// The shortcuts of the storage pipeline give what the plain path gives.
@Suite struct StorageReplayTests {
  /// Random change lists, heavy in appends: replaying them with append runs applied at once (what
  /// `StorageUpdate` does) leads to the same stages, counts and origins as applying each change.
  @Test func appendRunsEqualTheirChangesOneByOne() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var counts = (0..<rng.int(1...4)).map { _ in rng.int(0...5) }
      let oldCounts = counts
      var changes: [StorageChange] = []
      for _ in 0..<rng.int(1...12) {
        let s = rng.int(0...(counts.count - 1))
        switch rng.int(0...9) {
        case 0:
          guard counts[s] > 0 else { continue }
          changes.append(.deleteItem(ItemPath(item: rng.int(0...(counts[s] - 1)), section: s)))
          counts[s] -= 1
        case 1:
          changes.append(.insertItem(ItemPath(item: rng.int(0...counts[s]), section: s)))
          counts[s] += 1
        case 2:
          guard counts[s] > 0 else { continue }
          changes.append(.updateItem(ItemPath(item: rng.int(0...(counts[s] - 1)), section: s)))
        case 3:
          guard counts[s] > 0 else { continue }
          let to = rng.int(0...(counts.count - 1))
          let limit = counts[to] - (to == s ? 1 : 0)
          changes.append(
            .moveItem(
              from: ItemPath(item: rng.int(0...(counts[s] - 1)), section: s),
              to: ItemPath(item: rng.int(0...limit), section: to)))
          counts[s] -= 1
          counts[to] += 1
        default:
          for _ in 0..<rng.int(1...3) {
            changes.append(.insertItem(ItemPath(item: counts[s], section: s)))
            counts[s] += 1
          }
        }
      }
      var oneByOne = StorageReplay(rowCounts: oldCounts)
      for change in changes { try? oneByOne.apply(change) }
      oneByOne.placeAllPending()
      guard let update = try? StorageUpdate<Int>(oldRowCounts: oldCounts, changes: changes) else {
        Issue.record("seed \(seed): \(changes) did not replay")
        return
      }
      #expect(update.newRowCounts == counts, "seed \(seed)")
      #expect(oneByOne.newRowCounts == counts, "seed \(seed)")
      let stages = oneByOne.stages()
      #expect(update.steps.map(\.batch) == stages.map(\.step.batch), "seed \(seed): \(changes)")
      #expect(update.steps.map(\.updates) == stages.map(\.step.updates), "seed \(seed): \(changes)")
      #expect(update.stageSlots == stages.map(\.slots), "seed \(seed): \(changes)")
      #expect(update.appendOrigins == oneByOne.appendOrigins, "seed \(seed)")
      #expect(update.untouchedOrigins == oneByOne.untouchedOrigins, "seed \(seed)")
    }
  }

  /// Inserts placed together (a Fenwick tree over the final slots) give what inserting them one at a
  /// time gives, for bursts on either side of the size where the placing switches method.
  @Test func pendingInsertsPlaceAsInsertingOneByOne() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let base = Array(0..<rng.int(0...40))
      var expected = base
      var inserts: [(position: Int, token: Int)] = []
      for k in 0..<rng.int(0...30) {
        let position = rng.int(0...expected.count)
        inserts.append((position, -1 - k))
        expected.insert(-1 - k, at: position)
      }
      var placed = base
      StorageReplay.place(inserts, into: &placed)
      #expect(placed == expected, "seed \(seed)")
    }
  }

  /// Integer identifiers take a cheaper hash than `Hasher`: it must still tell identifiers and model
  /// types apart and spread sequential identifiers over a table's buckets.
  @Test func integerIdentityHashesSpreadAndSeparateTypes() {
    struct A: Diffable {
      var diffIdentifier: Int
      func isContentEqual(to other: A) -> Bool { true }
    }
    struct B: Diffable {
      var diffIdentifier: Int
      func isContentEqual(to other: B) -> Bool { true }
    }
    let hashes = (0..<65_536).map { Row(A(diffIdentifier: $0)).identityHash }
    #expect(Set(hashes).count == hashes.count, "distinct identifiers, distinct hashes")
    // The low 10 bits pick a bucket in a 1,024-bucket table: each should get close to 64.
    var buckets = [Int](repeating: 0, count: 1_024)
    for hash in hashes { buckets[hash & 1_023] += 1 }
    #expect(buckets.max()! < 120 && buckets.min()! > 20, "buckets \(buckets.min()!)...\(buckets.max()!)")
    #expect(Row(A(diffIdentifier: 7)).diffIdentifier == Row(A(diffIdentifier: 7)).diffIdentifier)
    #expect(Row(A(diffIdentifier: 7)).identityHash == Row(A(diffIdentifier: 7)).identityHash)
    #expect(Row(A(diffIdentifier: 7)).diffIdentifier != Row(B(diffIdentifier: 7)).diffIdentifier)
    #expect(Row(A(diffIdentifier: 7)).identityHash != Row(B(diffIdentifier: 7)).identityHash)
  }
}
