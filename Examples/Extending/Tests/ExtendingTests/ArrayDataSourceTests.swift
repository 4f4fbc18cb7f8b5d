@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTesting
import Extending
import Foundation
import PropertyBased
import Testing

/// An updater written outside the library, on the updater seam: it animates only changes of at most
/// `limit` operations per batch, on views that are on screen.
struct SmallChangesAnimate: ListUpdater {
  var limit: Int
  func prefersBatches(on view: any ListView, animated: Bool) -> Bool { animated && view.isOnScreen }
  func performsBatches(largestBatch: Int, threshold: Int) -> Bool { largestBatch <= min(limit, threshold) }
}

/// The front door written outside the library: arrays applied at random reach both views as
/// batches they accept, through the data source's one updater.
@MainActor
@Suite struct ArrayDataSourceTests {
  static func door<Cell: AnyObject>(_ cell: Cell.Type, text: @escaping @MainActor (Cell, String) -> Void)
    -> ArrayDataSource<Fruit>
  {
    ArrayDataSource<Fruit>(cellClass: cell) { fruit, cell, _ in text(cell as! Cell, fruit.line) }
  }

  @Test func randomArraysReachBothViews() async {
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max).array(of: 4)) { seed in
      var random = Xoshiro(words: seed)
      let view = LineListView()
      let lines = Self.door(FruitLine.self) { $0.text = $1 }
      view.dataSource = lines.dataSource
      lines.dataSource.listView = view
      view.reloadAllData()
      let table = HeadlessTableView()
      let rows = Self.door(FruitRow.self) { $0.text = $1 }
      let adapter = HeadlessTableAdapter(dataSource: rows.dataSource, tableView: table)
      for step in 0..<8 {
        let target = random.sections()
        lines.apply(target)
        rows.apply(target)
        #expect(view.lines == target.map { $0.map(\.line) }, "seed \(seed), step \(step)")
        #expect(view.failures.isEmpty, "seed \(seed), step \(step): \(view.failures)")
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        #expect(counts == target.map(\.count), "seed \(seed), step \(step)")
        #expect(table.listViewFailures.isEmpty, "seed \(seed), step \(step)")
      }
      #expect(view.counts.reloads == 1, "after the first load, every change was a batch (seed \(seed))")
      withExtendedLifetime(adapter) {}
    }
  }

  /// The user's move on UIKit's stand-in reaches the door: the arrays follow it.
  @Test func aUsersMoveReachesTheArrays() throws {
    let table = HeadlessTableView()
    let rows = Self.door(FruitRow.self) { $0.text = $1 }
    rows.dataSource.on(.canMove) { _, _ in true }
    let adapter = HeadlessTableAdapter(dataSource: rows.dataSource, tableView: table)
    rows.apply([[Fruit(id: 1, version: 0), Fruit(id: 2, version: 0), Fruit(id: 3, version: 0)]])
    #expect(try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(rows.sections.map { $0.map(\.id) } == [[2, 3, 1]])
    #expect(rows.dataSource.row(at: ItemPath(item: 2, section: 0))?.item(as: Fruit.self)?.id == 1)
    withExtendedLifetime(adapter) {}
  }

  /// The updater seam, from outside: with a limit of 2, a change of 3 inserts reloads, one of 1 animates.
  @Test func anUpdaterOfItsOwnDecides() {
    let view = LineListView()
    let lines = Self.door(FruitLine.self) { $0.text = $1 }
    lines.dataSource.updater = SmallChangesAnimate(limit: 2)
    view.dataSource = lines.dataSource
    lines.dataSource.listView = view
    view.reloadAllData()
    let fruit = (0..<5).map { Fruit(id: $0, version: 0) }
    lines.apply([Array(fruit[0..<1])])  // one section insert
    #expect(view.counts == (batches: 1, reloads: 1))
    lines.apply([Array(fruit[0..<4])])  // three row inserts
    #expect(view.counts == (batches: 1, reloads: 2))
    lines.apply([fruit])  // one row insert
    #expect(view.counts == (batches: 2, reloads: 2))
    #expect(view.lines == [fruit.map(\.line)])
  }
}
