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
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the table's. `cellProvider` dequeues and configures a cell
  /// for an item, as UIKit's cell provider does.
  public init(
    tableView: HeadlessTableView,
    cellProvider: @escaping @MainActor (HeadlessTableView, IndexPath, ItemIdentifierType) -> HeadlessTableViewCell?
  ) {
    super.init(view: tableView) { view, path, item in cellProvider(view, IndexPath(path), item) }
    dataSource.defaultRowAnimation = .automatic
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: tableView)
    answer(
      with: DiffableOverrides(
        view: tableView,
        canEdit: { [unowned self] in self.tableView($0, canEditRowAt: $1) },
        commitEditing: { [unowned self] in self.tableView($0, commit: $1, forRowAt: $2) },
        canMove: { [unowned self] in self.tableView($0, canMoveRowAt: $1) },
        moveItem: { [unowned self] in self.tableView($0, moveRowAt: $1, to: $2) },
        headerTitle: { [unowned self] in self.tableView($0, titleForHeaderInSection: $1) },
        footerTitle: { [unowned self] in self.tableView($0, titleForFooterInSection: $1) },
        sectionIndexTitles: { [unowned self] in self.sectionIndexTitles(for: $0) },
        sectionForIndexTitle: { [unowned self] in self.tableView($0, sectionForSectionIndexTitle: $1, at: $2) }))
  }

  /// How the table animates the rows and sections an apply inserts, deletes and reloads, as UIKit's
  /// `defaultRowAnimation`; the table records it (``HeadlessTableView/lastBatchAnimation``). Defaults
  /// to `.automatic`.
  public var defaultRowAnimation: HeadlessTableView.RowAnimation {
    get { dataSource.defaultRowAnimation }
    set { dataSource.defaultRowAnimation = newValue }
  }

  /// The title of a section's header: by default, what `headerTitleProvider` gives (`nil` without
  /// one).
  open func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    headerTitle(inSection: section)
  }

  /// The title of a section's footer: by default, what `footerTitleProvider` gives.
  open func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    footerTitle(inSection: section)
  }

  /// The titles of the table's section index ("A"…"Z", say): by default none, as with UIKit's.
  open func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }

  /// The section the index title at `index` leads to: by default the section at `index`.
  open func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }

  /// Whether the row can be edited (swiped, deleted): by default no, as with UIKit's.
  open func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Told that the user committed an edit: by default nothing happens. Apply a snapshot without the
  /// item to delete it.
  open func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Whether the row can be moved: by default what `reorderingHandlers`' `canReorderItem` says, no
  /// without it.
  open func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// Told that the user moved a row, before anything has moved: `snapshot()` and
  /// `itemIdentifier(for: sourceIndexPath)` still describe the order before the move. By default (and
  /// when an override calls `super`), the item moves in the snapshot as it has on screen, and the
  /// reordering handlers hear of it. An override that does not call `super` applies its own
  /// snapshot, as with UIKit's.
  open func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
    completeUserMove(from: source, to: destination)
  }
}
