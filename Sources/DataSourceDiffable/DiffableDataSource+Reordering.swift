@_spi(Extending) import DataSourceCore
import Foundation

extension DiffableDataSource {
  /// What a user's reorder did, as ``reorderingHandlers`` receive it.
  public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

  /// The closures a diffable data source asks when the user reorders items, with the names of
  /// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
  public struct ReorderingHandlers {
    /// Whether the user may move an item. `nil` (the default): no item can be moved, unless a
    /// subclass's `canMoveRowAt`/`canMoveItemAt` or the data source's closures say otherwise.
    public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Told of a move before the data source applies it; ``DiffableDataSource/snapshot()`` is still
    /// the transaction's initial snapshot.
    public var willReorder: (@MainActor (Transaction) -> Void)?
    /// Told of a move once the data source has applied it; ``DiffableDataSource/snapshot()`` is the
    /// transaction's final snapshot.
    public var didReorder: (@MainActor (Transaction) -> Void)?

    /// No handlers.
    public init() {}
  }
}

/// What a UIKit-shaped subclass of ``DiffableDataSource`` answers through the methods it lets apps
/// override, each given the shown path or section index; a `nil` closure leaves the question to the
/// data source's defaults.
package struct DiffableOverrides {
  package var canEdit: (@MainActor (ItemPath) -> Bool)?
  package var commitEditing: (@MainActor (EditingStyle, ItemPath) -> Void)?
  package var canMove: (@MainActor (ItemPath) -> Bool)?
  /// Told of a user move before anything has moved; the subclass's base implementation calls
  /// ``DiffableDataSource/completeUserMove(from:to:)``.
  package var moveItem: (@MainActor (ItemPath, ItemPath) -> Void)?
  package var headerTitle: (@MainActor (Int) -> String?)?
  package var footerTitle: (@MainActor (Int) -> String?)?
  package var sectionIndexTitles: (@MainActor () -> [String]?)?
  package var sectionForIndexTitle: (@MainActor (String, Int) -> Int)?

  package init(
    canEdit: (@MainActor (ItemPath) -> Bool)? = nil,
    commitEditing: (@MainActor (EditingStyle, ItemPath) -> Void)? = nil,
    canMove: (@MainActor (ItemPath) -> Bool)? = nil,
    moveItem: (@MainActor (ItemPath, ItemPath) -> Void)? = nil,
    headerTitle: (@MainActor (Int) -> String?)? = nil,
    footerTitle: (@MainActor (Int) -> String?)? = nil
  ) {
    self.canEdit = canEdit
    self.commitEditing = commitEditing
    self.canMove = canMove
    self.moveItem = moveItem
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
  }

  /// The overrides of a subclass for `view`, each given the view and UIKit's index path; the view
  /// is held weakly, and once it is gone nothing is answered.
  @MainActor
  package init<View: AnyObject>(
    view: View,
    canEdit: @escaping @MainActor (View, IndexPath) -> Bool,
    commitEditing: @escaping @MainActor (View, EditingStyle, IndexPath) -> Void,
    canMove: @escaping @MainActor (View, IndexPath) -> Bool,
    moveItem: @escaping @MainActor (View, IndexPath, IndexPath) -> Void,
    headerTitle: (@MainActor (View, Int) -> String?)? = nil,
    footerTitle: (@MainActor (View, Int) -> String?)? = nil,
    sectionIndexTitles: (@MainActor (View) -> [String]?)? = nil,
    sectionForIndexTitle: (@MainActor (View, String, Int) -> Int)? = nil
  ) {
    self.canEdit = { [weak view] path in view.map { canEdit($0, IndexPath(path)) } ?? false }
    self.commitEditing = { [weak view] style, path in view.map { commitEditing($0, style, IndexPath(path)) } }
    self.canMove = { [weak view] path in view.map { canMove($0, IndexPath(path)) } ?? false }
    self.moveItem = { [weak view] source, destination in
      view.map { moveItem($0, IndexPath(source), IndexPath(destination)) }
    }
    if let headerTitle {
      self.headerTitle = { [weak view] section in view.flatMap { headerTitle($0, section) } }
    }
    if let footerTitle {
      self.footerTitle = { [weak view] section in view.flatMap { footerTitle($0, section) } }
    }
    if let sectionIndexTitles {
      self.sectionIndexTitles = { [weak view] in view.flatMap(sectionIndexTitles) }
    }
    if let sectionForIndexTitle {
      self.sectionForIndexTitle = { [weak view] title, index in
        view.map { sectionForIndexTitle($0, title, index) } ?? index
      }
    }
  }
}

/// The fallback through which a subclass's overrides answer: the last step of the data source's
/// lookup order, after the descriptors (a diffable data source has none) and its own closures. It
/// answers only what a diffable data source's own methods answer (editing and moving); every other
/// behaviour goes on to ``next``, the app's UIKit delegate when an adapter has one.
@MainActor
package final class DiffableOverridesFallback: DataSourceFallback {
  let overrides: DiffableOverrides
  /// Asked for the behaviours the overrides do not answer (held weakly: its adapter keeps it).
  package weak var next: (any DataSourceFallback)?

  /// The behaviours a diffable data source answers itself, by name.
  private static let own: Set<String> = [
    RowBehavior.canEdit.name, RowBehavior.commitEditing.name, RowBehavior.canMove.name,
  ]

  init(_ overrides: DiffableOverrides, next: (any DataSourceFallback)?) {
    self.overrides = overrides
    self.next = next
  }

  package func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output? {
    guard Self.own.contains(behavior.name) else { return next?.answer(behavior, for: row, input: input) }
    return behavior.askFallback?(self, row, input) ?? nil
  }

  package func canEdit(_ row: Row, at path: ItemPath) -> Bool? { overrides.canEdit?(path) }
  package func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) {
    overrides.commitEditing?(style, path)
  }
  package func canMove(_ row: Row, at path: ItemPath) -> Bool? { overrides.canMove?(path) }
}
