import DataSourceCore

/// A model store that reports its changes: sections of items, with header, footer and other
/// supplementary models, and an ordered stream of ``StorageUpdate``s.
///
/// Read it on the main actor. Updates arrive in order, on the main actor, after the storage's content
/// already reflects them: through ``observe(_:)`` (closures, for UIKit-style code) and through
/// ``updates()`` (an `AsyncSequence`). A `DataSource` follows a storage with
/// `DataSource/bind(to:row:)`.
///
/// When a changed header or footer shows: a section's supplementary models show whenever the section
/// is reloaded, inserted, or first loaded. ``MemoryStorage``'s header and footer edits report the
/// section as updated (a reload of that section), in the same update as the other edits of a batch;
/// ``SingleSectionStorage``'s `header` and `footer` send such an update on their own when set;
/// ``SortedStorage`` and `DatabaseStorage` derive each header from its section's key, so it changes
/// only with the section, which is inserted or deleted as a whole.
@MainActor
public protocol Storage<Item>: AnyObject {
  associatedtype Item

  /// The sections, in order.
  var sections: [StorageSection<Item>] { get }

  /// Adds an observer, called with every update in order; it stays until the token is cancelled or
  /// released.
  func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation

  /// The updates from now on, in order, as an `AsyncSequence` (each call makes a new subscriber;
  /// a subscriber that falls behind gets every update, none is dropped).
  func updates() -> AsyncStream<StorageUpdate<Item>>
}

extension Storage {
  @available(*, unavailable, message: "use sections.count")
  public var numberOfSections: Int { fatalError("unavailable") }

  /// The items of a section; empty for a section that does not exist.
  public func items(inSection section: Int) -> [Item] {
    sections.indices.contains(section) ? sections[section].items : []
  }

  /// The item at `path`, or `nil` when there is none.
  public func item(at path: ItemPath) -> Item? {
    guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else {
      return nil
    }
    return sections[path.section].items[path.item]
  }

  /// The header model of a section (the header model provider).
  public func headerModel(inSection section: Int) -> (any Sendable)? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The footer model of a section (the footer model provider).
  public func footerModel(inSection section: Int) -> (any Sendable)? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// The model of a supplementary view of `kind` in a section (the supplementary model provider).
  public func supplementaryModel(ofKind kind: String, inSection section: Int) -> (any Sendable)? {
    sections.indices.contains(section) ? sections[section].supplementaries[kind] : nil
  }

  /// The items of every section, in order.
  package var rowCounts: [Int] { sections.map { $0.items.count } }
}

extension Storage where Item: Equatable {
  /// The path of the first item equal to `item`, or `nil`.
  /// - Complexity: O(*n*).
  public func indexPath(forItem item: Item) -> ItemPath? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: item) { return ItemPath(item: i, section: s) }
    }
    return nil
  }
}
