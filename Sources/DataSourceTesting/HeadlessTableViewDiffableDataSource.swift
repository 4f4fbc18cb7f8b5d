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
    super.init { [weak tableView] path, item in
      guard let tableView else { return nil }
      return cellProvider(tableView, IndexPath(path), item)
    }
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: tableView)
  }

  /// The identifier of the item shown at `indexPath`, or `nil`.
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    ItemPath(indexPath).flatMap { itemIdentifier(for: $0) }
  }

  /// Where the item is shown, or `nil`.
  /// - Complexity: O(1) expected.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    (indexPath(for: itemIdentifier) as ItemPath?).map { IndexPath($0) }
  }
}
