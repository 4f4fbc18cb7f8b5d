import DataSourceCore

/// One section of identifiable items whose changes are found by diffing: set new items, or add some
/// with an ``AccumulationStrategy``, and the storage sends the animated update. DTModelStorage's
/// `SingleSectionStorage`, with a defined result for duplicate identifiers.
///
/// Items are told apart by `id` and compared by `==` for content changes; the diff pairs repeated
/// identifiers in order, so duplicates never crash. Owned and used on the main actor.
@MainActor
public final class SingleSectionStorage<Item: Identifiable & Equatable>: Storage {
  /// The items, in order.
  public var items: [Item] { storedItems }
  @usableFromInline var storedItems: [Item]
  /// The header model of the section. Setting it shows the new header at once: the storage sends an
  /// update that reloads its section (the rows are configured again, none is inserted or deleted),
  /// as MemoryStorage's `setSectionHeaderModel` does. Set items and header one after the other to
  /// change both.
  public var header: (any Sendable)? {
    didSet { sendSectionReload() }
  }
  /// The footer model of the section; setting it shows it at once, as ``header`` does.
  public var footer: (any Sendable)? {
    didSet { sendSectionReload() }
  }

  /// Sends the update that reloads the section, for a changed header or footer.
  private func sendSectionReload() {
    do {
      observers.send(
        try StorageUpdate(oldRowCounts: [storedItems.count], changes: [.updateSection(0)]), sections: sections)
    } catch {
      // One section, always there: the change cannot fail to replay.
      assertionFailure("a section reload of SingleSectionStorage did not replay: \(error)")
    }
  }

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
