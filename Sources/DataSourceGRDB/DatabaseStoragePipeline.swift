// Compiled only with the SQLite package trait (see Package.swift), so that apps that do not use it
// never resolve GRDB.
#if SQLite
import DataSourceKit
import Foundation
import GRDB

/// Between the database and a ``DatabaseStorage``: takes fetched results from any thread, keeps only
/// the newest while one is being compared, compares it with the last published snapshot off the main
/// actor, and publishes in order on the main actor.
final class DatabaseStoragePipeline<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>:
  @unchecked Sendable
where Item.ID: Sendable {
  typealias Snapshot = [KeyedSection<Key, Item>]

  let fetch: @Sendable (Database) throws -> [(Key, Item)]
  /// Set once, on the main actor, before the first result can arrive.
  @MainActor var publish: ((Snapshot, StorageUpdate<Item>) -> Void)?
  @MainActor var fail: ((any Error) -> Void)?

  private let lock = NSLock()
  private var pending: [(Key, Item)]?
  private var running = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// The last snapshot compared; touched only by the one running worker.
  private var base: Snapshot = []

  init(fetch: @escaping @Sendable (Database) throws -> [(Key, Item)]) {
    self.fetch = fetch
  }

  /// Queues a fetched result, replacing any not yet compared.
  func submit(_ items: [(Key, Item)]) {
    let start: Bool = lock.withLock {
      pending = items
      if running { return false }
      running = true
      return true
    }
    if start { Task.detached(priority: .userInitiated) { await self.drain() } }
  }

  func submitError(_ error: any Error) {
    Task { @MainActor in self.fail?(error) }
  }

  /// Waits until no result is pending or being compared.
  func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let idle: Bool = lock.withLock {
        if !running && pending == nil { return true }
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
      let taken: [(Key, Item)]? = lock.withLock {
        defer { pending = nil }
        return pending
      }
      guard let items = taken else {
        let wake: [CheckedContinuation<Void, Never>]? = lock.withLock {
          // A result may have arrived since the check above: keep running for it.
          if pending != nil { return nil }
          running = false
          defer { waiters.removeAll() }
          return waiters
        }
        guard let wake else { continue }
        for waiter in wake { waiter.resume() }
        return
      }
      let snapshot = StorageUpdate<Item>.deduplicated(Self.group(items))
      let update = StorageUpdate(diffing: base, to: snapshot)
      base = snapshot
      await MainActor.run { self.publish?(snapshot, update) }
    }
  }
}
#endif
