import DataSourceKit
import Foundation
import Testing

/// Storages clean up when they are released, without `isolated deinit` (whose back-deployment shim
/// crashes on OS releases before the runtime supports it).
@MainActor
@Suite struct StorageCleanupTests {
  @Test func releasingAStorageFinishesItsStreams() async throws {
    var storage: MemoryStorage<Int>? = MemoryStorage(sections: [StorageSection(items: [1])])
    let stream = storage!.updates()
    let consumer = Task { @MainActor in
      var count = 0
      for await _ in stream { count += 1 }
      return count
    }
    try storage!.addItems([2], toSection: 0)
    storage = nil
    #expect(await consumer.value == 1, "the stream delivered the update, then ended with its storage")
  }

  @Test func everyKindOfStorageFinishesItsStreamsWhenReleased() async {
    var single: SingleSectionStorage<Tagged>? = SingleSectionStorage(items: [Tagged(id: 1, key: "a")])
    var sorted: SortedStorage<Tagged, String>? = SortedStorage(
      areInIncreasingOrder: { $0.id < $1.id }, sectionKey: \.key)
    let streams = (single!.updates(), sorted!.updates())
    let ended = Task { @MainActor in
      for await _ in streams.0 {}
      for await _ in streams.1 {}
      return true
    }
    single = nil
    sorted = nil
    #expect(await ended.value)
  }

  @Test func releasingAnObservationOnTheMainThreadStopsItAtOnce() throws {
    let storage = MemoryStorage(sections: [StorageSection(items: [1])])
    var seen = 0
    var observation: StorageObservation? = storage.observe { _ in seen += 1 }
    try storage.addItems([2], toSection: 0)
    #expect(observation != nil && seen == 1)
    observation = nil
    try storage.addItems([3], toSection: 0)
    #expect(seen == 1, "released: no more calls")
  }

  @Test func releasingAnObservationOffTheMainThreadStopsItSoonAfter() async throws {
    let storage = MemoryStorage(sections: [StorageSection(items: [1])])
    var seen = 0
    let box = ObservationBox(storage.observe { _ in seen += 1 })
    await Task.detached { box.release() }.value
    // The stop was scheduled on the main actor; let it run.
    for _ in 0..<20 { await Task.yield() }
    try storage.addItems([4], toSection: 0)
    #expect(seen == 0, "after the scheduled stop ran, no more calls")
  }
}

struct Tagged: Identifiable, Equatable, Sendable {
  var id: Int
  var key: String
}

/// Hands an observation to another thread to be released there.
final class ObservationBox: @unchecked Sendable {
  private var observation: StorageObservation?
  init(_ observation: StorageObservation) { self.observation = observation }
  func release() { observation = nil }
}

/// A comparator that is not a strict weak ordering (`<=`) stops debug builds at once, with a message
/// that says what to use instead; it used to show one identifier many times.
@Suite struct SortedStorageComparatorTests {
  @Test func aNonStrictComparatorStopsDebugBuilds() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let storage = await MainActor.run {
        SortedStorage<Tagged, String>(areInIncreasingOrder: { $0.id <= $1.id }, sectionKey: \.key)
      }
      storage.add([Tagged(id: 1, key: "a"), Tagged(id: 2, key: "a")])
      await storage.waitUntilPublished()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("is not a strict weak ordering") && message.contains("never <="), "\(message)")
  }

  @MainActor @Test func aStrictComparatorKeepsEachIdentifierOnce() async {
    let storage = SortedStorage<Tagged, String>(areInIncreasingOrder: { $0.id < $1.id }, sectionKey: \.key)
    for round in 0..<4 { storage.add((0..<50).map { Tagged(id: $0, key: round.isMultiple(of: 2) ? "a" : "b") }) }
    await storage.waitUntilPublished()
    #expect(storage.sections.map(\.items.count) == [50])
  }
}
