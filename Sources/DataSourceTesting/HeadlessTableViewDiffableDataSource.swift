import DataSourceKit
import Foundation

/// `UITableViewDiffableDataSource` for a ``HeadlessTableView``: the same initializer shape (the view
/// and a cell provider) and the same names, so a screen's diffable-data-source code and its tests
/// move over by renaming types, and run on any machine.
///
/// It attaches itself to the table through a ``HeadlessTableAdapter`` (the table keeps it); keep a
/// reference to this object, as with UIKit's.
@MainActor
public final class HeadlessTableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the table's. `cellProvider` dequeues and configures a cell
  /// for an item, as UIKit's cell provider does.
  public init(
    tableView: HeadlessTableView,
    cellProvider: @escaping @MainActor (HeadlessTableView, IndexPath, ItemIdentifierType) -> HeadlessTableViewCell?
  ) {
    super.init(view: tableView) { view, path, item in cellProvider(view, IndexPath(path), item) }
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: tableView)
  }
}
