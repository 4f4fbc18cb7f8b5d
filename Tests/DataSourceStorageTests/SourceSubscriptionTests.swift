import DataSourceKit
@_spi(Extending) import DataSourceStorage
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The lifecycle the Core Data and SwiftData sources share (`SourceSubscription`), tested here on a
/// store of the test's own that, like them, only subscribes, unsubscribes and tells changes.
@MainActor
@Suite struct SourceSubscriptionTests {
  /// A store that tells changes from another thread, as a context's queue or a notification does.
  final class Store: ResultsSource, @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Thing] = []
    private var counts = (subscribes: 0, unsubscribes: 0, fetches: 0)
    let subscription = SourceSubscription<Thing, String>()

    var tally: (subscribes: Int, unsubscribes: Int, fetches: Int) { lock.withLock { counts } }

    func set(_ items: [Thing]) { lock.withLock { self.items = items } }

    /// A change, told from a thread of no actor.
    func tellChanged() async {
      await Task.detached { [subscription] in subscription.changed() }.value
    }

    func fetch() async throws -> [KeyedSection<String, Thing>] {
      lock.withLock {
        counts.fetches += 1
        return [KeyedSection(key: "all", items: items)]
      }
    }

    func start(_ feed: ResultsFeed<Thing, String>) {
      subscription.start(feed) {
        lock.withLock { counts.subscribes += 1 }
        return { [self] in lock.withLock { counts.unsubscribes += 1 } }
      }
    }

    func stop() { subscription.stop() }
  }

  @Test func changesAreFollowedUntilTheStorageStops() async {
    let store = Store()
    store.set([Thing(1, "a")])
    let storage = ResultsStorage(store)
    await storage.waitUntilPublished()
    #expect(store.tally.subscribes == 1 && store.subscription.isFollowing)
    #expect(storage.sections.map { $0.items.map(\.description) } == [["1a"]])

    store.set([Thing(1, "a"), Thing(2, "b")])
    await store.tellChanged()
    await storage.waitUntilPublished()
    #expect(storage.sections.map { $0.items.map(\.description) } == [["1a", "2b"]])

    storage.cancel()
    storage.cancel()
    #expect(store.tally.unsubscribes == 1, "stop unsubscribes once, however often it is called")
    #expect(!store.subscription.isFollowing)
    let fetches = store.tally.fetches
    store.set([])
    await store.tellChanged()
    await storage.waitUntilPublished()
    #expect(store.tally.fetches == fetches, "a change after the stop fetches nothing")
    #expect(storage.sections.map { $0.items.count } == [2], "what was shown stays")
  }

  @Test func releasingTheStorageUnsubscribes() async {
    let store = Store()
    var storage: ResultsStorage<Thing, String>? = ResultsStorage(store)
    await storage?.waitUntilPublished()
    #expect(store.tally == (subscribes: 1, unsubscribes: 0, fetches: 1))
    storage = nil
    #expect(store.tally.unsubscribes == 1)
    #expect(!store.subscription.isFollowing)
  }
}
