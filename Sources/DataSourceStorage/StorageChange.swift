import DataSourceCore

/// One change in a ``StorageUpdate``.
///
/// Changes are *sequential*: each one's positions refer to the content as the changes before it in
/// the same update left it (a move's destination is where the item ends up once that move is
/// done). That is how a storage records edits as they are made, and it is unambiguous; turning such
/// a list into batches UIKit accepts is the job of stages.
public enum StorageChange: Hashable, Sendable {
  /// An empty section appears at this index (its items follow as ``insertItem(_:)`` changes).
  case insertSection(Int)
  /// The section at this index, and its items, go away.
  case deleteSection(Int)
  /// The section at `from` is taken out and put back at `to`.
  case moveSection(from: Int, to: Int)
  /// The section at this index changed (its header or footer, say); its items did not move.
  case updateSection(Int)
  /// An item appears at this path.
  case insertItem(ItemPath)
  /// The item at this path goes away.
  case deleteItem(ItemPath)
  /// The item at `from` is taken out and put back at `to` (sections may differ).
  case moveItem(from: ItemPath, to: ItemPath)
  /// The item at this path changed; it stays where it is.
  case updateItem(ItemPath)

}
