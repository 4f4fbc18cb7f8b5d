// Compiled only with the SQLite package trait (see Package.swift).
#if SQLite
  import Foundation

  /// What the poller of a ``DatabaseStorage`` watches of a database file: which file the path names,
  /// which write-ahead log sits beside it, and the header fields SQLite never changes while the file is
  /// in WAL mode.
  struct DatabaseFileState: Equatable, Sendable {
    /// The file at the path.
    var file: DatabaseFileIdentity
    /// The file at the path followed by `-wal`, if any: the database is in WAL mode while it has one.
    var log: DatabaseFileIdentity?
    /// The header's page size, file format versions, reserved bytes and payload fractions (bytes 16–23),
    /// schema format (44–47), text encoding (56–59) and application id (68–71). A checkpoint in WAL mode
    /// never changes them; nil when the header cannot be read.
    var header: [UInt8]?

    /// The state of the database at `path`, or nil when no file is there (or the path is not a file, as
    /// for an in-memory database).
    init?(path: String) {
      guard let file = DatabaseFileIdentity(path: path) else { return nil }
      self.file = file
      log = DatabaseFileIdentity(path: path + "-wal")
      header = Self.header(atPath: path)
    }

    /// Whether `self`, seen after `earlier` at the same file, shows that file rewritten outside SQLite:
    /// while a log was open both times, the header fields a checkpoint keeps have changed. A copy of
    /// another WAL-mode database with the same page size and settings cannot be told from a checkpoint
    /// this way, and is not reported.
    func isRewrite(of earlier: DatabaseFileState) -> Bool {
      guard file == earlier.file, log != nil, earlier.log != nil, let header, let before = earlier.header else {
        return false
      }
      return header != before
    }

    private static func header(atPath path: String) -> [UInt8]? {
      guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
      defer { try? handle.close() }
      guard let data = try? handle.read(upToCount: 72), data.count == 72 else { return nil }
      let bytes = [UInt8](data)
      return Array(bytes[16..<24] + bytes[44..<48] + bytes[56..<60] + bytes[68..<72])
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
