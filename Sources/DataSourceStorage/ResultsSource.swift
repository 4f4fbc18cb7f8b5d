import DataSourceCore

/// A store that a ``ResultsStorage`` shows: one that can fetch its results as sections and say when
/// they may have changed. Core Data, SwiftData and SQLite are each one source; a store of your own
/// needs only these three requirements, and gets everything else of the storage (coalescing, the
/// diff, errors, stopping) as they do.
///
/// The storage calls ``start(_:)`` once, when it is made, and ``stop()`` once, when it is cancelled
/// or released. Between the two, the source tells the storage about changes through the
/// ``ResultsFeed`` it was given, from any thread: ``ResultsFeed/changed()`` when its results may
/// differ (the storage then calls ``fetch()``), or ``ResultsFeed/send(_:)`` with results it fetched
/// itself, and ``ResultsFeed/fail(_:)`` for an error. The first result must come from `start`:
/// call `changed()` there, or send results.
public protocol ResultsSource<Item, Key>: AnyObject, Sendable {
  /// A value the storage shows: its `id` is its identity (a row moves with it) and `==` its
  /// content (a row whose item is not `==` to the one shown is refreshed in place).
  associatedtype Item: Identifiable & Equatable & Sendable where Item.ID: Sendable
  /// The identity of a section.
  associatedtype Key: Hashable & Sendable

  /// Fetches the results: the sections in display order, each with its key and its items in order.
  /// Called off the main actor, one call at a time, after ``ResultsFeed/changed()``. A thrown error
  /// is reported as ``ResultsFeed/fail(_:)`` would report it.
  func fetch() async throws -> [KeyedSection<Key, Item>]

  /// Starts watching the store, telling `feed` about every change until ``stop()``; the first result
  /// comes from here (see the protocol's overview).
  func start(_ feed: ResultsFeed<Item, Key>)

  /// Stops watching the store. The storage sends nothing after it, whatever the feed is told.
  func stop()
}

extension KeyedSection {
  /// Sections of `pairs` grouped by key, in the order each key first appears, each item in its
  /// section in the order given: the form of a fetch that returns items with their section keys,
  /// sorted by key first.
  /// - Complexity: O(*n*) expected.
  public static func grouping(_ pairs: some Sequence<(Key, Item)>) -> [KeyedSection] {
    var index: [Key: Int] = [:]
    var sections: [KeyedSection] = []
    for (key, item) in pairs {
      if let i = index[key] {
        sections[i].items.append(item)
      } else {
        index[key] = sections.count
        sections.append(KeyedSection(key: key, items: [item]))
      }
    }
    return sections
  }
}
