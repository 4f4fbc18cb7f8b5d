import DataSourceCore

/// Why a storage refused an edit, or a list of changes could not be replayed. Thrown at the call;
/// the storage is left exactly as it was.
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There is no section at this index (or, for an insertion, it is past the end).
  case sectionOutOfRange(Int, sectionCount: Int)
  /// There is no item at this path (or, for an insertion, it is past the end of its section).
  case indexPathOutOfRange(ItemPath, itemCount: Int)
  /// A batch insertion got a different number of items and paths.
  case itemCountMismatch(items: Int, paths: Int)
  /// The item to find (to remove, replace, reload or move it) is not in the storage.
  case itemNotFound
  /// An edit would create more missing sections at once than ``MemoryStorage/maximumImplicitSections``
  /// allows: `section` was asked for while the storage has `sectionCount`.
  case tooManyImplicitSections(section: Int, sectionCount: Int, limit: Int)

  public var description: String {
    switch self {
    case .sectionOutOfRange(let s, let count):
      "section \(s) is out of range: the storage has \(count) section\(count == 1 ? "" : "s")"
    case .indexPathOutOfRange(let path, let count):
      "index path [\(path.section), \(path.item)] is out of range: section \(path.section) has \(count) item\(count == 1 ? "" : "s")"
    case .itemCountMismatch(let items, let paths):
      "\(items) item\(items == 1 ? "" : "s") but \(paths) index path\(paths == 1 ? "" : "s") were given; they must match one to one"
    case .itemNotFound:
      "the item is not in the storage"
    case .tooManyImplicitSections(let section, let count, let limit):
      "section \(section) is out of range: the storage has \(count) section\(count == 1 ? "" : "s"), and an edit creates at most \(limit) missing sections (valid: 0 through \(count + limit - 1))"
    }
  }
}
