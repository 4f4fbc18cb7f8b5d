import DataSourceGRDBLocal
import DataSourceKit
import Foundation
import GRDB

/// A task of ``TaskListDemo``: a row of its `task` table.
public struct DemoTask: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable, Diffable {
  public static let databaseTableName = "task"
  public var id: Int64
  public var title: String
  public var list: String
  public var done: Bool

  public init(id: Int64, title: String, list: String, done: Bool = false) {
    self.id = id
    self.title = title
    self.list = list
    self.done = done
  }
}

/// A task list in an SQLite file that a background writer keeps changing: the live example of
/// ``DatabaseStorage``, used by the example catalog.
///
/// A new file (or one the demo made before, known by its `application_id`) gets a `task` table (id,
/// title, list, done) and a few tasks. ``startWriter(every:)`` then adds, renames, completes, moves
/// (to another list) and deletes tasks at random through its own connection, so the storage sees
/// them as another connection's commits.
///
/// Any other file, and any file the process cannot write, is opened **read-only**: one read-only
/// connection, no journal-mode switch, no `-wal`/`-shm` files, and ``write(_:)`` and the writer
/// refuse with ``ReadOnlyFile``. Not one byte of it changes.
@available(iOS 16, *)  // Duration, and DatabaseStorage
public final class TaskListDemo: Sendable {
  /// The SQLite file.
  public let path: String
  /// The connection the storage reads through: a pool (WAL mode) for the demo's own file, a
  /// read-only queue for any other.
  public let reader: any DatabaseReader
  /// The writing connection; `nil` for a file opened read-only.
  private let writer: DatabaseQueue?
  private let writerTask = WriterSlot()

  static let lists = ["Errands", "Home", "Work"]
  static let words = ["buy", "call", "fix", "plan", "send", "read", "clean", "book", "pay", "write"]
  static let things = ["milk", "the bank", "the sink", "a trip", "the report", "a letter", "the car", "tickets"]

  /// The SQLite `application_id` the demo stamps on the files it creates.
  static let applicationID: Int32 = 0x4453_4B54  // "DSKT"

  /// Whether the demo created the file, and so may fill it and let its sample writer change it.
  public let createdTheFile: Bool
  /// Whether the demo may change the file: it created it, and the process can write it.
  public var isWritable: Bool { writer != nil }

  /// A change asked of a file opened read-only (not the demo's, or not writable): nothing was
  /// changed.
  public struct ReadOnlyFile: Error, CustomStringConvertible {
    public var description: String { "read-only: not the demo's file, nothing is changed" }
  }

