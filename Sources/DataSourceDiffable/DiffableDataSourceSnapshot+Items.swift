import DataSourceCore

extension DiffableDataSourceSnapshot {
  /// Adds `identifiers` at the end of `section`, or of the last section when `section` is `nil`.
  ///
  /// An identifier already in the snapshot (or repeated in `identifiers`) is skipped and recorded as
  /// ``Issue/duplicateItem(_:operation:)`` when the appended items are checked: on the next look-up,
  /// edit or apply (see "When issues are found" above). A missing `section`, or no section at all,
  /// skips them all and is recorded at once.
  /// - Complexity: O(*k*) for *k* identifiers, as for an array (plus the copy of the section's items
  ///   when they are shared with another snapshot); checking them later is O(*k*) expected, once.
  ///   Inlinable, so that it is specialized for the app's identifier types.
  @inlinable
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    let operation = "appendItems(_:toSection:)"
    guard let target = section ?? sectionIdentifiers.last else { return record(.noSection(operation: operation)) }
    guard let s = sectionIndexes[target] else { return record(.sectionNotFound(target, operation: operation)) }
    guard !identifiers.isEmpty else { return }
    items[s].append(contentsOf: identifiers)
    noteAppend(of: identifiers.count, toSection: s)
  }

  /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
  /// - Complexity: O(*k*) expected plus O(items in that section). Inlinable, so that it is
  ///   specialized for the app's identifier types.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insert(identifiers, at: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
  }

  /// Inserts `identifiers` just after `afterIdentifier`, in its section.
  /// - Complexity: O(*k*) expected plus O(items in that section). Inlinable, so that it is
  ///   specialized for the app's identifier types.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, at: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
  }

  /// Removes `identifiers`; one the snapshot does not hold is recorded as
  /// ``Issue/itemNotFound(_:operation:)``.
  /// - Complexity: O(items in the sections touched) plus O(*k*) expected, the copies of those
  ///   sections included when they are shared with another snapshot. The index of every item is not
  ///   copied: the deletes are kept beside it while the edits kept so stay under a sixteenth of its
  ///   items, so its copy is paid at most once per sixteenth of the items edited. Inlinable, so that
  ///   the hashing is specialized for the app's identifier types.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    checkAppends()
    var removed: [Int: Set<ItemIdentifierType>] = [:]
    var removedNow = Set<ItemIdentifierType>()
    sectionOfItem.beginEdits(of: identifiers.count)
    for item in identifiers {
      guard let section = sectionOfItem.remove(item), let s = sectionIndexes[section] else {
        if !removedNow.contains(item) { recordedIssues.append(.itemNotFound(item, operation: "deleteItems(_:)")) }
        continue
      }
      removedNow.insert(item)
      removed[s, default: []].insert(item)
    }
    for (s, gone) in removed { items[s].removeAll { gone.contains($0) } }
    forget(removedNow)
  }

  /// Replaces the items of `section` with `identifiers`: what ``deleteItems(_:)`` of all its items
  /// and then ``appendItems(_:toSection:)`` do, hashing each old and new item once. An identifier
  /// held in another section (or repeated) is skipped and recorded as a duplicate.
  /// - Complexity: O(old + new items) expected; O(new items) when the section held every item.
  @inlinable
  package mutating func replaceItems(
    inSection section: SectionIdentifierType, with identifiers: [ItemIdentifierType], operation: String
  ) {
    checkAppends()
    guard let s = sectionIndexes[section] else { return record(.sectionNotFound(section, operation: operation)) }
    let old = items[s]
    items[s] = []
    if old.count == sectionOfItem.count {
      // The section held every item (an outline alone in its list): start the index afresh rather
      // than remove each old item from it.
      sectionOfItem = ItemSectionIndex()
    } else {
      sectionOfItem.beginEdits(of: old.count + identifiers.count)
      for item in old { sectionOfItem.remove(item) }
    }
    items[s] = claim(identifiers, for: section, operation: operation)
    if !reloadedItemIdentifiers.isEmpty || !reconfiguredItemIdentifiers.isEmpty {
      forget(Set(old.filter { sectionOfItem[$0] == nil }))
    }
  }

  /// Removes every item and every section, as UIKit's does.
  /// - Complexity: O(*n*).
  public mutating func deleteAllItems() {
    sectionIdentifiers = []
    items = []
    sectionIndexes = [:]
    sectionOfItem = ItemSectionIndex()
    appends = []
    checkCache = nil
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }

  /// Moves `identifier` just before `toIdentifier`, into its section if that differs.
  /// - Complexity: O(items in both sections). Inlinable, so that it is specialized for the app's
  ///   identifier types.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
  }

  /// Moves `identifier` just after `toIdentifier`, into its section if that differs.
  /// - Complexity: O(items in both sections). Inlinable, so that it is specialized for the app's
  ///   identifier types.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
  }

  /// Marks items to be shown by new cells when the snapshot is applied (the old cells go away).
  /// - Complexity: O(*k*) expected.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    checkAppends()
    let (list, missing) = Self.marking(identifiers, in: reloadedItemIdentifiers) { sectionOfItem[$0] != nil }
    reloadedItemIdentifiers = list
    recordedIssues += missing.map { .itemNotFound($0, operation: "reloadItems(_:)") }
  }

  /// Marks items whose existing cells are to be configured again when the snapshot is applied: the
  /// cell stays, which is cheaper than a reload and keeps its state (a text field's focus, say).
  /// - Complexity: O(*k*) expected.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    checkAppends()
    let (list, missing) = Self.marking(identifiers, in: reconfiguredItemIdentifiers) { sectionOfItem[$0] != nil }
    reconfiguredItemIdentifiers = list
    recordedIssues += missing.map { .itemNotFound($0, operation: "reconfigureItems(_:)") }
  }

  // MARK: Shared steps

  /// The identifiers that are new to the snapshot, now registered under `section`; the others are
  /// recorded as duplicates.
  @inlinable
  mutating func claim(
    _ identifiers: [ItemIdentifierType], for section: SectionIdentifierType, operation: String
  ) -> [ItemIdentifierType] {
    var accepted: [ItemIdentifierType] = []
    accepted.reserveCapacity(identifiers.count)
    sectionOfItem.beginEdits(of: identifiers.count)
    sectionOfItem.reserveCapacity(forAdding: identifiers.count)
    for item in identifiers {
      // The insertion says whether the item was already held (one hash when the index is written
      // directly); a duplicate (rare) keeps its own section.
      if sectionOfItem.insert(item, in: section) != nil {
        record(.duplicateItem(item, operation: operation))
        continue
      }
      accepted.append(item)
    }
    return accepted
  }

  @inlinable
  mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool, operation: String
  ) {
    checkAppends()
    guard let section = sectionOfItem[anchor], let s = sectionIndexes[section],
      let index = items[s].firstIndex(of: anchor)
    else { return recordedIssues.append(.itemNotFound(anchor, operation: operation)) }
    let accepted = claim(identifiers, for: section, operation: operation)
    items[s].insert(contentsOf: accepted, at: after ? index + 1 : index)
  }

  @inlinable
  mutating func move(
    _ item: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool, operation: String
  ) {
    checkAppends()
    guard let fromSection = sectionOfItem[item], let from = sectionIndexes[fromSection] else {
      return recordedIssues.append(.itemNotFound(item, operation: operation))
    }
    guard let toSection = sectionOfItem[anchor], let to = sectionIndexes[toSection] else {
      return recordedIssues.append(.itemNotFound(anchor, operation: operation))
    }
    guard item != anchor else { return recordedIssues.append(.relativeToItself("item \(item)", operation: operation)) }
    items[from].removeAll { $0 == item }
    let index = items[to].firstIndex(of: anchor)!
    items[to].insert(item, at: after ? index + 1 : index)
    if toSection != fromSection {
      sectionOfItem.beginEdits(of: 1)
      sectionOfItem.move(item, to: toSection)
    }
  }

  /// Drops removed items from the reload and reconfigure lists.
  @usableFromInline
  mutating func forget(_ removed: Set<ItemIdentifierType>) {
    guard !removed.isEmpty else { return }
    reloadedItemIdentifiers.removeAll { removed.contains($0) }
    reconfiguredItemIdentifiers.removeAll { removed.contains($0) }
  }
}

extension DiffableDataSourceSnapshot {
  /// Records `issue` after the issues of earlier appends (out of line: the inlined appends call it
  /// only for a problem).
  @usableFromInline
  mutating func record(_ issue: Issue) {
    checkAppends()
    recordedIssues.append(issue)
  }
}
