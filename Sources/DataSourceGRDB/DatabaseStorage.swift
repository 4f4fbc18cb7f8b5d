// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
  import DataSourceStorage
  import Foundation
  import GRDB

  /// A live, sectioned storage over any GRDB request: the Core Data / Realm storage of DTModelStorage,
  /// on SQLite, on every platform.
  ///
  /// It fetches the request, groups the rows into sections by a key (a closure or a column), and
  /// whenever the result changes, compares the new result with the previous one off the main actor and
  /// sends the `StorageUpdate` (moves across sections included) in order on the main actor.
  ///
  /// - Changes made through the `DatabaseQueue` or `DatabasePool` given here are seen by a GRDB
  ///   `ValueObservation` as soon as they are committed.
  /// - Changes made by other connections, other processes included, are noticed by polling SQLite's
  ///   `PRAGMA data_version` every `pollInterval` (`nil` turns polling off).
  /// - A rolled-back transaction commits nothing, so it sends no update.
  /// - Results that arrive while one is being compared are coalesced: only the newest is compared.
  /// - Sections appear in the order their keys first appear in the results: order the request by the
  ///   key first. An identifier that repeats keeps its first row only.
  ///
  /// - With polling on, the file at the database's path is watched too: when it is deleted, that is
  ///   reported once (``DatabaseStorageError/fileMissing(path:)``) and what was shown stays; when a
  ///   database appears at the path again, or another file replaces it
  ///   (``DatabaseStorageError/fileReplaced(path:)``), the storage follows the new file through a
  ///   read-only connection of its own. When the given connection's own file comes back to the path
  ///   (renamed away and back), the storage observes that connection again, so the app's writes
  ///   through it appear within one poll interval.
  /// - In WAL mode, SQLite cannot read a file renamed over the path while the old file's `-wal` log
  ///   is beside it: it would read the old log over the new file. The storage reports that
  ///   (``DatabaseStorageError/fileReplacedUnderOpenLog(path:)``) and keeps what it showed until the
  ///   log is removed, rather than show the old log's rows as the new file's. A file overwritten in
  ///   place while a connection has it open is corrupt in SQLite's terms (see "How To Corrupt An
  ///   SQLite Database File") and is not detected: telling it from a checkpoint would mean opening
  ///   the file outside SQLite, which drops SQLite's locks.
  ///
  /// Observation stops on ``cancel()`` and when the storage is released. Errors (a failed fetch, a
  /// NULL key, a missing file) are reported through ``onError`` once when they start, and through
  /// ``onRecovery`` when a result is published again; the storage keeps what it showed meanwhile.
  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:), for the poll interval
  @MainActor
  public final class DatabaseStorage<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: Storage
  where Item.ID: Sendable {
    public private(set) var sections: [StorageSection<Item>] = []
    /// The key of each section.
    public private(set) var sectionKeys: [Key] = []
    /// The error the storage is in, if any: set when an error happens, cleared when a result is
    /// published again.
    public private(set) var lastError: (any Error)?
    /// Called on the main actor when an error starts. An error that repeats (the same failed fetch at
    /// every poll, say) is reported once, until a result is published again.
    public var onError: (@MainActor (any Error) -> Void)?
    /// Called on the main actor when a result is published after an error: the error has cleared.
    public var onRecovery: (@MainActor () -> Void)?
    /// The description of the error being reported, so that a repeat is not reported again.
    private var activeError: String?

    private let observers = StorageObservers<Item>()
    private let pipeline: DatabaseStoragePipeline<Item, Key>
    private let sectionHeader: @Sendable (Key) -> (any Sendable)?
    private var cancellable: AnyDatabaseCancellable?
    private var pollTask: Task<Void, Never>?

    /// Observes `fetch`, grouping its items by `sectionKey`.
    /// - Parameters:
    ///   - reader: a `DatabaseQueue` or `DatabasePool` (any `DatabaseReader`).
    ///   - pollInterval: how often to look for commits by other connections; `nil` for never.
    ///   - sectionHeader: the header model of a section (default: the key's description).
    ///   - fetch: fetches the items, in display order.
    ///   - sectionKey: the section of an item.
    public init(
      _ reader: any DatabaseReader, pollInterval: Duration? = .milliseconds(200),
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) },
      fetch: @escaping @Sendable (Database) throws -> [Item], sectionKey: @escaping @Sendable (Item) -> Key
    ) {
      self.sectionHeader = sectionHeader
      pipeline = DatabaseStoragePipeline { db in try fetch(db).map { (sectionKey($0), $0) } }
      start(reader, pollInterval: pollInterval)
    }

    /// Observes a request of records, grouping them by the value of `sectionColumn` in each row.
    public convenience init<Request: FetchRequest>(
      _ reader: any DatabaseReader, request: Request, sectionColumn: String,
      pollInterval: Duration? = .milliseconds(200),
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) }
    ) where Item: FetchableRecord, Key: DatabaseValueConvertible, Request: Sendable {
      self.init(
        reader, pollInterval: pollInterval, sectionHeader: sectionHeader,
        keyedFetch: { db in
          try Row.fetchAll(db, request).map { row in
            let value: DatabaseValue = row[sectionColumn]
            guard let key = Key.fromDatabaseValue(value) else {
              throw DatabaseStorageError.invalidSectionKey(column: sectionColumn, value: value.description)
            }
            return (key, try Item(row: row))
          }
        })
    }

    private init(
      _ reader: any DatabaseReader, pollInterval: Duration?,
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)?,
      keyedFetch: @escaping @Sendable (Database) throws -> [(Key, Item)]
    ) {
      self.sectionHeader = sectionHeader
      pipeline = DatabaseStoragePipeline(fetch: keyedFetch)
      start(reader, pollInterval: pollInterval)
    }

    // Not an `isolated deinit` (its back-deployment shim crashes on OS releases before the runtime
    // supports it): the poll task and the GRDB observation are Sendable handles, cancelled from here;
    // the observers finish their streams when they are released.
    deinit {
      cancellable?.cancel()
      pollTask?.cancel()
    }

    public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
      observers.observe(observer)
    }

    public func updates() -> AsyncStream<StorageUpdate<Item>> { observers.updates() }

    /// Stops observing the database. What is shown stays; calling it again does nothing.
    public func cancel() {
      cancellable?.cancel()
      cancellable = nil
      pollTask?.cancel()
      pollTask = nil
    }

    /// Whether the storage still observes the database.
    public var isObserving: Bool { cancellable != nil || pollTask != nil }

    /// Waits until the newest result fetched so far is published (its update sent).
    public func waitUntilPublished() async { await pipeline.waitUntilIdle() }

    private func start(_ reader: any DatabaseReader, pollInterval: Duration?) {
      pipeline.publish = { [weak self] snapshot, update in self?.publish(snapshot, update) }
      pipeline.fail = { [weak self] error in self?.report(error) }
      observe(reader)
      guard let pollInterval else { return }
      let poller = DatabaseStoragePoller(
        path: reader.path, interval: pollInterval, pipeline: pipeline,
        abandonOriginal: { [weak self] in await self?.stopObservingOriginalConnection() },
        resumeOriginal: { [weak self] in await self?.observe(reader) })
      pollTask = Task.detached(priority: .utility) { await poller.run(from: reader) }
    }

    /// Observes `reader` with a GRDB `ValueObservation` (again, after its file came back): its first
    /// fetch is published, then every commit made through it or seen by it.
    private func observe(_ reader: any DatabaseReader) {
      guard cancellable == nil else { return }
      let pipeline = self.pipeline
      let fetch = pipeline.fetch
      cancellable = ValueObservation.tracking { db in try fetch(db) }
        .start(
          in: reader, scheduling: .async(onQueue: DispatchQueue(label: "DataSourceGRDB.DatabaseStorage")),
          onError: { pipeline.submitError($0) }, onChange: { pipeline.submit($0) })
    }

    /// The given connection no longer reads the file at its path (deleted or replaced): its
    /// observation would only show the old file, so it stops; the poller follows the path, and
    /// observes the connection again if its file comes back.
    private func stopObservingOriginalConnection() {
      cancellable?.cancel()
      cancellable = nil
    }

    private func publish(_ snapshot: [KeyedSection<Key, Item>], _ update: StorageUpdate<Item>) {
      sectionKeys = snapshot.map(\.key)
      sections = snapshot.map { StorageSection(items: $0.items, header: sectionHeader($0.key)) }
      if activeError != nil {
        activeError = nil
        lastError = nil
        onRecovery?()
      }
      if !update.isEmpty { observers.send(update, sections: sections) }
    }

    /// Reports an error once when it starts: the same error again (every poll, say) is not reported
    /// until a result has been published in between.
    private func report(_ error: any Error) {
      let description = String(describing: error)
      lastError = error
      guard description != activeError else { return }
      activeError = description
      onError?(error)
    }
  }
#endif
