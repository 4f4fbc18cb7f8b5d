// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
  import DataSourceStorage
  import Foundation
  import GRDB

  /// Between the database and a ``DatabaseStorage``: takes fetched results and errors from any thread,
  /// keeps only the newest result while one is being compared, compares it with the last published
  /// snapshot off the main actor, and publishes results and errors on the main actor in the order they
  /// were submitted.
  final class DatabaseStoragePipeline<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>:
    @unchecked Sendable
  where Item.ID: Sendable {
    typealias Snapshot = [KeyedSection<Key, Item>]

    let fetch: @Sendable (Database) throws -> [(Key, Item)]
    /// Set once, on the main actor, before the first result can arrive.
    @MainActor var publish: ((Snapshot, StorageUpdate<Item>) -> Void)?
    @MainActor var fail: ((any Error) -> Void)?

    /// A submitted result or error, waiting for the worker.
    enum Event: Sendable {
      case result([(Key, Item)])
      case failure(any Error)
    }

    /// The one worker: results and errors in submission order, a run of results coalesced to its newest.
    private var worker: CoalescingWorker<Event>!
    /// The last snapshot compared; touched only by the worker, one batch at a time.
    private var base: Snapshot = []

    init(fetch: @escaping @Sendable (Database) throws -> [(Key, Item)]) {
      self.fetch = fetch
      worker = CoalescingWorker(compact: Self.compact) { [weak self] events in await self?.process(events) }
    }

    /// Queues a fetched result; a newer one submitted before it is compared replaces it.
    func submit(_ items: [(Key, Item)]) { worker.submit(.result(items)) }

    /// Queues an error, to be reported after what was submitted before it.
    func submitError(_ error: any Error) { worker.submit(.failure(error)) }

    /// Waits until nothing is pending or being compared.
    func waitUntilIdle() async { await worker.waitUntilIdle() }

    /// Groups rows by key, in the order keys first appear.
    static func group(_ items: [(Key, Item)]) -> Snapshot {
      var index: [Key: Int] = [:]
      var sections: Snapshot = []
      for (key, item) in items {
        if let i = index[key] {
          sections[i].items.append(item)
        } else {
          index[key] = sections.count
          sections.append(KeyedSection(key: key, items: [item]))
        }
      }
      return sections
    }

    /// Merges waiting events the way `process` would treat them: a run of results to its newest, and a
    /// repeat of the error before it to one (the storage reports a repeat once anyway).
    static func compact(_ events: inout [Event]) {
      var kept: [Event] = []
      for event in events {
        switch (kept.last, event) {
        case (.result?, .result): kept[kept.count - 1] = event
        case (.failure(let a)?, .failure(let b)) where String(describing: a) == String(describing: b): continue
        default: kept.append(event)
        }
      }
      events = kept
    }

    private func process(_ events: [Event]) async {
      for (index, event) in events.enumerated() {
        switch event {
        case .failure(let error):
          await MainActor.run { self.fail?(error) }
        case .result(let items):
          // Only the newest of a run of results is compared.
          if index + 1 < events.count, case .result = events[index + 1] { continue }
          let snapshot = StorageUpdate<Item>.deduplicated(Self.group(items))
          let update = StorageUpdate(diffing: base, to: snapshot)
          base = snapshot
          await MainActor.run { self.publish?(snapshot, update) }
        }
      }
    }
  }
#endif
