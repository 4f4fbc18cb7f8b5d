extension SectionedChangeset {
  /// The items of `target`'s paired sections (`targetSectionSource[t] >= 0`) paired with the
  /// elements of the paired source sections by ``PartitionedPairing``: hashes only, so each pair is
  /// a proposal, checked with the identities as it is recorded (``ItemPairRecorder``). Target items
  /// are numbered from `targetBase[t]`: those of paired sections first, then, when
  /// `lookingUpInsertedSections`, those of inserted sections, which only look up. Source elements
  /// are numbered by `base`, as the identity table numbers them. The hashes are sorted in
  /// `workspace`, and `answers` says where the answers are left in it (see ``PartitionedPairing``).
  ///
  /// Returns `nil` when the identity table must pair the items instead: two source elements
  /// share a hash.
  /// - Complexity: O(*n* + *m*) expected for *n* source and *m* target items.
  @inlinable
  static func partitionedPairs<Section: DiffableSection>(
    source: [[Section.Element]], base: [Int], target: [Section], targetSectionSource: [Int],
    lookingUpInsertedSections: Bool, workspace: inout [Int]
  ) -> (answers: Range<Int>, targetBase: [Int])? {
    var targetBase = [Int](repeating: 0, count: target.count)
    var claimingCount = 0
    for t in 0..<target.count where targetSectionSource[t] >= 0 {
      targetBase[t] = claimingCount
      claimingCount += target[t].elements.count
    }
    var targetCount = claimingCount
    if lookingUpInsertedSections {
      for t in 0..<target.count where targetSectionSource[t] < 0 {
        targetBase[t] = targetCount
        targetCount += target[t].elements.count
      }
    }
    let sourceCount = base[source.count]
    let proposed = PartitionedPairing.pairs(
      sourceCount: sourceCount, targetCount: targetCount, claimingCount: claimingCount, workspace: &workspace
    ) { sourceHashes, targetHashes in
      for s in 0..<source.count where base[s + 1] > base[s] {
        let (elements, first) = (source[s], base[s])
        for k in 0..<elements.count {
          sourceHashes[first + k] = elements[k].diffIdentifierHash(seed: IdentityTable.seed)
        }
      }
      for t in 0..<target.count where lookingUpInsertedSections || targetSectionSource[t] >= 0 {
        let (elements, first) = (target[t].elements, targetBase[t])
        for j in 0..<elements.count {
          targetHashes[first + j] = elements[j].diffIdentifierHash(seed: IdentityTable.seed)
        }
      }
    }
    guard let answers = proposed else { return nil }
    return (answers, targetBase)
  }

  /// Whether the source element numbered `flat` by `base` in `source` has the identity of `element`;
  /// `section` is where it is likely to be (the search over section bases is for the rest).
  /// - Complexity: O(1) in `section`, else O(log *S*) for *S* sections.
  @inlinable
  static func isSource<Element: Diffable>(
    _ flat: Int, of source: [[Element]], base: [Int], sameAs element: Element, in section: Int
  ) -> Bool {
    if flat >= base[section] && flat < base[section + 1] {
      return source[section][flat - base[section]].hasSameDiffIdentifier(as: element)
    }
    let path = SectionedChangeset.path(ofFlat: flat, base: base)
    return source[path.section][path.item].hasSameDiffIdentifier(as: element)
  }

  /// The element changes of ``init(source:target:findingTargetDuplicates:found:reusing:)`` for
  /// items paired by ``partitionedPairs(source:base:target:targetSectionSource:lookingUpInsertedSections:workspace:)``,
  /// recorded as the identity table's pairs are; with `findingTargetDuplicates`, also whether the
  /// target holds an identity twice, found the same way. `nil` when the identity table must pair
  /// the items: two source elements share a hash, or a proposed pair fails its identity check (two
  /// identities share a hash). Kept out of the initializer, which inlines the identity table's loops.
  /// - Complexity: O(*n* + *m*) expected, plus the moves' O(*k* log *k*).
  @inlinable @inline(never)
  static func pairedByPartition<Section: DiffableSection>(
    source: [Section], target: [Section], targetSectionSource: [Int], base: [Int], findingTargetDuplicates: Bool,
    sectionInserts: [Int], workspace: inout [Int]
  ) -> (
    inserts: [ItemPath], updates: [Relocation<ItemPath>], moves: [Relocation<ItemPath>], deletes: [ItemPath],
    holdsDuplicate: Bool
  )? {
    let sourceElements = source.map(\.elements)
    guard
      let (answers, targetBase) = partitionedPairs(
        source: sourceElements, base: base, target: target, targetSectionSource: targetSectionSource,
        lookingUpInsertedSections: findingTargetDuplicates, workspace: &workspace)
    else { return nil }
    var recorder = ItemPairRecorder(sourceCount: base[source.count])
    for t in 0..<target.count {
      let home = targetSectionSource[t]
      guard home >= 0 else { continue }
      let (elements, first) = (target[t].elements, answers.lowerBound + targetBase[t])
      recorder.startSection()
      for j in 0..<elements.count {
        let holds = recorder.record(
          j, workspace[first + j], section: t, home: home, base: base, elements: elements,
          sourceElements: sourceElements)
        guard holds else { return nil }
      }
      recorder.endSection(t, home: home)
    }
    var moves = recorder.moves
    if !moves.isEmpty { moves.sort { $0.to < $1.to } }
    var holdsDuplicate = false
    if findingTargetDuplicates {
      // As the initializer finds them, with the one source element of an item's hash, if any, as
      // the answer names it.
      var inserted: Set<Section.Element.DiffIdentifier> = []
      func isDuplicate(_ element: Section.Element, near section: Int, numbered flat: Int) -> Bool {
        let code = workspace[answers.lowerBound + flat]
        let pairedElsewhere =
          code <= -2 && recorder.claimed[-code - 2]
          && isSource(-code - 2, of: sourceElements, base: base, sameAs: element, in: section)
        return pairedElsewhere || !inserted.insert(element.diffIdentifier).inserted
      }
      holdsDuplicate =
        recorder.inserts.contains { path in
          isDuplicate(
            target[path.section].elements[path.item], near: max(0, targetSectionSource[path.section]),
            numbered: targetBase[path.section] + path.item)
        }
        || sectionInserts.contains { t in
          target[t].elements.enumerated().contains { j, element in
            isDuplicate(element, near: 0, numbered: targetBase[t] + j)
          }
        }
    }
    return (recorder.inserts, recorder.updates, moves, recorder.unclaimed(base: base), holdsDuplicate)
  }
}
