import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// Random model edits, described by batches built from the edits themselves, are always accepted and
/// leave the view showing the new model; the same batches, corrupted, are always rejected and leave
/// the view as it was.
@MainActor
@Suite struct BatchPropertyTests {
  static let seeds = Gen.uint64(in: 0...UInt64.max)

  @Test func validTableBatchesAreAcceptedAndLeaveTheViewConsistent() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      let batch = RandomBatch(seed: seed, forCollectionView: false)
      let (table, model) = try makeTable(batch.old)
      model.sections = batch.new
      try batch.perform(on: table, shuffleSeed: seed &+ 1)
      #expect(shown(table) == batch.new, "seed \(seed)")
      // The view asked again and now agrees with the data source on every count.
      #expect(table.numberOfSections == batch.new.count)
      for (s, rows) in batch.new.enumerated() { #expect(table.numberOfRows(inSection: s) == rows.count) }
    }
  }

  @Test func validCollectionBatchesAreAcceptedAndLeaveTheViewConsistent() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      let batch = RandomBatch(seed: seed, forCollectionView: true)
      let (view, model) = try makeCollection(batch.old)
      model.sections = batch.new
      try batch.perform(on: view, shuffleSeed: seed &+ 1)
      #expect(shown(view) == batch.new, "seed \(seed)")
    }
  }

  @Test func corruptedBatchesAreRejectedAndChangeNothing() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      for forCollectionView in [false, true] {
        var batch = RandomBatch(seed: seed, forCollectionView: forCollectionView)
        let corruption = batch.corrupt(seed: seed &+ 2)
        if forCollectionView {
          let (view, model) = try makeCollection(batch.old)
          model.sections = batch.new
          #expect(throws: HeadlessUpdateError.self, "\(corruption), seed \(seed)") {
            try batch.perform(on: view, shuffleSeed: seed)
          }
          #expect(shown(view) == batch.old)
        } else {
          let (table, model) = try makeTable(batch.old)
          model.sections = batch.new
          #expect(throws: HeadlessUpdateError.self, "\(corruption), seed \(seed)") {
            try batch.perform(on: table, shuffleSeed: seed)
          }
          #expect(shown(table) == batch.old)
          #expect(table.events.count == 1, "only the initial reload is logged")
        }
      }
    }
  }
}

/// The property tests above prove little if the generator never makes some kind of operation.
@Suite struct RandomBatchCoverageTests {
  @Test func theGeneratorMakesEveryKindOfOperation() {
    var totals = [String: Int]()
    for seed in UInt64(0)..<300 {
      let b = RandomBatch(seed: seed, forCollectionView: false)
      totals["sectionDeletes", default: 0] += b.sectionDeletes.count
      totals["sectionInserts", default: 0] += b.sectionInserts.count
      totals["sectionReloads", default: 0] += b.sectionReloads.count
      totals["sectionMoves", default: 0] += b.sectionMoves.count
      totals["rowDeletes", default: 0] += b.rowDeletes.count
      totals["rowInserts", default: 0] += b.rowInserts.count
      totals["rowReloads", default: 0] += b.rowReloads.count
      totals["rowMoves", default: 0] += b.rowMoves.count
      totals["crossSectionMoves", default: 0] +=
        b.rowMoves.filter { b.newIndexOfOld[$0.from.section] != $0.to.section }.count
    }
    for (kind, total) in totals { #expect(total >= 20, "\(kind): \(total)") }
    #expect(totals.count == 9)
  }
}
