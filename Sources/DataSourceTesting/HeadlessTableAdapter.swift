import DataSourceKit
import Foundation

/// Connects a ``DataSource`` to a ``HeadlessTableView``: it is the table's data source, forwarding
/// every question to the data source, and it plays the user's part for the delegate calls (selecting
/// a row), the way the UIKit adapter connects a `UITableView`.
///
/// The table holds its data source weakly, as UIKit does: keep the adapter alive.
@MainActor
public final class HeadlessTableAdapter: HeadlessTableViewDataSource {
  public let dataSource: DataSource
  public let tableView: HeadlessTableView

  /// Makes `dataSource` drive `tableView`, and this adapter the table's data source.
  public init(dataSource: DataSource, tableView: HeadlessTableView) {
    self.dataSource = dataSource
    self.tableView = tableView
    tableView.dataSource = self
    dataSource.listView = tableView
  }

  public func numberOfSections(in tableView: HeadlessTableView) -> Int { dataSource.numberOfSections }

  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    dataSource.numberOfRows(inSection: section)
  }

  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    guard let path = ItemPath(indexPath), let cell = dataSource.cell(at: path, in: tableView) as? HeadlessTableViewCell
    else { return HeadlessTableViewCell(reuseIdentifier: nil) }
    return cell
  }

  /// Does what a tap does: selects the row, runs the selection closures, and deselects the row when
  /// they answer ``SelectionResult/deselect``.
  /// - Returns: the closures' answer.
  @discardableResult
  public func tapRow(at indexPath: IndexPath) -> SelectionResult {
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    guard let path = ItemPath(indexPath) else { return .keepSelected }
    let result = dataSource.didSelectRow(at: path)
    if result == .deselect { tableView.deselectRow(at: indexPath, animated: true) }
    return result
  }
}
