import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

final class TextCell: HeadlessTableViewCell {}
final class NumberCell: HeadlessTableViewCell {}

struct Person: Identifiable, Hashable, Diffable {
  var id: Int
  var name: String
}

/// A data source on a headless table, kept alive together.
@MainActor
final class Fixture {
  let dataSource: DataSource
  let table: HeadlessTableView
  let adapter: HeadlessTableAdapter

  init(_ descriptors: [AnyCellDescriptor], sections: [Section] = [], capacity: Int = 1000) {
    dataSource = DataSource(cellDescriptors: descriptors, sections: sections)
    table = HeadlessTableView(visibleRowCapacity: capacity)
    adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
  }

  /// What the table's visible cells show, by section.
  var shown: [[String]] {
    var result = [[String]](repeating: [], count: table.numberOfSections)
    for cell in table.visibleCells {
      result[table.indexPath(for: cell)!.section].append(cell.text ?? "<nil>")
    }
    return result
  }
}

@MainActor
let personCells = AnyCellDescriptor(
  CellDescriptor<Person, TextCell>().configure { person, cell, _ in cell.text = person.name })

@MainActor
let stringCells = AnyCellDescriptor(CellDescriptor<String, TextCell>().configure { text, cell, _ in cell.text = text })
