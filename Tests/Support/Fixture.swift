import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

package final class TextCell: HeadlessTableViewCell {}
package final class NumberCell: HeadlessTableViewCell {}

package struct Person: Identifiable, Hashable, Diffable {
  package var id: Int
  package var name: String
  package init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// A data source on a headless table, kept alive together.
@MainActor
package final class Fixture {
  package let dataSource: DataSource
  package let table: HeadlessTableView
  package let adapter: HeadlessTableAdapter

  package init(_ descriptors: [AnyCellDescriptor], sections: [Section] = [], capacity: Int = 1000) {
    dataSource = DataSource(cellDescriptors: descriptors, sections: sections)
    table = HeadlessTableView(visibleRowCapacity: capacity)
    adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
  }

  /// What the table's visible cells show, by section.
  package var shown: [[String]] {
    var result = [[String]](repeating: [], count: table.numberOfSections)
    for cell in table.visibleCells {
      result[table.indexPath(for: cell)!.section].append(cell.text ?? "<nil>")
    }
    return result
  }
}

@MainActor
package let personCells = AnyCellDescriptor(
  CellDescriptor<Person, TextCell>().configure { person, cell, _ in cell.text = person.name })

@MainActor
package let stringCells = AnyCellDescriptor(
  CellDescriptor<String, TextCell>().configure { text, cell, _ in cell.text = text })
