import DataSourceKit

/// `UITableViewDiffableDataSource` for a ``TerminalTableView``: the view and a cell provider, and
/// snapshots applied with the terminal's animations. The cell provider dequeues with
/// ``TerminalTableView/dequeueReusableCell(withIdentifier:for:)``.
///
/// It becomes the table's ``TerminalTableView/dataSource``; keep a reference to this object, as with
/// UIKit's. Subclass it as you would UIKit's (`tableView(_:titleForHeaderInSection:)`, `canEditRowAt`,
/// `moveRowAt` and the rest): the override points are the other tables' own.
@MainActor
open class TerminalTableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: DiffableTableDataSource<TerminalTableView, EditingStyle, SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the table's.
  public init(
    tableView: TerminalTableView,
    cellProvider: @escaping @MainActor (TerminalTableView, ItemPath, ItemIdentifierType) -> TerminalCell?
  ) {
    super.init(tableView: tableView, editingStyle: { $0 }, cellProvider: cellProvider)
    tableView.dataSource = dataSource
  }
}
