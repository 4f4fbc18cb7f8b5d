import DataSourceKit
import Foundation

/// `UITableViewDiffableDataSource` for a ``HeadlessTableView``: the same initializer shape (the view
/// and a cell provider) and the same names, so a screen's diffable-data-source code and its tests
/// move over by renaming types, and run on any machine.
///
/// Subclass it as you would UIKit's: override `tableView(_:titleForHeaderInSection:)`,
/// `titleForFooterInSection`, `canEditRowAt`, `commit(_:forRowAt:)`, `canMoveRowAt` and `moveRowAt`,
/// and the table asks your overrides. Closures set on `dataSource` answer before them.
///
/// It attaches itself to the table through a ``HeadlessTableAdapter`` (the table keeps it); keep a
/// reference to this object, as with UIKit's.
@MainActor
open class HeadlessTableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: DiffableTableDataSource<HeadlessTableView, EditingStyle, SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the table's. `cellProvider` dequeues and configures a cell
  /// for an item, as UIKit's cell provider does.
  public init(
    tableView: HeadlessTableView,
    cellProvider: @escaping @MainActor (HeadlessTableView, IndexPath, ItemIdentifierType) -> HeadlessTableViewCell?
  ) {
    super.init(
      tableView: tableView, editingStyle: { $0 },
      cellProvider: { view, path, item in cellProvider(view, IndexPath(path), item) })
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: tableView)
  }

  /// How the table animates the rows and sections an apply inserts, deletes and reloads, as UIKit's
  /// `defaultRowAnimation`; the table records it (``HeadlessTableView/lastBatchAnimation``). Defaults
  /// to `.automatic`.
  public var defaultRowAnimation: HeadlessTableView.RowAnimation {
    get { dataSource.defaultRowAnimation }
    set { dataSource.defaultRowAnimation = newValue }
  }
}
