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
    /// Another file took the database file's place while the old file's write-ahead log (`-wal`) was
    /// beside it. SQLite would read that log over the new file (and the first connection to open it
    /// would copy the old pages into it), and it does not remove the log when the old file's
    /// connections close. So nothing is read from the new file while that log is there: what was
    /// shown stays until the app removes the `-wal` and `-shm` files, and then the new file is followed.
    ///
    /// To restore a database in WAL mode, close its connections and remove those two files before the
    /// rename, or copy into it with SQLite's backup API.
    case fileReplacedUnderOpenLog(path: String)

    public var description: String {
      switch self {
      case .invalidSectionKey(let column, let value):
        "the section column \(column) holds \(value), which is not a section key (is it NULL, or of another type?)"
      case .fileMissing(let path):
        "the database file \(path) was deleted; showing its last content until a database appears there again"
      case .fileReplaced(let path):
        "the database file \(path) was replaced by another file; following the new one"
      case .fileReplacedUnderOpenLog(let path):
        "the database file \(path) was replaced while its write-ahead log was open; showing its last content until its -wal and -shm files are removed"
      }
    }
  }
#endif
