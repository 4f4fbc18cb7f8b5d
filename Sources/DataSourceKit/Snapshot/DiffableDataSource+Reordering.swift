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
    footerTitle: (@MainActor (View, Int) -> String?)? = nil
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
  }
}

/// The fallback through which a subclass's overrides answer: the last step of the data source's
/// lookup order, after the descriptors (a diffable data source has none) and its own closures.
@MainActor
final class DiffableOverridesFallback: DataSourceFallback {
  let overrides: DiffableOverrides
  init(_ overrides: DiffableOverrides) { self.overrides = overrides }
  func canEdit(_ row: Row, at path: ItemPath) -> Bool? { overrides.canEdit?(path) }
  func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) { overrides.commitEditing?(style, path) }
  func canMove(_ row: Row, at path: ItemPath) -> Bool? { overrides.canMove?(path) }
}
