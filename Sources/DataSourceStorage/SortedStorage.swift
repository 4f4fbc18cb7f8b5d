import DataSourceCore
import Foundation

/// Items unique by identifier, kept sorted by a comparator and grouped into sections by a key (the
/// first letter of a name, say), edited from any thread. T21TableViewDataSource's sorted list, with
/// several sections, moves, and no main-thread work beyond publishing.
///
/// ``add(_:)-(Item)``, ``add(_:)-([Item])``, ``remove(ids:)``, ``removeAll()`` and ``sort(by:)`` may be called from any thread or
/// task; they return at once. One worker, off the main actor, applies the edits in the order they
/// were made and computes the update (staging included); the main actor then publishes the new
/// ``sections`` and sends the update. Edits made while the worker is busy are coalesced into its next
/// update, so a burst of edits costs a few updates, not one per edit. Updates are delivered in order.
///
/// A burst is bounded in memory. Once 16,384 edits wait for the busy worker, the waiting adds and
/// removals are merged, between re-sorts and `removeAll()`s, to one per identifier: its last, placed
/// where it was made. The items, their values and their sections come out the same as edit by edit;
/// only items that sort equal may come in another order among themselves, and an item removed and
/// added again may be reported as updated. So what waits is bounded by the identifiers touched, not
/// by the number of edits.
///
/// - Adding an item whose identifier is present updates it: in place if it still sorts there, else
///   moved (across sections if its key changed). Within one call, the last value for an identifier
///   wins.
/// - A new item that sorts equal to held ones goes after them.
/// - Sections appear with their first item and disappear with their last; sections are ordered by
///   key, and their header model is what the `sectionHeader` closure given to the initializer makes
///   of the key.
///
/// What crosses actors: the items, the keys and the closures, which run on the storage's worker. So
/// the items are `Sendable` and of no actor; in an Xcode 26 app target (main-actor isolation by
/// default) declare the model `nonisolated struct`. A main-actor model goes in a ``MemoryStorage`` or
/// a ``SingleSectionStorage`` instead. See *Models in an Xcode 26 app* (DataSourceKit).
@MainActor
public final class SortedStorage<Item: Identifiable & Equatable & Sendable, Key: Comparable & Hashable & Sendable>:
  Storage
