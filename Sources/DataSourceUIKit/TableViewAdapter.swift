// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a `DataSource` drive a `UITableView`: creating one makes the table ask the data source
  /// for its counts, cells, headers and every row behaviour, and makes the table the data source's
  /// `ListView`.
  ///
  /// The table holds its data source and delegate weakly, as UIKit does, but it keeps this adapter
  /// (and so the data source) alive for as long as the table lives: creating it is enough, nothing
  /// else needs storing. Creating another adapter for the same table replaces this one.
  @MainActor
  public final class TableViewAdapter {
    /// The object the table holds as its data source and delegate.
    let connection: TableViewConnection

    /// The data source the table's questions go to.
    public var dataSource: DataSource { connection.dataSource }

    /// The table this adapter serves; `nil` once the table is gone.
    public var tableView: UITableView? { connection.tableView }

    /// A UIKit delegate asked when DataSourceKit has no answer, as in the seed library: the methods
    /// the adapter does not implement (scroll-view callbacks, for instance) are forwarded to it, and
    /// for rows, the data source's lookup order asks it in the fallback step (unless the data source
    /// already has a fallback of its own). Held weakly. Setting it makes the table ask again which
    /// delegate methods exist.
    ///
    /// Forwarding relies on the Objective-C runtime, so it exists only on Apple platforms.
    public var fallbackDelegate: (any UITableViewDelegate)? {
      get { connection.fallbackDelegate }
      set { connection.fallbackDelegate = newValue }
    }

    /// How the data source's `DataSource.emptyState` appears: by default as the table's
    /// background view; see ``EmptyStatePresentation`` for the others (a view or configuration of
    /// your own, or your view controller's `contentUnavailableConfiguration`). Setting it hides the
    /// state the old way and shows it the new way at once.
    public var emptyStatePresentation: EmptyStatePresentation {
      get { connection.listView.emptyStatePresentation }
      set { connection.listView.emptyStatePresentation = newValue }
    }

    /// A UIKit data source asked when DataSourceKit has no answer (editing and moving rows, and the
    /// methods the adapter does not implement). Held weakly.
    public var fallbackDataSource: (any UITableViewDataSource)? {
      get { connection.fallbackDataSource }
      set { connection.fallbackDataSource = newValue }
    }

    /// Connects `dataSource` to `tableView`: the table's data source, delegate and prefetching data
    /// source become this adapter's, and the table becomes the data source's `ListView`. O(1); the
    /// table loads its rows when UIKit next lays it out.
    public init(dataSource: DataSource, tableView: UITableView) {
      connection = TableViewConnection(dataSource: dataSource, tableView: tableView)
      tableView.retainAdapter(self)
    }
  }

  extension UITableView {
    /// The ``TableViewAdapter`` this view keeps (made by `TableViewAdapter(dataSource:tableView:)`, directly or by a
    /// diffable data source), if any: the way from a view to its adapter, and through the adapter's
    /// `dataSource` to its `DataSource`. The view's own `dataSource` and `delegate` are the
    /// adapter's connection object, so casting them to the adapter fails; use this instead.
    /// - Complexity: O(1).
    public var tableViewAdapter: TableViewAdapter? { retainedAdapter as? TableViewAdapter }
  }
#endif
