import Foundation

/// A queue with one worker: inputs are submitted from any thread, and one task at a time, off the
/// main actor, takes *everything* queued so far as one batch. Inputs that arrive while a batch is
/// being processed form the next batch, so a burst costs a few batches, not one per input. Batches
/// are processed in submission order.
///
/// The one mechanism behind ``SortedStorage``'s edits and DataSourceGRDB's fetched results.
@usableFromInline
package final class CoalescingWorker<Input: Sendable>: Sendable {
  /// The state shared between submitters and the worker, behind `lock`.
  private struct State {
    var queue: [Input] = []
    var running = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let lock = NSLock()
  nonisolated(unsafe) private var state = State()
  private let priority: TaskPriority
  private let process: @Sendable ([Input]) async -> Void

  /// A worker that hands each batch to `process`, at `priority`.
  @usableFromInline
  package init(priority: TaskPriority = .userInitiated, process: @escaping @Sendable ([Input]) async -> Void) {
    self.priority = priority
    self.process = process
  }

  /// Queues an input; starts the worker when it is idle.
  @usableFromInline
  package func submit(_ input: Input) {
    let start: Bool = lock.withLock {
      state.queue.append(input)
      if state.running { return false }
      state.running = true
      return true
    }
    if start { Task.detached(priority: priority) { await self.drain() } }
  }

  /// Returns once everything submitted before the call has been processed.
  @usableFromInline
  package func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let idle: Bool = lock.withLock {
        if !state.running && state.queue.isEmpty { return true }
        state.waiters.append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
  }

  private func drain() async {
    while true {
      let (batch, wake): ([Input], [CheckedContinuation<Void, Never>]) = lock.withLock {
        if state.queue.isEmpty {
          state.running = false
          defer { state.waiters.removeAll() }
          return ([], state.waiters)
        }
        defer { state.queue.removeAll() }
        return (state.queue, [])
      }
      guard !batch.isEmpty else {
        for waiter in wake { waiter.resume() }
        return
      }
      await process(batch)
    }
  }
}
