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

  /// Creates an empty batch.
  public init() {}

  /// Whether the batch has no operation.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
  }

  /// The number of operations.
  public var count: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
  }
}
