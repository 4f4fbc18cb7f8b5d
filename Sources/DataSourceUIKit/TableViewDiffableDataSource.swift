// Apple-only adapter: compiled into DataSourceUIKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// `UITableViewDiffableDataSource` on DataSourceKit: the same initializer and names, so existing
  /// code moves over by renaming the type (and `NSDiffableDataSourceSnapshot` to
  /// `DiffableDataSourceSnapshot`), and the same screen can be tested on Linux with
  /// `HeadlessTableViewDiffableDataSource`.
  ///
  /// Subclass it as you would UIKit's: override `tableView(_:titleForHeaderInSection:)`,
  /// `titleForFooterInSection`, `canEditRowAt`, `commit(_:forRowAt:)`, `canMoveRowAt` and
  /// `moveRowAt`, and the table asks your overrides. Closures set on `DiffableDataSource.dataSource`
  /// (`on(.canEdit) { … }`) answer before them.
  ///
  /// It becomes the table's data source and delegate through a ``TableViewAdapter`` (the table
  /// keeps it); keep a reference to this object, as with UIKit's. A delegate the table already has
  /// (a `UITableViewController`, say) keeps receiving every call the data source's own behaviours do
  /// not answer: selection, display, swipe actions, menus, scrolling. A delegate you set afterwards
  /// replaces the adapter, as it would with UIKit's, and then receives every call.
  @MainActor
  open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: DiffableTableDataSource<UITableView, UITableViewCell.EditingStyle, SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// Creates the data source and makes it the table's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      let appDelegate = tableView.delegate
      super.init(tableView: tableView, editingStyle: UITableViewCell.EditingStyle.init) { view, path, item in
        cellProvider(view, IndexPath(path), item)
      }
      let adapter = TableViewAdapter(dataSource: dataSource, tableView: tableView)
      // UIKit's diffable data source leaves the delegate to the app. The adapter is the delegate for
      // the data source's own behaviours, and the app's delegate (a table view controller, say)
      // receives every call those do not answer.
      if let appDelegate, !(appDelegate is TableViewConnection) { adapter.fallbackDelegate = appDelegate }
    }

    /// How the table animates the rows and sections an apply inserts, deletes and reloads, as UIKit's
    /// `defaultRowAnimation` (`DataSource.defaultRowAnimation` of the `DiffableDataSource.dataSource`).
    /// Defaults to `.automatic`.
    public var defaultRowAnimation: UITableView.RowAnimation {
      get { UITableView.RowAnimation(dataSource.defaultRowAnimation) }
      set { dataSource.defaultRowAnimation = RowAnimation(newValue) }
    }
  }
#endif
