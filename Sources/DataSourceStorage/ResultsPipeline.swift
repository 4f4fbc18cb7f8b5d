import DataSourceCore
import Foundation

/// Between a ``ResultsSource`` and its ``ResultsStorage``: takes what the source's feed is told from
/// any thread, fetches and compares off the main actor, and publishes results and errors on the main
/// actor in the order they were told. A run of changes and results is handled as its newest one.
final class ResultsPipeline<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: @unchecked Sendable
where Item.ID: Sendable {
  typealias Snapshot = [KeyedSection<Key, Item>]

  /// One thing the feed was told.
  enum Event: Sendable {
    case changed
    case results(Snapshot)
    case failure(any Error)

    /// Whether the event stands for the results as they are now: a newer one makes it moot.
    var isResult: Bool {
      if case .failure = self { false } else { true }
    }
  }

  private let fetch: @Sendable () async throws -> Snapshot
  /// Set once, on the main actor, before the source starts.
  @MainActor var publish: ((Snapshot, StorageUpdate<Item>) -> Void)?
  @MainActor var fail: ((any Error) -> Void)?

  /// The one worker: events in submission order, a run of results coalesced to its newest.
  private var worker: CoalescingWorker<Event>!
  /// The last snapshot compared; touched only by the worker, one batch at a time.
  private var base: Snapshot = []
  private let lock = NSLock()
  private var stopped = false

  init(fetch: @escaping @Sendable () async throws -> Snapshot) {
    self.fetch = fetch
    worker = CoalescingWorker(compact: Self.compact) { [weak self] events in await self?.process(events) }
  }

  /// Whether ``stop()`` was called.
  var isStopped: Bool { lock.withLock { stopped } }

  /// Drops everything told from now on, and what waits.
  func stop() { lock.withLock { stopped = true } }

  func submit(_ event: Event) {
    guard !isStopped else { return }
    worker.submit(event)
  }

  /// Waits until nothing told so far waits or is being fetched or compared.
  func waitUntilIdle() async { await worker.waitUntilIdle() }

  /// Merges waiting events the way ``process(_:)`` would treat them: a run of results and changes to
  /// its newest, and a repeat of the error before it to one (the storage reports a repeat once).
  static func compact(_ events: inout [Event]) {
    var kept: [Event] = []
    for event in events {
      switch (kept.last, event) {
      case (let last?, _) where last.isResult && event.isResult: kept[kept.count - 1] = event
      case (.failure(let a)?, .failure(let b)) where String(describing: a) == String(describing: b): continue
      default: kept.append(event)
      }
    }
    events = kept
  }

  private func process(_ events: [Event]) async {
    for (index, event) in events.enumerated() {
      guard !isStopped else { return }
      switch event {
      case .failure(let error):
        await deliver { $0.fail?(error) }
      case .changed, .results:
        // Only the newest of a run of results and changes counts.
        if index + 1 < events.count, events[index + 1].isResult { continue }
        let sections: Snapshot
        if case .results(let given) = event {
          sections = given
        } else {
          do {
            sections = try await fetch()
          } catch {
            await deliver { $0.fail?(error) }
            continue
          }
        }
        let snapshot = StorageUpdate<Item>.deduplicated(sections)
        let update = StorageUpdate(diffing: base, to: snapshot)
        base = snapshot
        await deliver { $0.publish?(snapshot, update) }
      }
    }
  }

  /// Runs `body` on the main actor, unless the pipeline stopped meanwhile.
  private func deliver(_ body: @escaping @MainActor (ResultsPipeline) -> Void) async {
    await MainActor.run {
      guard !isStopped else { return }
      body(self)
    }
  }
}
