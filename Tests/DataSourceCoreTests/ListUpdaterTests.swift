@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// One updater decides between batches and reloading everything, for every path that changes a view.
@MainActor
@Suite struct ListUpdaterTests {
  func reloadCount(_ table: HeadlessTableView) -> Int {
    table.events.count { if case .reloadData = $0 { true } else { false } }
  }

  func batchCount(_ table: HeadlessTableView) -> Int {
    table.events.count { if case .batch = $0 { true } else { false } }
  }

  @Test func theReloadingTwinReloadsEveryPathAndTheDefaultAnimates() async throws {
    for reloading in [false, true] {
      let f = Fixture([stringCells], sections: [Section(items: ["a", "b"])])
      if reloading { f.dataSource.updater = ReloadingListUpdater() }
      let reloadsBefore = reloadCount(f.table)

      f.dataSource.sections = [Section(items: ["b", "a", "c"])]
      f.dataSource.reloadData(animated: true)
      f.dataSource.sections = [Section(items: ["c", "b"])]
      #expect(await f.dataSource.reloadDataInBackground(animated: true))
      let storage = MemoryStorage<String>(sections: [StorageSection(items: ["x"])])
      f.dataSource.bind(to: storage)  // binding itself shows the storage by reloading
      try storage.addItems(["y"])

      #expect(f.shown == [["x", "y"]])
      #expect(f.table.listViewFailures.isEmpty)
      if reloading {
        #expect(batchCount(f.table) == 0, "the twin never performs a batch")
        #expect(reloadCount(f.table) - reloadsBefore == 4)
      } else {
        #expect(batchCount(f.table) == 3, "the default animates the reload, the background reload and the storage edit")
        #expect(reloadCount(f.table) - reloadsBefore == 1, "only the binding reloads")
      }
    }
  }

  @Test func aCustomUpdaterSeesWhatItDecides() {
    final class Recorder: ListUpdater {
      var largest: [Int] = []
      func prefersBatches(on view: any ListView, animated: Bool) -> Bool { animated }
      func performsBatches(largestBatch: Int, threshold: Int) -> Bool {
        largest.append(largestBatch)
        return largestBatch <= 1
      }
    }
    let recorder = Recorder()
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    f.dataSource.updater = recorder
    f.dataSource.sections = [Section(items: ["a", "b"])]
    f.dataSource.reloadData(animated: true)
    f.dataSource.sections = [Section(items: ["c", "d", "e"])]
    f.dataSource.reloadData(animated: true)
    #expect(recorder.largest == [1, 5], "one insert; then 2 deletes and 3 inserts")
    #expect(batchCount(f.table) == 1, "the second change was over the updater's limit and reloaded")
    #expect(f.shown == [["c", "d", "e"]])
  }
}
