import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// ListBatch's count check agrees with the headless views' UIKit rules, and finds the batch that the
/// MemoryStorage bug sent.
@MainActor
@Suite struct ListBatchCountTests {
  @Test func theMemoryStorageBugsBatchDoesNotAddUp() {
    var batch = ListBatch()
    batch.sectionReloads = [1]
    let message = batch.countMismatch(oldRowCounts: [0, 0], newRowCounts: [1, 0])
    #expect(message?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    batch.itemInserts = [ItemPath(item: 0, section: 0)]
    #expect(batch.countMismatch(oldRowCounts: [0, 0], newRowCounts: [1, 0]) == nil)
  }

  @Test func sectionsAndMovesAreCounted() {
    var batch = ListBatch()
    batch.sectionDeletes = [0]
    batch.sectionInserts = [1]
    #expect(batch.countMismatch(oldRowCounts: [2, 3], newRowCounts: [3, 5]) == nil)
    #expect(batch.countMismatch(oldRowCounts: [2, 3], newRowCounts: [3]) != nil, "one section short")
    var moves = ListBatch()
    moves.itemMoves = [Relocation(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))]
    #expect(moves.countMismatch(oldRowCounts: [2, 1], newRowCounts: [1, 2]) == nil)
    #expect(moves.countMismatch(oldRowCounts: [2, 1], newRowCounts: [2, 1]) != nil)
  }

  /// On random batches, the check accepts exactly what a headless table accepts on counts.
  @Test func agreesWithTheHeadlessTable() async {
    let tally = Tally()
    await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SplitMix64(seed: UInt64(seed))
      let old = (0..<Int(random.next() % 4) + 1).map { _ in Int(random.next() % 4) }
      var batch = ListBatch()
      for s in old.indices where random.next() % 5 == 0 { batch.sectionDeletes.append(s) }
      for s in old.indices where old[s] > 0 && random.next() % 3 == 0 {
        batch.itemDeletes.append(ItemPath(item: Int(random.next() % UInt64(old[s])), section: s))
      }
      let sectionCount = old.count - batch.sectionDeletes.count + Int(random.next() % 2)
      if sectionCount > old.count - batch.sectionDeletes.count { batch.sectionInserts = [sectionCount - 1] }
      let new = (0..<sectionCount).map { _ in Int(random.next() % 4) }
      for s in 0..<sectionCount where new[s] > 0 && random.next() % 3 == 0 {
        batch.itemInserts.append(ItemPath(item: Int(random.next() % UInt64(new[s])), section: s))
      }
      batch.itemDeletes = Array(Set(batch.itemDeletes)).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
      batch.itemInserts = Array(Set(batch.itemInserts)).sorted { ($0.section, $0.item) < ($1.section, $1.item) }
      let table = HeadlessTableView()
      let model = CountModel(old)
      table.dataSource = model
      try? table.reloadData()
      model.counts = new
      let headless = Result {
        try table.performBatchUpdates {
          try table.deleteSections(IndexSet(batch.sectionDeletes), with: .none)
          try table.insertSections(IndexSet(batch.sectionInserts), with: .none)
          try table.deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: .none)
          try table.insertRows(at: batch.itemInserts.map(IndexPath.init), with: .none)
        }
      }
      let countRules: Set<HeadlessUpdateError.Rule> = [.invalidNumberOfSections, .invalidNumberOfRows]
      let headlessRejectsCounts: Bool?
      switch headless {
      case .success: headlessRejectsCounts = false
      case .failure(let error as HeadlessUpdateError):
        headlessRejectsCounts = countRules.contains(error.rule) ? true : nil
      case .failure: headlessRejectsCounts = nil
      }
      // A batch rejected for another reason first (an index out of range) says nothing about counts.
      if let headlessRejectsCounts {
        let mismatch = batch.countMismatch(oldRowCounts: old, newRowCounts: new)
        #expect((mismatch != nil) == headlessRejectsCounts, "\(old) → \(new), \(batch): \(headless)")
        tally.add(rejected: headlessRejectsCounts)
      }
    }
    #expect(
      tally.accepted > 20 && tally.rejected > 20, "both outcomes were compared: \(tally.accepted), \(tally.rejected)")
  }
}

/// How many cases each outcome had.
@MainActor
final class Tally {
  var accepted = 0
  var rejected = 0
  func add(rejected isRejected: Bool) { if isRejected { rejected += 1 } else { accepted += 1 } }
}

/// A table model with only counts.
@MainActor
final class CountModel: HeadlessTableViewDataSource {
  var counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in tableView: HeadlessTableView) -> Int { counts.count }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    HeadlessTableViewCell(reuseIdentifier: nil)
  }
}
