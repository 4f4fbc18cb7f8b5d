import DataSourceKit
import DataSourceTerminal

/// What every example screen shares: a data source on a terminal table.
@MainActor
class ExampleScreen: TerminalScreen {
  let title: String
  /// The file that builds the screen (the `?` help names it).
  let sourceFile: String?
  let tableView = TerminalTableView()
  let dataSource: DataSource

  init(title: String, cellDescriptors: [any CellDescribing] = [], file: String = #fileID) {
    self.title = title
    sourceFile = "Sources/" + file
    dataSource = DataSource(cellDescriptors: cellDescriptors)
    tableView.dataSource = dataSource
    tableView.showsUpdateSummary = true
  }

  /// A screen showing `dataSource` (a diffable data source's, say).
  init(title: String, dataSource: DataSource, file: String = #fileID) {
    self.title = title
    sourceFile = "Sources/" + file
    self.dataSource = dataSource
    tableView.dataSource = dataSource
    tableView.showsUpdateSummary = true
  }

  var status: String { "" }
  /// The screen's keys, once: the bottom bar and `?` list the active entries' labels, and
  /// ``handle(_:in:)`` dispatches through the same entries.
  var keyTable: [ScreenKey] { [] }
  /// The entries that act now: none while a row's menu is open or a row is held, when the table
  /// takes every key.
  final var activeKeys: [ScreenKey] {
    tableView.menu != nil || tableView.isHoldingRow ? [] : keyTable.filter { $0.isActive() }
  }
  final var keyHelp: String { activeKeys.help }
  var capturesTyping: Bool { false }
  var usesHorizontalArrows: Bool { false }
  final func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    activeKeys.handle(key, in: application)
  }
  func didAppear(in application: TerminalApplication) {}
  func didDisappear() {}
}

/// `count` and `noun`, the noun in the plural unless the count is one: "1 fruit", "2 fruits",
/// "1 person", "3 people".
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
