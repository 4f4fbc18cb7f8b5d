import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// `waitUntilPublished()` waits for the edits made before the call only: a stream of later edits
/// does not hold it back (it used to return only once the queue ran dry).
@Suite struct SortedStorageWaitTests {
  @Test func aSteadyStreamDoesNotHoldBackTheWait() async throws {
    let storage = await SortedStorage<Thing, String>(
      areInIncreasingOrder: { $0.id < $1.id }, sectionKey: { _ in "all" })
    let stop = ManagedAtomicFlag()
    // A producer that never lets the queue run dry until told to stop.
    let producer = Task.detached {
      var id = 1_000
      while !stop.isSet {
        storage.add(Thing(id))
        id += 1
        if id % 50 == 0 { await Task.yield() }
      }
    }
    defer {
      stop.set()
      producer.cancel()
    }
    storage.add(Thing(1))
    let done = ManagedAtomicFlag()
    let waiter = Task.detached {
      await storage.waitUntilPublished()
      done.set()
    }
    let deadline = ContinuousClock.now + .seconds(20)
    while !done.isSet && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    let returned = done.isSet
    #expect(returned, "waitUntilPublished returned while edits kept arriving")
    let held = await storage.sections.first?.items.contains(Thing(1)) ?? false
    #expect(held, "the edit made before the call is published")
    stop.set()
    await producer.value
    await waiter.value  // once the stream stops, the wait returns in any case
  }
}

/// A flag set once from any thread.
final class ManagedAtomicFlag: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
