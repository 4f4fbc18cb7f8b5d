/// The difference between two lists of sections: section and element deletes, inserts, updates and
/// moves.
///
/// Sections pair by their model's identity and elements by theirs, both with the duplicate rule of
/// ``FlatChangeset``: the *k*-th occurrence pairs with the *k*-th, counting elements section by
/// section.
///
/// Guarantees:
/// - Elements of deleted and inserted sections are not listed: they go with their section. Only
///   elements of sections present on both sides take part in the pairing.
/// - An element that changes section is one move, never a delete and an insert.
/// - One moved section is one section move; its elements are not listed.
/// - Moves are minimal: (paired sections − a longest increasing subsequence of them) + (elements that
///   change section) + Σ over paired sections of (elements staying in it − a longest increasing
///   subsequence of them).
/// - Deletes and the `from` of moves and updates are source positions; inserts and the `to` of moves
///   and updates are target positions. Lists are sorted: deletes and inserts ascending, moves and
///   updates by target position.
public struct SectionedChangeset: Hashable, Sendable {
  /// Source indexes of deleted sections, ascending.
  public var sectionDeletes: [Int] = []
  /// Target indexes of inserted sections, ascending.
  public var sectionInserts: [Int] = []
  /// Paired sections whose model content changed, by target index.
  public var sectionUpdates: [Relocation<Int>] = []
  /// Paired sections outside the kept subsequence, by target index.
  public var sectionMoves: [Relocation<Int>] = []
  /// Source paths of deleted items of paired sections, ascending.
  public var itemDeletes: [ItemPath] = []
  /// Target paths of inserted items of paired sections, ascending.
  public var itemInserts: [ItemPath] = []
  /// Paired items whose content changed, by target path.
  public var itemUpdates: [Relocation<ItemPath>] = []
  /// Moved items (to another section, or out of order within one), by target path.
  public var itemMoves: [Relocation<ItemPath>] = []

