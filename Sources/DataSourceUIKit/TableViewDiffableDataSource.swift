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
  /// ``DiffableDataSourceSnapshot``), and the same screen can be tested on Linux with
  /// `HeadlessTableViewDiffableDataSource`.
  ///
  /// Subclass it as you would UIKit's: override `tableView(_:titleForHeaderInSection:)`,
  /// `titleForFooterInSection`, `canEditRowAt`, `commit(_:forRowAt:)`, `canMoveRowAt` and
  /// `moveRowAt`, and the table asks your overrides. Closures set on ``DiffableDataSource/dataSource``
  /// (`on(.canEdit) { … }`) answer before them.
  ///
  /// It becomes the table's data source and delegate through a ``TableViewAdapter`` (the table
  /// keeps it); keep a reference to this object, as with UIKit's. A delegate the table already has
  /// (a `UITableViewController`, say) keeps receiving every call the data source's own behaviours do
  /// not answer: selection, display, swipe actions, menus, scrolling. A delegate you set afterwards
  /// replaces the adapter, as it would with UIKit's, and then receives every call.
  @MainActor
  open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// Creates the data source and makes it the table's.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
      super.init(view: tableView) { view, path, item in cellProvider(view, IndexPath(path), item) }
      dataSource.defaultRowAnimation = .automatic
      let appDelegate = tableView.delegate
      let adapter = TableViewAdapter(dataSource: dataSource, tableView: tableView)
      answer(
        with: DiffableOverrides(
          view: tableView,
          canEdit: { [unowned self] in self.tableView($0, canEditRowAt: $1) },
          commitEditing: { [unowned self] in self.tableView($0, commit: UITableViewCell.EditingStyle($1), forRowAt: $2)
          },
          canMove: { [unowned self] in self.tableView($0, canMoveRowAt: $1) },
          moveItem: { [unowned self] in self.tableView($0, moveRowAt: $1, to: $2) },
          headerTitle: { [unowned self] in self.tableView($0, titleForHeaderInSection: $1) },
          footerTitle: { [unowned self] in self.tableView($0, titleForFooterInSection: $1) },
          sectionIndexTitles: { [unowned self] in self.sectionIndexTitles(for: $0) },
          sectionForIndexTitle: { [unowned self] in self.tableView($0, sectionForSectionIndexTitle: $1, at: $2) }))
      // UIKit's diffable data source leaves the delegate to the app. The adapter is the delegate for
      // the data source's own behaviours, and the app's delegate (a table view controller, say)
      // receives every call those do not answer.
      if let appDelegate, !(appDelegate is TableViewConnection) { adapter.fallbackDelegate = appDelegate }
    }

    /// How the table animates the rows and sections an apply inserts, deletes and reloads, as UIKit's
    /// `defaultRowAnimation` (``DataSource/defaultRowAnimation`` of the ``DiffableDataSource/dataSource``).
    /// Defaults to `.automatic`.
    public var defaultRowAnimation: UITableView.RowAnimation {
      get { UITableView.RowAnimation(dataSource.defaultRowAnimation) }
      set { dataSource.defaultRowAnimation = RowAnimation(newValue) }
    }

    /// The title of a section's header: by default, what ``DiffableDataSource/headerTitleProvider``
    /// gives (`nil` without one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      headerTitle(inSection: section)
    }

    /// The title of a section's footer: by default, what ``DiffableDataSource/footerTitleProvider``
    /// gives.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      footerTitle(inSection: section)
    }

    /// The titles of the table's section index ("A"…"Z", say): by default none, as with UIKit's.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section the index title at `index` leads to: by default the section at `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      index
    }

    /// Whether the row can be edited (swiped, deleted): by default no, as with UIKit's.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Told that the user committed an edit (a delete, an insert): by default nothing happens. Apply
    /// a snapshot without the item to delete it.
    open func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Whether the row can be moved: by default what
    /// ``DiffableDataSource/reorderingHandlers``' `canReorderItem` says, no without it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      canReorderItem(at: indexPath)
    }

    /// Told that the user moved a row, before anything has moved: ``DiffableDataSource/snapshot()``
    /// and `itemIdentifier(for: sourceIndexPath)` still describe the order before the move. By
    /// default (and when an override calls `super`), the item moves in the snapshot as it has on
    /// screen, and the reordering handlers hear of it. An override that does not call `super` applies
    /// its own snapshot, as with UIKit's.
    open func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
      completeUserMove(from: source, to: destination)
    }
  }
#endif
