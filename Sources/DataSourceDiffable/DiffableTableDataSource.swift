@_spi(Extending) import DataSourceCore
import Foundation

/// The table-shaped diffable data source, written once for every kind of table: UIKit's
/// (`TableViewDiffableDataSource`), the headless one and the terminal's subclass it with their own
/// view type, and so share the override points UIKit's `UITableViewDiffableDataSource` has, with
/// UIKit's names. Subclass one of those, not this class.
///
/// Override `tableView(_:titleForHeaderInSection:)`, `titleForFooterInSection`,
/// `sectionIndexTitles(for:)`, `sectionForSectionIndexTitle`, `canEditRowAt`,
/// `commit(_:forRowAt:)`, `canMoveRowAt` and `moveRowAt`, and the table asks your overrides, after
/// the closures set on ``DiffableDataSource/dataSource``.
///
/// `TableView` is the view's type; `EditingStyleType` is the type the view's commit callback takes
/// (UIKit's `UITableViewCell.EditingStyle`, or the core's `EditingStyle`).
@MainActor
open class DiffableTableDataSource<
  TableView: AnyObject, EditingStyleType, SectionIdentifierType: Hashable,
  ItemIdentifierType: Hashable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Shows snapshots in `tableView` with cells from `cellProvider`, and answers the table's
  /// questions from this object's overridable methods. `editingStyle` converts a commit's style to
  /// the view's type. Rows animate with `.automatic`, as with UIKit's.
  package init(
    tableView: TableView, editingStyle: @escaping @MainActor (EditingStyle) -> EditingStyleType,
    cellProvider: @escaping @MainActor (TableView, ItemPath, ItemIdentifierType) -> AnyObject?
  ) {
    super.init(view: tableView, cellProvider: cellProvider)
    dataSource.defaultRowAnimation = .automatic
    answer(
      with: DiffableOverrides(
        view: tableView,
        canEdit: { [unowned self] in self.tableView($0, canEditRowAt: $1) },
        commitEditing: { [unowned self] in self.tableView($0, commit: editingStyle($1), forRowAt: $2) },
        canMove: { [unowned self] in self.tableView($0, canMoveRowAt: $1) },
        moveItem: { [unowned self] in self.tableView($0, moveRowAt: $1, to: $2) },
        headerTitle: { [unowned self] in self.tableView($0, titleForHeaderInSection: $1) },
        footerTitle: { [unowned self] in self.tableView($0, titleForFooterInSection: $1) },
        sectionIndexTitles: { [unowned self] in self.sectionIndexTitles(for: $0) },
        sectionForIndexTitle: { [unowned self] in self.tableView($0, sectionForSectionIndexTitle: $1, at: $2) }))
  }

  /// The title of a section's header: by default, what ``DiffableDataSource/headerTitleProvider``
  /// gives (`nil` without one).
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitle(inSection: section)
  }

  /// The title of a section's footer: by default, what ``DiffableDataSource/footerTitleProvider``
  /// gives.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footerTitle(inSection: section)
  }

  /// The titles of the table's section index ("A"…"Z", say): by default none, as with UIKit's.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

  /// The section the index title at `index` leads to: by default the section at `index`.
  open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }

  /// Whether the row can be edited (swiped, deleted): by default no, as with UIKit's.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Told that the user committed an edit (a delete, an insert): by default nothing happens. Apply
  /// a snapshot without the item to delete it.
  open func tableView(_ tableView: TableView, commit editingStyle: EditingStyleType, forRowAt indexPath: IndexPath) {}

  /// Whether the row can be moved: by default what ``DiffableDataSource/reorderingHandlers``'
  /// `canReorderItem` says, no without it.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// Told that the user moved a row, before anything has moved: ``DiffableDataSource/snapshot()``
  /// and `itemIdentifier(for: sourceIndexPath)` still describe the order before the move. By
  /// default (and when an override calls `super`), the item moves in the snapshot as it has on
  /// screen, and the reordering handlers hear of it. An override that does not call `super` applies
  /// its own snapshot, as with UIKit's.
  open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  {
    guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
    completeUserMove(from: source, to: destination)
  }
}
