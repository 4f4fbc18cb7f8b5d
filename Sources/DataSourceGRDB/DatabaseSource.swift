// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
  import DataSourceStorage
  import Foundation
  import GRDB

  /// The SQLite source of a ``DatabaseStorage``: a GRDB `ValueObservation` of the connection it was
  /// given, and, with a poll interval, a poller that notices other connections' commits and the file
  /// being deleted or replaced (``DatabaseStoragePoller``). Both send the results they fetch.
  @available(iOS 16, tvOS 16, *)  // Duration and Task.sleep(for:), for the poll interval
  final class DatabaseSource<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: ResultsSource,
    @unchecked Sendable
  where Item.ID: Sendable {
    let reader: any DatabaseReader
    let pollInterval: Duration?
    let keyedFetch: @Sendable (Database) throws -> [(Key, Item)]

    /// The observation of `reader` and the poll task, while started; guarded by `lock`.
    private let lock = NSLock()
    private var cancellable: AnyDatabaseCancellable?
    private var pollTask: Task<Void, Never>?
    private var feed: ResultsFeed<Item, Key>?
    private var stopped = false

    init(
      _ reader: any DatabaseReader, pollInterval: Duration?,
      keyedFetch: @escaping @Sendable (Database) throws -> [(Key, Item)]
    ) {
      self.reader = reader
      self.pollInterval = pollInterval
      self.keyedFetch = keyedFetch
    }

    func fetch() async throws -> [KeyedSection<Key, Item>] {
      KeyedSection.grouping(try await reader.read(keyedFetch))
    }

    func start(_ feed: ResultsFeed<Item, Key>) {
      lock.withLock { self.feed = feed }
      observeOriginal()
      guard let pollInterval else { return }
      let poller = DatabaseStoragePoller(
        path: reader.path, interval: pollInterval, fetch: keyedFetch, feed: feed,
        abandonOriginal: { [weak self] in self?.stopObservingOriginal() },
        resumeOriginal: { [weak self] in self?.observeOriginal() })
      let reader = self.reader
      let task = Task.detached(priority: .utility) { await poller.run(from: reader) }
      lock.withLock {
        if stopped { task.cancel() } else { pollTask = task }
      }
    }

    func stop() {
      let (cancellable, pollTask) = lock.withLock {
        stopped = true
        defer {
          self.cancellable = nil
          self.pollTask = nil
        }
        return (self.cancellable, self.pollTask)
      }
      cancellable?.cancel()
      pollTask?.cancel()
    }

    /// Observes the given connection with a GRDB `ValueObservation` (again, after its file came
    /// back): its first fetch is sent, then every commit made through it or seen by it.
    private func observeOriginal() {
      guard let feed = lock.withLock({ stopped || cancellable != nil ? nil : self.feed }) else { return }
      let fetch = keyedFetch
      let observation = ValueObservation.tracking { db in try fetch(db) }
        .start(
          in: reader, scheduling: .async(onQueue: DispatchQueue(label: "DataSourceGRDB.DatabaseStorage")),
          onError: { feed.fail($0) }, onChange: { feed.send(KeyedSection.grouping($0)) })
      let kept = lock.withLock {
        guard !stopped, cancellable == nil else { return false }
        cancellable = observation
        return true
      }
      if !kept { observation.cancel() }
    }

    /// The given connection no longer reads the file at its path (deleted or replaced): its
    /// observation would only show the old file, so it stops; the poller follows the path, and
    /// observes the connection again if its file comes back.
    private func stopObservingOriginal() {
      let cancellable = lock.withLock {
        defer { self.cancellable = nil }
        return self.cancellable
      }
      cancellable?.cancel()
    }
  }
#endif