  /// A file the demo did not create and that has no `task` table: it is left untouched. The message
  /// leaves out the path, which the screen shows anyway.
  public struct MissingTable: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
      "no task table (id, title, list, done): read-only, nothing changed"
    }
  }

  /// Another program holds a lock on the file that keeps it from being read now (SQLite's
  /// `SQLITE_BUSY`, as after another connection's `BEGIN EXCLUSIVE`). Nothing waited for it.
  public struct Locked: Error, CustomStringConvertible {
    public var description: String { "locked by another program; it opens by itself when the lock clears" }
  }

  /// Opens the file at `path`. A new file (or one the demo made before) gets the task table and
  /// sample tasks; any other file is never changed on opening: it must already have a `task` table.
  ///
  /// Never waits for another program's lock: a locked file throws ``Locked`` at once.
  /// - Throws: ``MissingTable`` for another file without the table; ``Locked`` for a file another
  ///   program has locked; GRDB's error when the file cannot be opened or is not a database.
  public convenience init(path: String) throws {
    do {
      try self.init(opening: path)
    } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
      throw Locked()
    }
  }

  private init(opening path: String) throws {
    self.path = path
    // Opening never waits for a lock (a busy file would freeze the screen): the caller retries.
    var opening = Configuration()
    opening.busyMode = .immediateError
    let existed = FileManager.default.fileExists(atPath: path)
    if existed {
      let probe = try Self.openReadOnly(path, configuration: opening)
      let (stamp, hasTable) = try probe.read { db in
        (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try db.tableExists("task"))
      }
      try probe.close()
      createdTheFile = stamp == Self.applicationID
      if !createdTheFile && !hasTable { throw MissingTable(path: path) }
    } else {
      createdTheFile = true
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    guard createdTheFile, !existed || FileManager.default.isWritableFile(atPath: path) else {
      // Someone else's file (or one this process may not write): one read-only connection, which
      // switches no journal mode and leaves no sidecar files.
      writer = nil
      reader = try Self.openReadOnly(path, configuration: configuration)
      return
    }
    let writer = try DatabaseQueue(path: path, configuration: opening)
    self.writer = writer
    do {
      try writer.write { db in
        try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
        try db.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS task (
              id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL DEFAULT 0)
            """)
        if try DemoTask.fetchCount(db) == 0 {
          for (i, title) in ["buy milk", "call mum", "fix the sink", "send the report", "book tickets"].enumerated() {
            try DemoTask(id: Int64(i + 1), title: title, list: Self.lists[i % Self.lists.count]).insert(db)
          }
        }
      }
    }
    reader = try DatabasePool(path: path, configuration: configuration)
  }

  /// One read-only connection to the file at `path` that creates, changes and leaves no file: not
  /// the file, and nothing beside it.
  ///
  /// SQLite reads a WAL-mode file through a `-shm` index beside it, which a read-only connection
  /// creates when it is missing (and cannot, in a folder this process may not write). So a WAL file
  /// with no log or index beside it is read in SQLite's immutable mode, as it is on disk at that
  /// moment: such a connection never sees a later change, which is why ``ReadOnlyFileSource`` opens
  /// one per read. A WAL file another program has open (its `-wal` and `-shm` are there) is read
  /// through them.
  static func openReadOnly(_ path: String, configuration: Configuration) throws -> DatabaseQueue {
    var readOnly = configuration
    readOnly.readonly = true
    let manager = FileManager.default
    let logSize = (try? manager.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue
    guard isWALFile(path), logSize ?? 0 == 0, !manager.fileExists(atPath: path + "-shm") else {
      return try DatabaseQueue(path: path, configuration: readOnly)
    }
    // A URI filename (SQLite as this package's platforms ship it accepts them): `?`, `#` and `%` in
    // the path are escaped.
    var escaped = ""
    for character in path {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return try DatabaseQueue(path: "file:\(escaped)?mode=ro&immutable=1", configuration: readOnly)
  }

  /// Whether the SQLite file at `path` is in WAL mode: bytes 18 and 19 of its header (the file format's
  /// write and read versions) are 2. Read without SQLite, before any connection of this process
  /// opens it.
  static func isWALFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
    return header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
  }

  /// Changes the file through the demo's writing connection.
  /// - Throws: ``ReadOnlyFile`` for a file opened read-only (nothing is changed); GRDB's error when
  ///   the change fails.
  public func write(_ change: @escaping @Sendable (Database) throws -> Void) async throws {
    guard let writer else { throw ReadOnlyFile() }
    try await writer.write(change)
  }

  deinit { stopWriter() }

  /// A storage of the tasks, by list, in title order.
  ///
  /// The demo's own file is observed through its connection, and other connections' commits are
  /// polled for (`DatabaseStorage`). A file opened read-only is followed by ``ReadOnlyFileSource``:
  /// it is read again, through a connection opened for that read, whenever it or its `-wal` or
  /// `-shm` changes on disk, so another program's commits show without this process writing
  /// anything. `pollInterval` is how often either looks; `nil` reads once.
  @MainActor
  public func makeStorage(pollInterval: Duration? = .milliseconds(200)) -> DatabaseStorage<DemoTask, String> {
    let fetch: @Sendable (Database) throws -> [(String, DemoTask)] = { db in
      try DemoTask.order(Column("list"), Column("title"), Column("id")).fetchAll(db).map { ($0.list, $0) }
    }
    guard isWritable else {
      return ResultsStorage(ReadOnlyFileSource(path: path, interval: pollInterval, fetch: fetch))
    }
    return DatabaseStorage(
      reader, pollInterval: pollInterval, fetch: { db in try fetch(db).map(\.1) }, sectionKey: \.list)
  }

  /// Starts changing the tasks every `interval`, until ``stopWriter()``. Returns `false`, starting
  /// nothing, for a file opened read-only.
  @discardableResult
  public func startWriter(every interval: Duration = .milliseconds(700)) -> Bool {
    guard let writer else { return false }
    let task = Task.detached(priority: .utility) {
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        if Task.isCancelled { break }
        try? await writer.write { db in
          var generator = SystemRandomNumberGenerator()
          try Self.randomChange(db, using: &generator)
        }
      }
    }
    writerTask.replace(with: task)
    return true
  }

  /// Stops the background writer.
  public func stopWriter() {
    writerTask.replace(with: nil)
  }

  /// One random change: add, rename, complete, move or delete a task.
  static func randomChange(_ db: Database, using generator: inout some RandomNumberGenerator) throws {
    let tasks = try DemoTask.fetchAll(db)
    let title = "\(words.randomElement(using: &generator)!) \(things.randomElement(using: &generator)!)"
    guard var task = tasks.randomElement(using: &generator), tasks.count > 3 else {
      let id = (try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM task") ?? 0) + 1
      try DemoTask(id: id, title: title, list: lists.randomElement(using: &generator)!).insert(db)
      return
    }
    switch Int.random(in: 0..<5, using: &generator) {
    case 0 where tasks.count < 14:
      let id = (try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM task") ?? 0) + 1
      try DemoTask(id: id, title: title, list: lists.randomElement(using: &generator)!).insert(db)
    case 1:
      task.title = title
      try task.update(db)
    case 2:
      task.done.toggle()
      try task.update(db)
    case 3:
      task.list = lists.filter { $0 != task.list }.randomElement(using: &generator)!
      try task.update(db)
    default:
      if tasks.count > 6 {
        _ = try DemoTask.deleteOne(db, id: task.id)
      } else {
        task.done.toggle()
        try task.update(db)
      }
    }
  }
}

/// The running writer task, replaced under a lock.
private final class WriterSlot: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?

  /// Cancels the current task, if any, and keeps `newTask`.
  func replace(with newTask: Task<Void, Never>?) {
    let old: Task<Void, Never>? = lock.withLock {
      defer { task = newTask }
      return task
    }
    old?.cancel()
  }
}
