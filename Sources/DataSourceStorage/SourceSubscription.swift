import DataSourceCore
import Foundation

/// What a store's ``ResultsSource`` keeps while it follows its store, between `start(_:)` and
/// `stop()`: the storage's feed, and how to stop being told of the store's changes (a fetched
/// results controller's delegate, a save-notification observer). The one implementation of that
/// lifecycle for the Core Data and SwiftData sources, so that it is tested on every platform; their
/// own code only subscribes and unsubscribes.
///
/// Guarantees: `start` subscribes once and asks the feed for a first fetch; ``changed()`` tells the
/// feed only while started; `stop` forgets the feed and unsubscribes exactly once, however often it is
/// called. Callable from any thread (a store tells its changes from its own queue).
package final class SourceSubscription<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>:
  Sendable
where Item.ID: Sendable {
  private struct State {
    var feed: ResultsFeed<Item, Key>?
    var unsubscribe: (@Sendable () -> Void)?
  }
  private let lock = NSLock()
  nonisolated(unsafe) private var state = State()

  package init() {}

  /// Keeps `feed`, subscribes (`subscribe` returns how to unsubscribe), and asks for a first fetch.
  /// A start while started stops the earlier subscription first.
  package func start(_ feed: ResultsFeed<Item, Key>, subscribe: () -> @Sendable () -> Void) {
    stop()
    let unsubscribe = subscribe()
    lock.withLock { state = State(feed: feed, unsubscribe: unsubscribe) }
    feed.changed()
  }

  /// The store changed: the feed fetches again, if started.
  /// - Complexity: O(1).
  package func changed() { lock.withLock { state.feed }?.changed() }

  /// Forgets the feed and unsubscribes, once.
  package func stop() {
    let unsubscribe = lock.withLock {
      defer { state = State() }
      return state.unsubscribe
    }
    unsubscribe?()
  }

  /// Whether the source follows its store now.
  package var isFollowing: Bool { lock.withLock { state.feed != nil } }
}
