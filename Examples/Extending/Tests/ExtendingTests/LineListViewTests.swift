import DataSourceKit
import DataSourceTesting
import Extending
import PropertyBased
import Testing

extension Fruit: Diffable {}

final class FruitLine: LineCell {}
final class FruitRow: HeadlessTableViewCell {}

/// The view written outside the library follows random reloads as batches, and so does UIKit's
/// stand-in: both end where the data source is, and neither rejects a batch.
@MainActor
@Suite struct LineListViewTests {
  static func dataSource<Cell: AnyObject>(_ cell: Cell.Type, text: @escaping @MainActor (Cell, String) -> Void)
    -> DataSource
  {
    DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Fruit, Cell>().configure { fruit, cell, _ in text(cell, fruit.line) })
    ])
  }

  @Test func randomReloadsReachTheTargetOnBothViews() async {
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max).array(of: 4)) { seed in
      var random = Xoshiro(words: seed)
      let view = LineListView()
      let lines = Self.dataSource(FruitLine.self) { $0.text = $1 }
      view.dataSource = lines
      lines.listView = view
      view.reloadAllData()
      let table = HeadlessTableView()
      let rows = Self.dataSource(FruitRow.self) { $0.text = $1 }
      let adapter = HeadlessTableAdapter(dataSource: rows, tableView: table)
      for step in 0..<8 {
        let target = random.sections()
        for dataSource in [lines, rows] {
          dataSource.sections = target.enumerated().map { Section("s\($0.offset)", items: $0.element) }
          dataSource.reloadData(animated: true)
        }
        let expected = target.filter { !$0.isEmpty }.map { $0.map(\.line) }
        #expect(view.lines == expected, "seed \(seed), step \(step)")
        #expect(view.failures.isEmpty, "seed \(seed), step \(step): \(view.failures)")
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        #expect(counts == expected.map(\.count), "seed \(seed), step \(step)")
        #expect(table.listViewFailures.isEmpty, "seed \(seed), step \(step)")
      }
      #expect(view.counts.reloads == 1, "after the first load, every change was a batch (seed \(seed))")
      withExtendedLifetime(adapter) {}
    }
  }

  /// The view's check can fail: a batch that inserts a row the data source does not show is rejected,
  /// recorded, and the view reloads to what the data source shows.
  @Test func aBatchThatLeadsElsewhereIsRejected() {
    let view = LineListView()
    let dataSource = Self.dataSource(FruitLine.self) { $0.text = $1 }
    view.dataSource = dataSource
    dataSource.listView = view
    dataSource.sections = [Section(items: [Fruit(id: 1, version: 0)])]
    dataSource.reloadData(animated: false)
    var batch = ListBatch()
    batch.itemInserts = [ItemPath(item: 1, section: 0)]
    let (_, warnings) = capturingRuntimeWarnings { view.performBatch(batch) {} }
    #expect(view.failures.map(\.reason) == ["section 0 has 2 rows, the data source shows 1"])
    #expect(warnings.isEmpty, "the view asked for no cell the data source does not show")
    #expect(view.lines == [["fruit 1 v0"]])
    #expect(view.counts.reloads == 2)
  }
}
