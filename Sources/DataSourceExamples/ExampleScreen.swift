import DataSourceKit
import DataSourceTerminal

/// What every example screen shares: a data source on a terminal table.
@MainActor
class ExampleScreen: TerminalScreen {
  let title: String
  let tableView = TerminalTableView()
  let dataSource: DataSource

  init(title: String, cellDescriptors: [any CellDescribing] = []) {
    self.title = title
    dataSource = DataSource(cellDescriptors: cellDescriptors)
    tableView.dataSource = dataSource
    tableView.showsUpdateSummary = true
  }

  /// A screen showing `dataSource` (a diffable data source's, say).
  init(title: String, dataSource: DataSource) {
    self.title = title
    self.dataSource = dataSource
    tableView.dataSource = dataSource
    tableView.showsUpdateSummary = true
  }

  var status: String { "" }
  var keyHelp: String { "" }
  func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool { false }
  func didAppear(in application: TerminalApplication) {}
  func didDisappear() {}
}
