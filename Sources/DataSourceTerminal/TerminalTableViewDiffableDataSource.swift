import DataSourceKit

/// `UITableViewDiffableDataSource` for a ``TerminalTableView``: the view and a cell provider, and
/// snapshots applied with the terminal's animations. The cell provider dequeues with
/// ``TerminalTableView/dequeueReusableCell(withIdentifier:for:)``.
///
/// It becomes the table's ``TerminalTableView/dataSource``; keep a reference to this object, as with
/// UIKit's.
@MainActor
public final class TerminalTableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the table's.
  public init(
    tableView: TerminalTableView,
    cellProvider: @escaping @MainActor (TerminalTableView, ItemPath, ItemIdentifierType) -> TerminalCell?
  ) {
    super.init(view: tableView) { view, path, item in cellProvider(view, path, item) }
    tableView.dataSource = dataSource
  }
}
