/// One batch of updates for a ``ListView``, in UIKit's terms: deletes, reloads and move sources are
/// positions before the batch; inserts and move destinations positions after it.
public struct ListBatch: Hashable, Sendable {
  public var sectionDeletes: [Int] = []
  public var sectionInserts: [Int] = []
  public var sectionMoves: [Relocation<Int>] = []
  public var sectionReloads: [Int] = []
  public var itemDeletes: [ItemPath] = []
  public var itemInserts: [ItemPath] = []
  public var itemMoves: [Relocation<ItemPath>] = []
  public var itemReloads: [ItemPath] = []
  /// How a table animates the batch's rows and sections (``DataSource/defaultRowAnimation`` for the
  /// batches a data source performs); a collection view ignores it.
  public var animation = RowAnimation.fade

  /// Creates an empty batch.
  public init() {}

  /// Whether the batch has no operation.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
  }

  /// Adds every operation of `other` to this batch (as UIKit does for calls made inside one batch).
  /// - Complexity: O(operations of `other`).
  public mutating func append(_ other: ListBatch) {
    sectionDeletes += other.sectionDeletes
    sectionInserts += other.sectionInserts
    sectionMoves += other.sectionMoves
    sectionReloads += other.sectionReloads
    itemDeletes += other.itemDeletes
    itemInserts += other.itemInserts
    itemMoves += other.itemMoves
    itemReloads += other.itemReloads
  }

  /// The number of operations.
  public var count: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
  }
}

extension ListBatch {
  /// The batch that performs a stage: its section and item operations, with the stage's updates as
  /// UIKit's reloads, unless `reloadingUpdates` is false (rows refreshed in place instead). Inside the
  /// library a changed item is an *update*; at the list-view boundary it becomes a *reload*.
  package init<Data>(_ stage: ChangesetStage<Data>, reloadingUpdates: Bool = true) {
    sectionDeletes = stage.sectionDeletes
    sectionInserts = stage.sectionInserts
    sectionMoves = stage.sectionMoves
    sectionReloads = stage.sectionUpdates
    itemDeletes = stage.itemDeletes
    itemInserts = stage.itemInserts
    itemMoves = stage.itemMoves
    itemReloads = reloadingUpdates ? stage.itemUpdates : []
  }
}
