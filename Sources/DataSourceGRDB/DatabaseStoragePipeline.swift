// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
import DataSourceKit
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
  private enum Event {
    case result([(Key, Item)])
    case failure(any Error)
  }

  private let lock = NSLock()
  /// Results and errors in submission order; a result replaces a result right before it.
  private var pending: [Event] = []
  private var running = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// The last snapshot compared; touched only by the one running worker.
  private var base: Snapshot = []

  init(fetch: @escaping @Sendable (Database) throws -> [(Key, Item)]) {
    self.fetch = fetch
  }

  /// Queues a fetched result, replacing one not yet compared that nothing was submitted after.
  func submit(_ items: [(Key, Item)]) {
    enqueue(.result(items))
  }

  /// Queues an error, to be reported after what was submitted before it.
  func submitError(_ error: any Error) {
    enqueue(.failure(error))
  }

  private func enqueue(_ event: Event) {
    let start: Bool = lock.withLock {
      if case .result = event, case .result? = pending.last { pending.removeLast() }
      pending.append(event)
      if running { return false }
      running = true
      return true
    }
    if start { Task.detached(priority: .userInitiated) { await self.drain() } }
  }

  /// Waits until no result is pending or being compared.
  func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let idle: Bool = lock.withLock {
        if !running && pending.isEmpty { return true }
        waiters.append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
  }

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

  private func drain() async {
    while true {
      let taken: Event? = lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }
      guard let event = taken else {
        let wake: [CheckedContinuation<Void, Never>]? = lock.withLock {
          // Something may have arrived since the check above: keep running for it.
          if !pending.isEmpty { return nil }
          running = false
          defer { waiters.removeAll() }
          return waiters
        }
        guard let wake else { continue }
        for waiter in wake { waiter.resume() }
        return
      }
      guard case .result(let items) = event else {
        if case .failure(let error) = event { await MainActor.run { self.fail?(error) } }
        continue
      }
      let snapshot = StorageUpdate<Item>.deduplicated(Self.group(items))
      let update = StorageUpdate(diffing: base, to: snapshot)
      base = snapshot
      await MainActor.run { self.publish?(snapshot, update) }
    }
  }
}
#endif
