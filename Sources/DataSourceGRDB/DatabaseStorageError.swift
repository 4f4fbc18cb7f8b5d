// Compiled only with the SQLite package trait (see Package.swift).
#if SQLite
  /// Why a ``DatabaseStorage`` could not use a result.
  public enum DatabaseStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section column held a value that is not a key (NULL, or another type).
    case invalidSectionKey(column: String, value: String)
    /// The database file was deleted while observed; what was shown stays until a database appears at
    /// the path again.
    case fileMissing(path: String)
    /// Another file took the database file's place (it was replaced, say by a restore); the storage now
    /// follows the new file through a read-only connection of its own.
    case fileReplaced(path: String)

    public var description: String {
      switch self {
      case .invalidSectionKey(let column, let value):
        "the section column \(column) holds \(value), which is not a section key (is it NULL, or of another type?)"
      case .fileMissing(let path):
        "the database file \(path) was deleted; showing its last content until a database appears there again"
      case .fileReplaced(let path):
        "the database file \(path) was replaced by another file; following the new one"
      }
    }
  }
#endif
