import DataSourceKit
import DataSourceTerminal

struct LazyNumber {
  var index: Int
}

/// Lazy Rows: a section of 1,000 rows, each made only when the table draws it.
@MainActor
final class LazyRowsScreen: ExampleScreen {
  let rows: LazyRows

  init() {
    rows = LazyRows(count: { 1_000 }, row: { Row(LazyNumber(index: $0)) })
    super.init(
      title: "Lazy Rows",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<LazyNumber, LineCell>().configure { number, cell, _ in cell.text = "Row #\(number.index + 1)" }
        )
      ])
    dataSource.sections = [Section("lazy", header: "1,000 lazy rows", lazyRows: rows)]
    dataSource.reloadData(animated: false)
  }

  override var status: String { "rows created: \(rows.createdCount) of 1,000" }
}
