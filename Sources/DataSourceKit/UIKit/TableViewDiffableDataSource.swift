// Apple-only adapter: compiled inside DataSourceKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// `UITableViewDiffableDataSource` on DataSourceKit: the same initializer and names, so existing
  /// code moves over by renaming the type (and `NSDiffableDataSourceSnapshot` to
  /// ``DiffableDataSourceSnapshot``), and the same screen can be tested on Linux with
  /// `HeadlessTableViewDiffableDataSource`.
  ///
  /// It becomes the table's data source and delegate through a ``TableViewAdapter`` (the table
  /// keeps it); keep a reference to this object, as with UIKit's.
  @MainActor
  public final class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// Creates the data source and makes it the table's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      super.init(view: tableView) { view, path, item in cellProvider(view, IndexPath(path), item) }
      _ = TableViewAdapter(dataSource: dataSource, tableView: tableView)
    }
  }
#endif