where Item.ID: Sendable {
  /// The published sections (what observers have been told about).
  public private(set) var sections: [StorageSection<Item>] = []
  /// The key of each published section.
  public private(set) var sectionKeys: [Key] = []

  @usableFromInline let sectionHeader: @Sendable (Key) -> (any Sendable)?
  private let observers = StorageObservers<Item>()
  /// The one worker that applies queued edits off the main actor, in order, coalescing bursts.
  @usableFromInline let worker: CoalescingWorker<SortedStorageEdit<Item>>
  /// Where the worker publishes: this storage, once it is made (held weakly).
  @usableFromInline let publisher: SortedStoragePublisher<Item, Key>

  /// Creates an empty storage.
  /// - Parameters:
  ///   - areInIncreasingOrder: the order of items inside a section: a strict weak ordering (`<`, never
  ///     `<=`). Debug builds stop with a message naming the storage when it says an item comes before
  ///     itself, or when an item it sorted cannot be found again.
  ///   - sectionKey: the section an item belongs to.
  ///   - sectionHeader: the header model of a section (default: the key's description).
  ///
  /// Inlinable, so the worker's model is specialized for `Item` and `Key` in the caller.
  @inlinable
  public init(
    areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool,
    sectionKey: @escaping @Sendable (Item) -> Key,
    sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) }
  ) {
    let model = SortedStorageModel(areInIncreasingOrder: areInIncreasingOrder, sectionKey: sectionKey)
    let publisher = SortedStoragePublisher<Item, Key>()
    self.sectionHeader = sectionHeader
    self.publisher = publisher
    worker = CoalescingWorker(
      compactionThreshold: 16_384, compact: { SortedStorageEdit.compact(&$0) },
      process: { edits in
        let (snapshot, update) = Self.apply(edits, to: model)
        await MainActor.run { publisher.storage?.publish(snapshot, update) }
      })
    publisher.storage = self
  }

  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    observers.observe(observer)
  }

  public func updates() -> AsyncStream<StorageUpdate<Item>> { observers.updates() }

  // MARK: Editing, from anywhere

  /// Adds items, or updates the held items with their identifiers.
  public nonisolated func add(_ items: [Item]) { submit(.add(items)) }

  /// Adds an item, or updates the held item with its identifier.
  public nonisolated func add(_ item: Item) { submit(.add([item])) }

  /// Removes the items with these identifiers; unknown identifiers are ignored.
  public nonisolated func remove(ids: [Item.ID]) { submit(.remove(ids)) }

  /// Removes every item.
  public nonisolated func removeAll() { submit(.removeAll) }

  /// Sorts by a new comparator from now on; the held items are re-sorted (reported as moves).
  public nonisolated func sort(by areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool) {
    submit(.sort(areInIncreasingOrder))
  }

  /// Waits until every edit made before the call is published and its update sent.
  public nonisolated func waitUntilPublished() async { await worker.waitUntilIdle() }

  private nonisolated func submit(_ edit: SortedStorageEdit<Item>) { worker.submit(edit) }

  /// Installs what the worker computed and tells the observers.
  @usableFromInline func publish(_ snapshot: SortedStorageSnapshot<Item, Key>, _ update: StorageUpdate<Item>) {
    sectionKeys = snapshot.keys
    sections = zip(snapshot.keys, snapshot.items).map { key, items in
      StorageSection(items: items, header: sectionHeader(key))
    }
    if !update.isEmpty { observers.send(update, sections: sections) }
  }

  /// Applies a batch of edits to the model, off the main actor, and describes it: by the edits the
  /// model recorded, or, when the batch re-sorts, by matching the content before and after it.
  @inlinable nonisolated static func apply(
    _ edits: [SortedStorageEdit<Item>], to model: SortedStorageModel<Item, Key>
  ) -> (SortedStorageSnapshot<Item, Key>, StorageUpdate<Item>) {
    let oldCounts = model.rowCounts
    // The content before the batch is kept only when the batch re-sorts (then it is matched against
    // the content after): holding it otherwise would make the first insert into each section copy it.
    let resorts = edits.contains { if case .sort = $0 { true } else { false } }
    let before = resorts ? zip(model.keys, model.items).map { ($0, $1) } : []
    model.reserveCapacity(forAdding: edits.reduce(0) { if case .add(let items) = $1 { $0 + items.count } else { $0 } })
    for edit in edits {
      switch edit {
      case .add(let items): for item in items { model.add(item) }
      case .remove(let ids): for id in ids { model.remove(id) }
      case .removeAll: model.removeAll()
      case .sort(let comparator): model.resort(by: comparator)
      }
    }
    let (changes, updated) = model.takeChanges()
    let update: StorageUpdate<Item>
    if resorts {
      update = StorageUpdate(matching: before, to: zip(model.keys, model.items).map { ($0, $1) })
    } else {
      update = StorageUpdate(replayingRecorded: changes, oldRowCounts: oldCounts, updatedItems: updated)
    }
    return (SortedStorageSnapshot(keys: model.keys, items: model.items), update)
  }
}

/// The storage a ``SortedStorage``'s worker publishes to, held weakly so the worker does not keep it
/// alive.
@MainActor @usableFromInline
final class SortedStoragePublisher<Item: Identifiable & Equatable & Sendable, Key: Comparable & Hashable & Sendable>
where Item.ID: Sendable {
  @usableFromInline weak var storage: SortedStorage<Item, Key>?

  @usableFromInline init() {}
}

/// What the worker publishes: the keys and items after a batch of edits.
@usableFromInline
struct SortedStorageSnapshot<Item: Sendable, Key: Sendable>: Sendable {
  @usableFromInline var keys: [Key]
  @usableFromInline var items: [[Item]]

  @inlinable init(keys: [Key], items: [[Item]]) {
    self.keys = keys
    self.items = items
  }
}
