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

  /// Opens the file at `path`. A new file (or one the demo made before) gets the task table and
  /// sample tasks; any other file is never changed on opening: it must already have a `task` table.
  /// - Throws: ``MissingTable`` for another file without the table; GRDB's error when the file
  ///   cannot be opened or is not a database.
  public init(path: String) throws {
    self.path = path
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    let existed = FileManager.default.fileExists(atPath: path)
    if existed {
      var readOnly = configuration
      readOnly.readonly = true
      let probe = try DatabaseQueue(path: path, configuration: readOnly)
      let (stamp, hasTable) = try probe.read { db in
        (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try db.tableExists("task"))
      }
      try probe.close()
      createdTheFile = stamp == Self.applicationID
      if !createdTheFile && !hasTable { throw MissingTable(path: path) }
    } else {
      createdTheFile = true
    }
    guard createdTheFile, !existed || FileManager.default.isWritableFile(atPath: path) else {
      // Someone else's file (or one this process may not write): one read-only connection, which
      // switches no journal mode and leaves no sidecar files.
      var readOnly = configuration
      readOnly.readonly = true
      writer = nil
      reader = try DatabaseQueue(path: path, configuration: readOnly)
      return
    }
    let writer = try DatabaseQueue(path: path, configuration: configuration)
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

  /// Changes the file through the demo's writing connection.
  /// - Throws: ``ReadOnlyFile`` for a file opened read-only (nothing is changed); GRDB's error when
  ///   the change fails.
  public func write(_ change: @escaping @Sendable (Database) throws -> Void) async throws {
    guard let writer else { throw ReadOnlyFile() }
    try await writer.write(change)
  }

  deinit { stopWriter() }

  /// A storage of the tasks, by list, in title order.
  @MainActor
  public func makeStorage(pollInterval: Duration? = .milliseconds(200)) -> DatabaseStorage<DemoTask, String> {
    DatabaseStorage(
      reader, request: DemoTask.order(Column("list"), Column("title"), Column("id")), sectionColumn: "list",
      pollInterval: pollInterval)
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
