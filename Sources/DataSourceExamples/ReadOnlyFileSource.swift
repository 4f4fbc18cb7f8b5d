import DataSourceGRDBLocal
import DataSourceKit
import Foundation
import GRDB

/// The source of ``TaskListDemo``'s list for a file it only reads: it follows another program's
/// commits without writing anything, on any file it may open read-only.
///
/// It keeps no connection open between reads. Every `interval` it looks at the file and the `-wal`
/// and `-shm` files beside it with `stat` (which file, its size, its modification time), never
/// opening them; when any of them changed, it reads the tasks again through a new read-only
/// connection (``TaskListDemo/openReadOnly(_:configuration:)``) and closes it. A WAL file that no
/// program has open is read in SQLite's immutable mode (a read-only connection would create its
/// `-shm`), any other through SQLite's own locks and log; so a commit by a program that keeps
/// the file open shows within one interval, and so does one by a program that commits and closes
/// (its checkpoint changes the file). It holds a connection only while it reads, so a program that
/// closes the file during a read leaves its `-wal` and `-shm` (SQLite removes them only when the
/// last connection closes), and the next program that closes the file removes them.
///
/// What it cannot see: a change that leaves the size and modification time of all three files as
/// they were (a file written back with its old time stamp, or two commits within the file system's
/// time resolution that leave the same sizes). A read the file's lock refuses is reported
/// (`onError`) and tried again at the next look.
@available(iOS 16, *)  // Duration, and DatabaseStorage
final class ReadOnlyFileSource: ResultsSource, @unchecked Sendable {
  let path: String
  /// How often it looks at the file; `nil` reads it once.
  let interval: Duration?
  let fetchTasks: @Sendable (Database) throws -> [(String, DemoTask)]
  /// The polling task, while started; guarded by `lock`.
  private let lock = NSLock()
  private var task: Task<Void, Never>?
  private var stopped = false

  init(path: String, interval: Duration?, fetch: @escaping @Sendable (Database) throws -> [(String, DemoTask)]) {
    self.path = path
    self.interval = interval
    fetchTasks = fetch
  }

  /// The tasks, read through a connection opened for this read only.
  func fetch() async throws -> [KeyedSection<String, DemoTask>] {
    var configuration = Configuration()
    // A locked file is reported at once and read again at the next look, rather than waited for.
    configuration.busyMode = .immediateError
    let connection = try TaskListDemo.openReadOnly(path, configuration: configuration)
    defer { try? connection.close() }
    return KeyedSection.grouping(try await connection.read(fetchTasks))
  }

  func start(_ feed: ResultsFeed<DemoTask, String>) {
    let task = Task.detached(priority: .utility) { [path, interval] in
      var read: FileStamp?
      while !Task.isCancelled {
        let now = FileStamp(path: path)
        if now != read {
          do {
            feed.send(try await self.fetch())
            read = now
          } catch is CancellationError {
            break
          } catch {
            feed.fail(error)
          }
        }
        guard let interval else { break }
        try? await Task.sleep(for: interval)
      }
    }
    lock.withLock {
      if stopped { task.cancel() } else { self.task = task }
    }
  }

  func stop() {
    let task = lock.withLock {
      stopped = true
      defer { self.task = nil }
      return self.task
    }
    task?.cancel()
  }

  /// What `stat` says of a database file and the two files SQLite keeps beside it in WAL mode.
  struct FileStamp: Equatable {
    var file: Entry?
    var log: Entry?
    var index: Entry?

    /// One file: which it is, how long, when last written.
    struct Entry: Equatable {
      var inode: UInt64
      var size: UInt64
      var modified: Date

      init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
          let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
          let size = (attributes[.size] as? NSNumber)?.uint64Value,
          let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.inode = inode
        self.size = size
        self.modified = modified
      }
    }

    init(path: String) {
      file = Entry(path: path)
      log = Entry(path: path + "-wal")
      index = Entry(path: path + "-shm")
    }
  }
}
