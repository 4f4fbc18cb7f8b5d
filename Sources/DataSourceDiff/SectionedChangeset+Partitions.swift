extension SectionedChangeset {
  /// The items of `target`'s paired sections (`targetSectionSource[t] >= 0`) paired with the
  /// elements of the paired source sections by ``PartitionedPairing``, every pair checked with
  /// `isSource(flat, element, home)`. Target items are numbered from `targetBase[t]`: those of paired
  /// sections first, then, when `lookingUpInsertedSections`, those of inserted sections, which only
  /// look up. Source elements are numbered by `base`, as the identity table numbers them. The hashes
  /// are sorted in `workspace`, and `answers` says where the answers are left in it (see
  /// ``PartitionedPairing``).
  ///
  /// Returns `nil` when the identity table must pair the items instead: two source elements
  /// share a hash, or a proposed pair fails its check.
  /// - Complexity: O(*n* + *m*) expected for *n* source and *m* target items.
  @inlinable
  static func partitionedPairs<Section: DiffableSection>(
    source: [[Section.Element]], base: [Int], target: [Section], targetSectionSource: [Int],
    lookingUpInsertedSections: Bool, workspace: inout [Int], isSource: (Int, Section.Element, Int) -> Bool
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
    for t in 0..<target.count where targetSectionSource[t] >= 0 {
      let (home, elements, first) = (targetSectionSource[t], target[t].elements, targetBase[t])
      for j in 0..<elements.count {
        let flat = workspace[answers.lowerBound + first + j]
        if flat >= 0 && !isSource(flat, elements[j], home) { return nil }
      }
    }
    return (answers, targetBase)
  }
}
