import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// `waitUntilPublished()` waits for the edits made before the call only: a stream of later edits
/// does not hold it back (it used to return only once the queue ran dry).
@MainActor
@Suite struct SortedStorageWaitTests {
  /// Every published update brings another edit, so the queue is never empty while the wait is
  /// pending: the old wait never returned. No clock is read: the time limit only stops a hang.
  @Test(.timeLimit(.minutes(1))) func aSteadyStreamDoesNotHoldBackTheWait() async {
    let storage = SortedStorage<Thing, String>(areInIncreasingOrder: { $0.id < $1.id }, sectionKey: { _ in "all" })
    let stream = Stream()
    let observation = storage.observe { _ in
      guard stream.isOn else { return }
      storage.add(Thing(stream.next))
      stream.next += 1
    }
    storage.add(Thing(1))
    await storage.waitUntilPublished()
    stream.isOn = false
    #expect(storage.sections.first?.items.contains(Thing(1)) == true, "the edit made before the call is published")
    #expect(stream.next > 1_000, "an edit arrived before the wait returned, so the queue was not idle")
    withExtendedLifetime(observation) {}
  }

  /// The stream of later edits: the next identifier, and whether it still flows.
  final class Stream {
    var next = 1_000
    var isOn = true
  }
}
