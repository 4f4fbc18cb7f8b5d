// Compiled only with the SQLite package trait (see Package.swift).
#if SQLite
  import DataSourceStorage
  import Foundation
  import GRDB

  /// The polling half of a ``DatabaseStorage``'s source: notices commits by other connections (`PRAGMA
  /// data_version`), and the database file being deleted or replaced (its device and inode numbers),
  /// and tells the storage's feed what it fetched or found.
  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:)
  struct DatabaseStoragePoller<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: Sendable
  where Item.ID: Sendable {
    let path: String
    let interval: Duration
    let fetch: @Sendable (Database) throws -> [(Key, Item)]
    let feed: ResultsFeed<Item, Key>
    /// Stops the storage's observation of the connection it was given, once that connection no
    /// longer reads the file at `path`.
    let abandonOriginal: @Sendable () -> Void
    /// Starts that observation again, once the file it reads is back at `path` (renamed away and back).
    let resumeOriginal: @Sendable () -> Void

    /// Polls until the task is cancelled, starting with `reader`.
    func run(from reader: any DatabaseReader) async {
      var current = reader
      // The file at the path and its log, as last seen; nil for an in-memory database (nothing to
      // watch), and never nil after that for a file.
      var watched = DatabaseFileState(path: path)
      // The file the given connection reads, and the one `current` reads at the path (nil while no
      // file is there).
      let original = watched?.file
      var reading = original
      // Whether the file was reported gone (deleted, or replaced under an open log): what appears
      // then is followed without another report.
      var announced = false
      var lastVersion: Int?
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        if Task.isCancelled { break }
        if let before = watched {
          let now = DatabaseFileState(path: path)
          if now?.file != reading {
            guard let now else {
              abandonOriginal()
              reading = nil
              announced = true
              feed.fail(DatabaseStorageError.fileMissing(path: path))
              continue
            }
            if now.file == original {
              // The given connection's own file is back: it reads it again, and its own commits,
              // which data_version does not count, are its observation's to see again.
              resumeOriginal()
              current = reader
            } else {
              abandonOriginal()
              if let log = before.log, now.log == log {
                // The old file's log is still at the path: SQLite would read it over the new file.
                announced = true
                feed.fail(DatabaseStorageError.fileReplacedUnderOpenLog(path: path))
                continue
              }
              do {
                var configuration = Configuration()
                configuration.readonly = true
                current = try DatabaseQueue(path: path, configuration: configuration)
              } catch {
                // Not a database (yet): try again at the next poll.
                feed.fail(error)
                continue
              }
              if !announced { feed.fail(DatabaseStorageError.fileReplaced(path: path)) }
            }
            announced = false
            reading = now.file
            lastVersion = nil
          }
          watched = now ?? before
          // No file at the path: the connection left behind still reads the deleted file, whose
          // rows must not be shown as a result (that would clear the missing-file error).
          if reading == nil { continue }
        }
        do {
          // data_version counts other connections' commits as seen by one connection, so it must be
          // asked of the same connection each time: a pool's writer (its readers take turns), or a
          // queue's only connection. Commits by that writer itself are the observation's to see.
          let pragma: @Sendable (Database) throws -> Int? = { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
          let version =
            if let writer = current as? any DatabaseWriter {
              try await writer.writeWithoutTransaction(pragma)
            } else {
              try await current.read(pragma)
            }
          // The first poll fetches too: a commit may have landed between the observation's first
          // fetch and this one.
          if version != lastVersion { feed.send(KeyedSection.grouping(try await current.read(fetch))) }
          lastVersion = version
        } catch is CancellationError {
          break
        } catch {
          feed.fail(error)
        }
      }
    }
  }

#endif
