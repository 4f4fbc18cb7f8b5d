// Compiled only with the SQLite package trait (see Package.swift).
#if SQLite
  import Foundation

  /// What the poller of a ``DatabaseStorage`` watches of a database file: which file the path names,
  /// and which write-ahead log sits beside it. Both are read with `stat`, never by opening the file:
  /// closing a descriptor of a database file would drop the process's POSIX locks on it, which SQLite's
  /// connections rely on.
  struct DatabaseFileState: Equatable, Sendable {
    /// The file at the path.
    var file: DatabaseFileIdentity
    /// The file at the path followed by `-wal`, if any: the database is in WAL mode while it has one.
    var log: DatabaseFileIdentity?
    /// The state of the database at `path`, or nil when no file is there (or the path is not a file, as
    /// for an in-memory database).
    init?(path: String) {
      guard let file = DatabaseFileIdentity(path: path) else { return nil }
      self.file = file
      log = DatabaseFileIdentity(path: path + "-wal")
    }
  }

  /// Which file a path names: its device and inode numbers. A file deleted and created again, or
  /// replaced by a rename, has another identity.
  struct DatabaseFileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity of the file at `path`, or `nil` when there is none (or the path is not a file, as
    /// for an in-memory database).
    init?(path: String) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
      else { return nil }
      self.device = device
      self.inode = inode
    }
  }
#endif
