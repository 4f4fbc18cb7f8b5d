import DataSourceCore
import Foundation

/// Between a ``ResultsSource`` and its ``ResultsStorage``: takes what the source's feed is told from
/// any thread, fetches and compares off the main actor, and publishes results and errors on the main
/// actor in the order they were told. A run of changes and results is handled as its newest one.
///
/// The cycle of a results storage, numbered once, here (each step names where it runs):
/// 1. **Told** (any thread). The source calls its ``ResultsFeed``: `changed()`, `send(_:)` or
///    `fail(_:)`. The feed holds the pipeline weakly and submits one ``Event``; after `stop()` nothing
///    is submitted.
/// 2. **Queued** (the submitter's thread, under the worker's lock). The ``CoalescingWorker`` appends
///    the event; while its worker runs, the queue is compacted by ``compact(_:)`` (a run of results
///    and changes to its newest; a repeated error to one).
/// 3. **Taken** (the worker's task, off the main actor). The worker takes everything queued as one
///    batch, in submission order; events told meanwhile form the next batch.
/// 4. **Fetched** (the worker's task). For the newest result-or-change of a run: `.results` are used
///    as given; `.changed` calls the source's `fetch()` once. A fetch that throws goes to step 7.
/// 5. **Compared** (the worker's task). Repeated ids are dropped (`deduplicated`), and the results
///    are matched with ``base``, the last results compared, into one ``StorageUpdate``
///    (`init(diffing:to:)`); ``base`` becomes the new results.
/// 6. **Published** (the main actor, `deliver`). Unless stopped, the storage takes the results
///    (`ResultsStorage.publish`): its sections and keys change, a cleared error is told to
///    `onRecovery`, observers get the update (views bound with `bind(to:row:)` perform it), and
///    waiters of `waitUntilPublished()` go on.
/// 7. **Failed** (the main actor, `deliver`). The storage keeps its sections, sets `lastError`, tells
///    `onError` once per error until results are shown again, and lets waiters go on.
///
/// Who owns each piece of mutable state:
/// - the storage (main actor): `sections`, `sectionKeys`, `lastError`, `activeError`, `settled`,
///   `settleWaiters`, its observers;
/// - this pipeline: ``base`` (the worker's task only, one batch at a time), `stopped` (its lock),
///   `publish` and `fail` (set once on the main actor before the source starts, read there);
/// - the worker: its queue, counts and waiters (its lock);
/// - the feed: nothing (a weak reference to this pipeline);
/// - the source: what it needs to tell changes (a Core Data controller's delegate, a SwiftData save
///   observer, a GRDB observation), behind its own lock, as each source says.
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
