// Compiled only with the SQLite package trait (see Package.swift).
#if SQLite
  import DataSourceKit
  import Foundation
  import GRDB

  /// The polling half of a ``DatabaseStorage``: notices commits by other connections (`PRAGMA
  /// data_version`), and the database file being deleted or replaced (its device and inode numbers).
  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:)
  struct DatabaseStoragePoller<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: Sendable
  where Item.ID: Sendable {
    let path: String
    let interval: Duration
    let pipeline: DatabaseStoragePipeline<Item, Key>
    /// Stops the storage's observation of the connection it was given, once that connection no
    /// longer reads the file at `path`.
    let abandonOriginal: @Sendable () async -> Void

    /// Polls until the task is cancelled, starting with `reader`.
    func run(from reader: any DatabaseReader) async {
      let fetch = pipeline.fetch
      var current = reader
      // The file being read and its log; nil for an in-memory database (nothing to watch).
      var watched = DatabaseFileState(path: path)
      // Whether the change of file was already reported (deleted, or replaced under an open log): what
      // appears then is followed without another report.
      var announced = false
      var lastVersion: Int?
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        if Task.isCancelled { break }
        if let before = watched {
          let now = DatabaseFileState(path: path)
          if now?.file != before.file {
            await abandonOriginal()
            guard let now else {
              announced = true
              pipeline.submitError(DatabaseStorageError.fileMissing(path: path))
              continue
            }
            if let log = before.log, now.log == log {
              // The old file's log is still at the path: SQLite would read it over the new file.
              announced = true
              pipeline.submitError(DatabaseStorageError.fileReplacedUnderOpenLog(path: path))
              continue
            }
            do {
              var configuration = Configuration()
              configuration.readonly = true
              current = try DatabaseQueue(path: path, configuration: configuration)
            } catch {
              // Not a database (yet): try again at the next poll.
              pipeline.submitError(error)
              continue
            }
            if !announced { pipeline.submitError(DatabaseStorageError.fileReplaced(path: path)) }
            announced = false
            watched = now
            lastVersion = nil
          } else if let now {
            watched = now
          }
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
          if version != lastVersion { pipeline.submit(try await current.read(fetch)) }
          lastVersion = version
        } catch is CancellationError {
          break
        } catch {
          pipeline.submitError(error)
        }
      }
    }
  }

#endif
