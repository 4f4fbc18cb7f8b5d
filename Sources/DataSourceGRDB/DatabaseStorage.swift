// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
  import DataSourceStorage
  import Foundation
  import GRDB

  /// A live, sectioned storage over any GRDB request: a `ResultsStorage` whose source is SQLite,
  /// on every platform. It has every guarantee of `ResultsStorage` (the actor, identity and content,
  /// bursts, errors, stopping); this says what SQLite adds.
  ///
  /// It fetches the request and groups the rows into sections by a key (a closure or a column).
  ///
  /// - Changes made through the `DatabaseQueue` or `DatabasePool` given here are seen by a GRDB
  ///   `ValueObservation` as soon as they are committed.
  /// - Changes made by other connections, other processes included, are noticed by polling SQLite's
  ///   `PRAGMA data_version` every `pollInterval` (`nil` turns polling off).
  /// - A rolled-back transaction commits nothing, so it sends no update.
  /// - Sections appear in the order their keys first appear in the results: order the request by the
  ///   key first. An identifier that repeats keeps its first row only.
  ///
  /// - With polling on, the file at the database's path is watched too: when it is deleted, that is
  ///   reported once (`DatabaseStorageError.fileMissing(path:)`) and what was shown stays; when a
  ///   database appears at the path again, or another file replaces it
  ///   (`DatabaseStorageError.fileReplaced(path:)`), the storage follows the new file through a
  ///   read-only connection of its own. When the given connection's own file comes back to the path
  ///   (renamed away and back), the storage observes that connection again, so the app's writes
  ///   through it appear within one poll interval.
  /// - In WAL mode, SQLite cannot read a file renamed over the path while the old file's `-wal` log
  ///   is beside it: it would read the old log over the new file. The storage reports that
  ///   (`DatabaseStorageError.fileReplacedUnderOpenLog(path:)`) and keeps what it showed until the
  ///   log is removed, rather than show the old log's rows as the new file's. A file overwritten in
  ///   place while a connection has it open is corrupt in SQLite's terms (see "How To Corrupt An
  ///   SQLite Database File") and is not detected: telling it from a checkpoint would mean opening
  ///   the file outside SQLite, which drops SQLite's locks.
  ///
  /// Observation and polling stop on `cancel()` and when the storage is released. Errors (a failed
  /// fetch, a NULL key, a missing file) are reported through `onError` once when they start, and
  /// through `onRecovery` when a result is published again; the storage keeps what it showed
  /// meanwhile.
  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:), for the poll interval
  public typealias DatabaseStorage<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable> =
    ResultsStorage<Item, Key> where Item.ID: Sendable

  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:), for the poll interval
  extension ResultsStorage {
    /// Observes `fetch` in a SQLite database, grouping its items by `sectionKey` (see
    /// ``DatabaseStorage``).
    /// - Parameters:
    ///   - reader: a `DatabaseQueue` or `DatabasePool` (any `DatabaseReader`).
    ///   - pollInterval: how often to look for commits by other connections; `nil` for never.
    ///   - sectionHeader: the header model of a section (default: the key's description).
    ///   - fetch: fetches the items, in display order.
    ///   - sectionKey: the section of an item.
    public convenience init(
      _ reader: any DatabaseReader, pollInterval: Duration? = .milliseconds(200),
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) },
      fetch: @escaping @Sendable (Database) throws -> [Item], sectionKey: @escaping @Sendable (Item) -> Key
    ) {
      self.init(
        DatabaseSource(reader, pollInterval: pollInterval) { db in try fetch(db).map { (sectionKey($0), $0) } },
        sectionHeader: sectionHeader)
    }

    /// Observes a request of records in a SQLite database, grouping them by the value of
    /// `sectionColumn` in each row (see ``DatabaseStorage``). A row whose value is not a `Key` is
    /// reported as ``DatabaseStorageError/invalidSectionKey(column:value:)``.
    public convenience init<Request: FetchRequest>(
      _ reader: any DatabaseReader, request: Request, sectionColumn: String,
      pollInterval: Duration? = .milliseconds(200),
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) }
    ) where Item: FetchableRecord, Key: DatabaseValueConvertible, Request: Sendable {
      self.init(
        DatabaseSource(reader, pollInterval: pollInterval) { db in
          try Row.fetchAll(db, request).map { row in
            let value: DatabaseValue = row[sectionColumn]
            guard let key = Key.fromDatabaseValue(value) else {
              throw DatabaseStorageError.invalidSectionKey(column: sectionColumn, value: value.description)
            }
            return (key, try Item(row: row))
          }
        },
        sectionHeader: sectionHeader)
    }
  }
#endif