  /// Creates an empty changeset.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionUpdates.isEmpty && sectionMoves.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemUpdates.isEmpty && itemMoves.isEmpty
  }

  /// The total number of moves, sections and items.
  public var moveCount: Int { sectionMoves.count + itemMoves.count }

  /// Computes the changes that turn `source` into `target`.
  ///
  /// - Complexity: O(*S* + *N*) expected time, where *S* counts sections and *N* elements, plus
  ///   O(*k* log *k*) over paired sections and elements whose order changed, and O(log *S*) per paired
  ///   element to find its source section; O(*S* + *N*) memory.
  @inlinable
  public init<Section: DiffableSection>(source: [Section], target: [Section]) {
    var unused = false
    self.init(source: source, target: target, findingTargetDuplicates: false, found: &unused)
  }

  /// Computes the changes that turn `source` into `target`, and, when `findingTargetDuplicates`,
  /// sets `found` to whether two elements of `target` have one identity. Finding them costs a look-up
  /// per inserted element (those of inserted sections included), not a pass over all: a duplicate
  /// of an element that pairs fails to pair, so it is among the inserts.
  /// - Precondition: when finding duplicates, the identities of `source`'s elements are unique (a
  ///   list already checked): a second source copy would let a target duplicate pair.
  /// - Complexity: that of ``init(source:target:)``, plus O(inserted elements) expected.
  @inlinable
  package init<Section: DiffableSection>(
    source: [Section], target: [Section], findingTargetDuplicates: Bool, found: inout Bool
  ) {
    var scratch = DiffScratch()
    self.init(
      source: source, target: target, findingTargetDuplicates: findingTargetDuplicates, found: &found,
      reusing: &scratch)
  }

  /// ``init(source:target:findingTargetDuplicates:found:)`` with the elements' identity table in the
  /// slots `scratch` holds when they are as many as it needs, which are left there afterwards
  /// (see ``DiffScratch``).
  /// - Complexity: that of ``init(source:target:findingTargetDuplicates:found:)``.
  @inlinable
  package init<Section: DiffableSection>(
    source: [Section], target: [Section], findingTargetDuplicates: Bool, found: inout Bool,
    reusing scratch: inout DiffScratch
  ) {
    let (sections, targetSectionSource) = FlatChangeset.compute(
      sourceCount: source.count, targetCount: target.count,
      sourceHash: { source[$0].model.diffIdentifierHash(seed: IdentityTable.seed) },
      targetHash: { target[$0].model.diffIdentifierHash(seed: IdentityTable.seed) },
      sourcesAreSame: { source[$0].model.hasSameDiffIdentifier(as: source[$1].model) },
      areSame: { source[$0].model.hasSameDiffIdentifier(as: target[$1].model) },
      contentEqual: { source[$0].model.isContentEqual(to: target[$1].model) }, recordPairing: true)
    sectionDeletes = sections.deletes
    sectionInserts = sections.inserts
    sectionUpdates = sections.updates
    sectionMoves = sections.moves

    // Number the elements of paired source sections: flat = base[s] + item.
    var sourcePaired = [Bool](repeating: false, count: source.count)
    for s in targetSectionSource where s >= 0 { sourcePaired[s] = true }
    var bases = [Int](repeating: 0, count: source.count + 1)
    for s in 0..<source.count {
      bases[s + 1] = bases[s] + (sourcePaired[s] ? source[s].elements.count : 0)
    }
    // A constant, so the closures below read it without dynamic exclusivity checks.
    let base = bases
    let sourceTotal = base[source.count]
    // Large lists pair by partitioned hashes when every proposed pair holds (see
    // `PartitionedPairing`); a list too small for them hands their memory back.
    scratch.lastDiffPartitioned = false
    if sourceTotal < scratch.partitionsFrom {
      scratch.partitionWords = []
    } else if let paired = SectionedChangeset.pairedByPartition(
      source: source, target: target, targetSectionSource: targetSectionSource, base: base,
      findingTargetDuplicates: findingTargetDuplicates, sectionInserts: sectionInserts,
      workspace: &scratch.partitionWords)
    {
      (itemInserts, itemUpdates, itemMoves, itemDeletes) = (
        paired.inserts, paired.updates, paired.moves, paired.deletes
      )
      scratch.lastDiffPartitioned = true
      if findingTargetDuplicates { found = paired.holdsDuplicate }
      return
    }
    var table = IdentityTable(sourceCount: sourceTotal, reusing: &scratch)
    defer { table.giveSlots(to: &scratch) }
    // The source elements, section by section, held once: reading them through `source[s]` would
    // copy the section (retaining its storage) on every comparison.
    let sourceElements = source.map(\.elements)
    func isSource(_ flat: Int, sameAs element: Section.Element, in section: Int) -> Bool {
      SectionedChangeset.isSource(flat, of: sourceElements, base: base, sameAs: element, in: section)
    }
    var s = source.count - 1
    while s >= 0 {
      if sourcePaired[s] {
        let (elements, first, section) = (sourceElements[s], base[s], s)
        table.addDescending(
          first..<base[s + 1], hash: { elements[$0 - first].diffIdentifierHash(seed: IdentityTable.seed) },
          isSame: { isSource($1, sameAs: elements[$0 - first], in: section) })
      }
      s -= 1
    }

    var claimed = [Bool](repeating: false, count: sourceTotal)
    var stayingItems: [Int] = []
    var stayingTargets: [Int] = []
    for t in 0..<target.count {
      let home = targetSectionSource[t]
      guard home >= 0 else { continue }
      let homeElements = sourceElements[home]
      let elements = target[t].elements
      stayingItems.removeAll(keepingCapacity: true)
      stayingTargets.removeAll(keepingCapacity: true)
      table.claimEach(
        elements.count, hash: { elements[$0].diffIdentifierHash(seed: IdentityTable.seed) },
        // Read in place, not bound to a copy: a copy of a reference-holding element would be
        // retained and released around every comparison.
        isSame: { isSource($1, sameAs: elements[$0], in: home) },
        body: { j, flat in
          let to = ItemPath(item: j, section: t)
          if flat < 0 {
            itemInserts.append(to)
            return
          }
          claimed[flat] = true
          let from: ItemPath
          if flat >= base[home] && flat < base[home + 1] {
            from = ItemPath(item: flat - base[home], section: home)
            stayingItems.append(from.item)
            stayingTargets.append(j)
            if !homeElements[from.item].isContentEqual(to: elements[j]) {
              itemUpdates.append(Relocation(from: from, to: to))
            }
            return
          }
          from = SectionedChangeset.path(ofFlat: flat, base: base)
          itemMoves.append(Relocation(from: from, to: to))
          if !sourceElements[from.section][from.item].isContentEqual(to: elements[j]) {
            itemUpdates.append(Relocation(from: from, to: to))
          }
        })
      markLongestIncreasingSubsequence(&stayingItems)
      for k in 0..<stayingItems.count where stayingItems[k] >= 0 {
        itemMoves.append(
          Relocation(
            from: ItemPath(item: stayingItems[k], section: home), to: ItemPath(item: stayingTargets[k], section: t)))
      }
    }
    if sourceTotal > 0 {
      for s in 0..<source.count where sourcePaired[s] {
        for flat in base[s]..<base[s + 1] where !claimed[flat] {
          itemDeletes.append(ItemPath(item: flat - base[s], section: s))
        }
      }
    }
    if !itemMoves.isEmpty { itemMoves.sort { $0.to < $1.to } }
    guard findingTargetDuplicates else { return }
    // An inserted element is a duplicate when its source copy paired with another target element,
    // or when another inserted element has its identity.
    var inserted: Set<Section.Element.DiffIdentifier> = []
    func isDuplicate(_ element: Section.Element, near section: Int) -> Bool {
      let pairedElsewhere = table.isClaimed(hash: element.diffIdentifierHash(seed: IdentityTable.seed)) {
        isSource($0, sameAs: element, in: section)
      }
      return pairedElsewhere || !inserted.insert(element.diffIdentifier).inserted
    }
    for path in itemInserts
    where isDuplicate(target[path.section].elements[path.item], near: max(0, targetSectionSource[path.section])) {
      found = true
      return
    }
    for t in sectionInserts {
      for element in target[t].elements where isDuplicate(element, near: 0) {
        found = true
        return
      }
    }
    found = false
  }

  /// The source path of a flat element number, by binary search over the section bases.
  @inlinable
  static func path(ofFlat flat: Int, base: [Int]) -> ItemPath {
    // The last section s with base[s] <= flat whose range is not empty.
    var low = 0
    var high = base.count - 1
    while low < high {
      let mid = (low + high + 1) >> 1
      if base[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    // Empty sections share their base with the next section; the search above lands on the last of
    // them, which is the one that holds `flat`.
    return ItemPath(item: flat - base[low], section: low)
  }
}
