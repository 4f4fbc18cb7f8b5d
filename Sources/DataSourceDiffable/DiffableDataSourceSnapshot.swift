import DataSourceCore

/// The state of a list by identifiers, with the names of UIKit's `NSDiffableDataSourceSnapshot`:
/// build one, then give it to a diffable data source's `apply(_:animatingDifferences:completion:)`,
/// which animates from the shown snapshot to this one.
///
/// Code written for `NSDiffableDataSourceSnapshot` compiles unchanged after renaming the type. The
/// one difference is on purpose: where UIKit raises an exception (an identifier added twice, an
/// operation naming an identifier or section the snapshot does not hold, items appended with no
/// section), this snapshot leaves itself unchanged for that identifier and records an ``Issue``
/// naming it in ``issues``. A diffable data source reports each one as a failure when it applies
/// the snapshot.
///
/// A value type: copies are independent, and it can be built on any thread.
///
/// - Complexity: look-ups of a section or of an item's section are O(1) expected; positions inside a
///   section (``indexOfItem(_:)``, inserting or moving relative to an item) are O(items in it);
///   section-structure changes are O(sections).
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  /// The section identifiers, in order.
  public internal(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// The items of each section, in the order of ``sectionIdentifiers``.
  @usableFromInline var items: [[ItemIdentifierType]] = []
  /// The index of each section.
  @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:]
  /// The section holding each item.
  @usableFromInline var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

  /// Items to be replaced by new cells when the snapshot is applied, in the order they were named.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items whose existing cells are to be configured again when the snapshot is applied.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections to be reloaded when the snapshot is applied.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Operations UIKit would have raised an exception for, in order, and what was done instead.
  public internal(set) var issues: [Issue] = []

  /// An empty snapshot.
  public init() {}

  /// How many items all sections hold.
  /// - Complexity: O(1).
  public var numberOfItems: Int { sectionOfItem.count }

  /// How many sections there are.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// Every item, section after section.
  /// - Complexity: O(*n*).
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// How many items `section` holds; `0` for a section the snapshot does not hold.
  /// - Complexity: O(1) expected.
  @inlinable
  public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
    sectionIndexes[section].map { items[$0].count } ?? 0
  }

  /// The items of `section`, in order; empty for a section the snapshot does not hold.
  /// - Complexity: O(1) expected.
  @inlinable
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionIndexes[section].map { items[$0] } ?? []
  }

  /// The section holding `item`, or `nil`.
  /// - Complexity: O(1) expected.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[item]
  }

  /// The position of `item` among ``itemIdentifiers`` (all sections, in order), or `nil`.
  /// - Complexity: O(items of its section) plus O(sections). Inlinable, so that the scan is
  ///   specialized for the app's identifier type.
  @inlinable
  public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[item], let s = sectionIndexes[section],
      let index = items[s].firstIndex(of: item)
    else { return nil }
    return items[..<s].reduce(index) { $0 + $1.count }
  }

  /// The position of `section` among ``sectionIdentifiers``, or `nil`.
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sectionIndexes[section] }

  /// Snapshots are equal when they hold the same sections and items in the same order, with the
  /// same reloads, reconfigurations and issues.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.items == rhs.items
      && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
      && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers && lhs.issues == rhs.issues
  }

  /// `list` with the held `identifiers` it lacks appended, each once, and the identifiers not held:
  /// the one step behind the reload and reconfigure lists of items and sections.
  static func marking<Identifier: Hashable>(
    _ identifiers: [Identifier], in list: [Identifier], holds: (Identifier) -> Bool
  ) -> (list: [Identifier], missing: [Identifier]) {
    var list = list
    var listed = Set(list)
    var missing: [Identifier] = []
    for identifier in identifiers {
      if !holds(identifier) {
        missing.append(identifier)
      } else if listed.insert(identifier).inserted {
        list.append(identifier)
      }
    }
    return (list, missing)
  }

  /// Rebuilds ``sectionIndexes`` after the sections changed order or number.
  mutating func reindexSections() {
    sectionIndexes.removeAll(keepingCapacity: true)
    for (index, section) in sectionIdentifiers.enumerated() { sectionIndexes[section] = index }
  }
}
