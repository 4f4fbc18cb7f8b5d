import DataSourceCore

extension DiffableDataSourceSnapshot {
  /// Adds sections at the end; one already in the snapshot (or repeated) is skipped and recorded as
  /// ``Issue/duplicateSection(_:operation:)``.
  /// - Complexity: O(*k*) expected.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    // Unchecked appends stay unchecked: new sections come last, so the appends and their kept check
    // keep their section indexes.
    for section in fresh(identifiers, operation: "appendSections(_:)") {
      sectionIndexes[section] = sectionIdentifiers.count
      sectionIdentifiers.append(section)
      items.append([])
    }
  }

  /// Inserts sections just before `toIdentifier`.
  /// - Complexity: O(sections).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
  }

  /// Inserts sections just after `toIdentifier`.
  /// - Complexity: O(sections).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
  }

  /// Removes sections and every item they hold; one the snapshot does not hold is recorded as
  /// ``Issue/sectionNotFound(_:operation:)``.
  /// - Complexity: O(sections) plus O(items removed).
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    checkAppends()
    var doomed = Set<Int>()
    for section in identifiers {
      guard let s = sectionIndexes[section] else {
        record(.sectionNotFound(section, operation: "deleteSections(_:)"))
        continue
      }
      doomed.insert(s)
    }
    guard !doomed.isEmpty else { return }
    var removedItems = Set<ItemIdentifierType>()
    sectionOfItem.beginEdits(of: doomed.reduce(0) { $0 + items[$1].count })
    for s in doomed {
      for item in items[s] {
        sectionOfItem.remove(item)
        removedItems.insert(item)
      }
    }
    let removedSections = Set(doomed.map { sectionIdentifiers[$0] })
    for s in doomed.sorted(by: >) {
      sectionIdentifiers.remove(at: s)
      items.remove(at: s)
    }
    reloadedSectionIdentifiers.removeAll { removedSections.contains($0) }
    forget(removedItems)
    reindexSections()
  }

  /// Moves `identifier` just before `toIdentifier`, with its items.
  /// - Complexity: O(sections).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
  }

  /// Moves `identifier` just after `toIdentifier`, with its items.
  /// - Complexity: O(sections).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
  }

  /// Marks sections to be reloaded (header, footer and every item) when the snapshot is applied.
  /// - Complexity: O(*k*) expected.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    checkAppends()
    let (list, missing) = Self.marking(identifiers, in: reloadedSectionIdentifiers) { sectionIndexes[$0] != nil }
    reloadedSectionIdentifiers = list
    recordedIssues += missing.map { .sectionNotFound($0, operation: "reloadSections(_:)") }
  }

  // MARK: Shared steps

  /// The sections of `identifiers` the snapshot does not hold yet, each once; the others are
  /// recorded as duplicates.
  private mutating func fresh(_ identifiers: [SectionIdentifierType], operation: String) -> [SectionIdentifierType] {
    var seen = Set<SectionIdentifierType>()
    var result: [SectionIdentifierType] = []
    for section in identifiers {
      guard sectionIndexes[section] == nil, seen.insert(section).inserted else {
        record(.duplicateSection(section, operation: operation))
        continue
      }
      result.append(section)
    }
    return result
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool, operation: String
  ) {
    checkAppends()
    guard let index = sectionIndexes[anchor] else {
      return record(.sectionNotFound(anchor, operation: operation))
    }
    let added = fresh(identifiers, operation: operation)
    let at = after ? index + 1 : index
    sectionIdentifiers.insert(contentsOf: added, at: at)
    items.insert(contentsOf: added.map { _ in [] }, at: at)
    reindexSections()
  }

  private mutating func moveSection(
    _ section: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool, operation: String
  ) {
    checkAppends()
    guard let from = sectionIndexes[section] else {
      return record(.sectionNotFound(section, operation: operation))
    }
    guard sectionIndexes[anchor] != nil else { return record(.sectionNotFound(anchor, operation: operation)) }
    guard section != anchor else { return record(.relativeToItself("section \(section)", operation: operation)) }
    let moved = items.remove(at: from)
    sectionIdentifiers.remove(at: from)
    let anchorIndex = sectionIndexes[anchor]!
    let at = (anchorIndex > from ? anchorIndex - 1 : anchorIndex) + (after ? 1 : 0)
    sectionIdentifiers.insert(section, at: at)
    items.insert(moved, at: at)
    reindexSections()
  }
}
