/// One section of identifiable items whose changes are found by diffing: set new items, or add some
/// with an ``AccumulationStrategy``, and the storage sends the animated update. DTModelStorage's
/// `SingleSectionStorage`, with a defined result for duplicate identifiers.
///
/// Items are told apart by `id` and compared by `==` for content changes; the diff pairs repeated
/// identifiers in order, so duplicates never crash. Owned and used on the main actor.
@MainActor
public final class SingleSectionStorage<Item: Identifiable & Equatable & Sendable>: Storage {
  /// The items, in order.
  public var items: [Item] { storedItems }
  @usableFromInline var storedItems: [Item]
  /// The header model of the section.
  public var header: (any Sendable)?
  /// The footer model of the section.
  public var footer: (any Sendable)?

  @usableFromInline let observers = StorageObservers<Item>()

  /// Creates a storage holding `items`.
  public init(items: [Item] = []) {
    self.storedItems = items
  }

  /// The one section.
  public var sections: [StorageSection<Item>] { [StorageSection(items: items, header: header, footer: footer)] }

  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    observers.observe(observer)
  }

  public func updates() -> AsyncStream<StorageUpdate<Item>> { observers.updates() }

  /// Replaces the items; the update is found by diffing the old items against the new ones.
  /// - Complexity: O(*n*) expected, plus O(*n*) per moved item.
  /// Inlinable, so the matching is specialized for `Item` in the caller.
  @inlinable
  public func setItems(_ newItems: [Item]) {
    let old = storedItems
    storedItems = newItems
    let update = StorageUpdate(diffing: old, to: newItems)
    if !update.isEmpty { observers.send(update, sections: sections) }
  }

  /// Adds items under `strategy` (see ``AccumulationStrategy`` for the rules, duplicates included).
  @inlinable
  public func addItems(_ newItems: [Item], strategy: AccumulationStrategy = .additive) {
    setItems(strategy.accumulate(items, newItems))
  }
}
