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
    /// How many inputs were submitted, and how many of them are processed: an input's number is
    /// its place in submission order, so a waiter knows when everything before it is done.
    var submitted = 0
    var processed = 0
    /// Each waiter, with the number of inputs that must be processed before it resumes.
    var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
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
      state.submitted += 1
      if state.running { return false }
      state.running = true
      return true
    }
    if start { Task.detached(priority: priority) { await self.drain() } }
  }

  /// Returns once everything submitted before the call has been processed, whatever is submitted
  /// after it: a steady stream of new inputs does not hold it back.
  @usableFromInline
  package func waitUntilIdle() async {
    await withCheckedContinuation { continuation in
      let done: Bool = lock.withLock {
        if state.processed >= state.submitted { return true }
        state.waiters.append((state.submitted, continuation))
        return false
      }
      if done { continuation.resume() }
    }
  }

  private func drain() async {
    while true {
      let batch: [Input] = lock.withLock {
        if state.queue.isEmpty { state.running = false }
        defer { state.queue.removeAll() }
        return state.queue
      }
      guard !batch.isEmpty else { return }
      await process(batch)
      let done: [CheckedContinuation<Void, Never>] = lock.withLock {
        state.processed += batch.count
        let processed = state.processed
        let done = state.waiters.filter { $0.target <= processed }.map(\.continuation)
        state.waiters.removeAll { $0.target <= processed }
        return done
      }
      for waiter in done { waiter.resume() }
    }
  }
}
