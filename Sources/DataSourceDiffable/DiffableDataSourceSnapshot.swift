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
/// ## When issues are found
/// ``appendItems(_:toSection:)`` only appends: it costs what appending to an array costs, and does
/// not yet check the items against the rest. Appended items are checked together, in the order they
/// were appended, the first time anything needs them checked: a look-up (``numberOfItems``,
/// ``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``, ``itemIdentifiers``, ``issues``,
/// `==`), any other edit, or the apply. Until then a duplicate is not reported; from then on it is,
/// exactly as if it had been found when appended (the first copy stays, the later one is skipped and
/// recorded as ``Issue/duplicateItem(_:operation:)``). Every other issue (a missing item or section,
/// a duplicate section) is recorded by the operation that caused it. Either way, an apply reports
/// each issue, in release builds too.
///
/// An apply looks for duplicates without building the index of every item where it can: an
/// animated apply through its own diff (a duplicate cannot pair, so it is among the inserted items),
/// any other through one pass over the items. A snapshot without duplicates is then shown with its
/// appends still unchecked: the snapshot ``DiffableDataSource/snapshot()`` returns builds that index
/// on its first look-up, once for all its copies.
///
/// A value type: copies are independent, and it can be built and read on any thread.
///
/// - Complexity: appending *k* items is O(*k*), and a copy of a shared snapshot plus an append is
///   O(*k*) plus the copy of the one section appended to. Any other edit of *k* items of a copy costs
///   O(*k*) expected plus the copies of the sections it changes (and the scans a position inside a
///   section needs), not a copy of the index of every item: small edits are kept beside that index,
///   which copies share, and written into it once they reach a sixteenth of its items, so its copy
///   is paid at most once per sixteenth of the items edited. Checking appended items is O(*k*) expected,
///   once, on their first look-up or edit; a look-up after that is O(1) expected, except positions
///   inside a section (``indexOfItem(_:)``, inserting or moving relative to an item), which are
///   O(items in it). Section-structure changes are O(sections).
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: Equatable {
  /// The section identifiers, in order.
  public internal(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// The items of each section, in the order of ``sectionIdentifiers``. Those appended since the
  /// last check (see ``appends``) may still hold duplicates.
  @usableFromInline var items: [[ItemIdentifierType]] = []
  /// The index of each section.
  @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:]
  /// The section holding each checked item: every item but those ``appends`` lists. Copies share it,
  /// and an edit of one copy writes beside it (see ``ItemSectionIndex``).
  @usableFromInline var sectionOfItem = ItemSectionIndex<ItemIdentifierType, SectionIdentifierType>()
  /// The appends not checked yet, in order: they lie at the ends of their sections.
  @usableFromInline var appends: [PendingAppend] = []
  /// The appends checked, kept for look-ups while ``appends`` is not empty; `nil` until needed.
  @usableFromInline var checkCache: CheckedAppendsCache<SectionIdentifierType, ItemIdentifierType>?

  /// Items to be replaced by new cells when the snapshot is applied, in the order they were named.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items whose existing cells are to be configured again when the snapshot is applied.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections to be reloaded when the snapshot is applied.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// The issues recorded so far; those of unchecked appends are not among them yet.
  @usableFromInline var recordedIssues: [Issue] = []

  /// The per-item work of an apply, specialized where this snapshot was created (see
  /// ``SnapshotSpecializations``).
  @usableFromInline var specializations: SnapshotSpecializations<SectionIdentifierType, ItemIdentifierType>

  /// An empty snapshot.
  /// - Complexity: O(1). Inlinable: it specializes the apply's per-item work for the app's types.
  @inlinable
  public init() { specializations = SnapshotSpecializations() }

  /// Operations UIKit would have raised an exception for, in order, and what was done instead.
  /// - Complexity: O(1), after appended items are checked (see "When issues are found").
  @inlinable
  public var issues: [Issue] { appends.isEmpty ? recordedIssues : recordedIssues + checkedAppends.issues }

  /// How many items all sections hold.
  /// - Complexity: O(1), after appended items are checked.
  @inlinable
  public var numberOfItems: Int {
    appends.isEmpty ? sectionOfItem.count : sectionOfItem.count + checkedAppends.sectionOfItem.count
  }

  /// How many sections there are.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// Every item, section after section.
  /// - Complexity: O(*n*).
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    guard !appends.isEmpty else { return items.flatMap { $0 } }
    let checked = checkedAppends
    return items.indices.flatMap { checkedItems(at: $0, checked) }
  }

  /// How many items `section` holds; `0` for a section the snapshot does not hold.
  /// - Complexity: O(1) expected, after appended items are checked.
  @inlinable
  public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
    guard let s = sectionIndexes[section] else { return 0 }
    return checkedItems(at: s, appends.isEmpty ? nil : checkedAppends).count
  }

  /// The items of `section`, in order; empty for a section the snapshot does not hold.
  /// - Complexity: O(1) expected, after appended items are checked.
  @inlinable
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let s = sectionIndexes[section] else { return [] }
    return checkedItems(at: s, appends.isEmpty ? nil : checkedAppends)
  }

  /// The section holding `item`, or `nil`.
  /// - Complexity: O(1) expected, after appended items are checked.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
    if let section = sectionOfItem[item] { return section }
    return appends.isEmpty ? nil : checkedAppends.sectionOfItem[item]
  }

  /// The position of `item` among ``itemIdentifiers`` (all sections, in order), or `nil`.
  /// - Complexity: O(items of its section) plus O(sections), after appended items are checked.
  ///   Inlinable, so that the scan is specialized for the app's identifier type.
  @inlinable
  public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
    let checked = appends.isEmpty ? nil : checkedAppends
    guard let section = sectionOfItem[item] ?? checked?.sectionOfItem[item], let s = sectionIndexes[section],
      let index = checkedItems(at: s, checked).firstIndex(of: item)
    else { return nil }
    return (0..<s).reduce(index) { $0 + checkedItems(at: $1, checked).count }
  }

  /// The position of `section` among ``sectionIdentifiers``, or `nil`.
  /// - Complexity: O(1) expected.
  @inlinable
  public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sectionIndexes[section] }

  /// Snapshots are equal when they hold the same sections and items in the same order, with the
  /// same reloads, reconfigurations and issues.
  /// - Complexity: O(*n*).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    var lhs = lhs
    lhs.checkAppends()
    var rhs = rhs
    rhs.checkAppends()
    return lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.items == rhs.items
      && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
      && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
      && lhs.recordedIssues == rhs.recordedIssues
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

/// A snapshot crosses isolation domains when its identifiers do: an app's `nonisolated` (or
/// `Sendable`, nonisolated) models. A snapshot of main-actor models stays on the main actor.
extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
