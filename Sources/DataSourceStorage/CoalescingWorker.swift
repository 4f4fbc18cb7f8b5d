import DataSourceCore
import Foundation

/// A queue with one worker: inputs are submitted from any thread, and one task at a time, off the
/// main actor, takes *everything* queued so far as one batch. Inputs that arrive while a batch is
/// being processed form the next batch, so a burst costs a few batches, not one per input. Batches
/// are processed in submission order.
///
/// Memory stays bounded while the worker is busy: once `compactionThreshold` inputs wait, the queue is
/// handed to `compact`, which merges what it can (a run of results to its newest, edits to one per
/// identifier), and the next compaction waits until the queue has doubled again. So a submitter that
/// outpaces the worker costs amortized O(1) per input, and the queue holds what compaction leaves.
///
/// The one mechanism behind ``SortedStorage``'s edits and DataSourceGRDB's fetched results.
@usableFromInline
package final class CoalescingWorker<Input: Sendable>: Sendable {
  /// The state shared between submitters and the worker, behind `lock`.
  private struct State {
    var queue: [Input] = []
    /// How many submitted inputs the queue stands for (more than `queue.count` once compacted).
    var queuedSubmissions = 0
    /// The queue length that triggers the next compaction.
    var compactAt: Int
    var running = false
    /// How many inputs were submitted, and how many of them are processed: an input's number is
    /// its place in submission order, so a waiter knows when everything before it is done.
    var submitted = 0
    var processed = 0
    /// Each waiter, with the number of inputs that must be processed before it resumes.
    var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Where the first input of the queued batch was submitted (``ChangeOrigin``): the batch's
    /// results are delivered from there, so a failure they cause is pinned on the submitter.
    var origin: (any AnyObject & Sendable)?
    /// Whether the queued batch's origin was captured (it may be nil): once per batch, not per input.
    var originCaptured = false
  }

  private let lock = NSLock()
  nonisolated(unsafe) private var state: State
  private let priority: TaskPriority
  private let process: @Sendable ([Input]) async -> Void
  private let compactionThreshold: Int
  private let compact: (@Sendable (inout [Input]) -> Void)?
  /// Where the worker was made: the origin of batches whose submitters had none (inputs that come
  /// from a database's own thread, say).
  private let creationOrigin = ChangeOrigin.capture()

  /// A worker that hands each batch to `process`, at `priority`.
  /// - Parameters:
  ///   - compactionThreshold: how many waiting inputs trigger `compact`.
  ///   - compact: merges waiting inputs into fewer that `process` treats the same; nil for none.
  @usableFromInline
  package init(
    priority: TaskPriority = .userInitiated, compactionThreshold: Int = 1_024,
    compact: (@Sendable (inout [Input]) -> Void)? = nil,
    process: @escaping @Sendable ([Input]) async -> Void
  ) {
    self.priority = priority
    self.process = process
    self.compactionThreshold = compactionThreshold
    self.compact = compact
    state = State(compactAt: compactionThreshold)
  }

  /// How many inputs wait for the worker (after compaction), and how many submissions they stand for.
  package var waiting: (inputs: Int, submissions: Int) {
    lock.withLock { (state.queue.count, state.queuedSubmissions) }
  }

  /// Queues an input; starts the worker when it is idle.
  @usableFromInline
  package func submit(_ input: Input) {
    let start: Bool = lock.withLock {
      // One capture per batch: later inputs of the batch are delivered from the first one's origin.
      if !state.originCaptured {
        state.origin = ChangeOrigin.capture()
        state.originCaptured = true
      }
      state.queue.append(input)
      state.queuedSubmissions += 1
      state.submitted += 1
      if let compact, state.queue.count >= state.compactAt {
        compact(&state.queue)
        state.compactAt = max(compactionThreshold, 2 * state.queue.count)
      }
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
      let (batch, submissions, origin): ([Input], Int, (any AnyObject & Sendable)?) = lock.withLock {
        if state.queue.isEmpty && state.queuedSubmissions == 0 { state.running = false }
        defer {
          state.queue.removeAll()
          state.queuedSubmissions = 0
          state.compactAt = compactionThreshold
          state.origin = nil
          state.originCaptured = false
        }
        return (state.queue, state.queuedSubmissions, state.origin)
      }
      guard !batch.isEmpty || submissions > 0 else { return }
      if !batch.isEmpty { await ChangeOrigin.deliver(from: origin ?? creationOrigin) { await process(batch) } }
      let done: [CheckedContinuation<Void, Never>] = lock.withLock {
        state.processed += submissions
        let processed = state.processed
        let done = state.waiters.filter { $0.target <= processed }.map(\.continuation)
        state.waiters.removeAll { $0.target <= processed }
        return done
      }
      for waiter in done { waiter.resume() }
    }
  }
}
