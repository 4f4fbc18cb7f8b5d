/// What ``SectionedChangeset`` records of each target item of a paired section when the items were
/// paired by ``PartitionedPairing``: an insert, an update, a move, or an item that stays in its
/// section (kept for the section's longest increasing subsequence).
///
/// The identity table's claim loop in `SectionedChangeset.init(source:target:findingTargetDuplicates:found:reusing:)`
/// records the same things in a closure of its own: through this type, its closures were no longer
/// inlined, and a reload of 10k rows ran 4.7% more instructions (callgrind, 90.2M against 86.1M for
/// 20 reloads).
@usableFromInline
struct ItemPairRecorder {
  @usableFromInline var inserts: [ItemPath] = []
  @usableFromInline var updates: [Relocation<ItemPath>] = []
  @usableFromInline var moves: [Relocation<ItemPath>] = []
  /// Source element (numbered by the section bases) → whether a target item paired with it.
  @usableFromInline var claimed: [Bool]
  /// The items of the current target section that stay in their section: their source items, and
  /// their target items.
  @usableFromInline var stayingItems: [Int] = []
  @usableFromInline var stayingTargets: [Int] = []

  @inlinable
  init(sourceCount: Int) { claimed = [Bool](repeating: false, count: sourceCount) }

  /// Records that item `j` of target section `t`, whose paired source section is `home`, pairs with
  /// the source element numbered `flat` by `base`, or is inserted (`flat < 0`). `elements` are the
  /// target section's, `sourceElements` the source's, section by section.
  ///
  /// The pair was proposed by hash: returns `false`, recording nothing, when the two do not have
  /// one identity. The check reads the elements the content comparison reads next, while they are
  /// in the cache.
  /// - Complexity: O(1), plus O(log *S*) for *S* sections when the item changes section.
  @inlinable @inline(__always)
  mutating func record<Element: Diffable>(
    _ j: Int, _ flat: Int, section t: Int, home: Int, base: [Int], elements: [Element], sourceElements: [[Element]]
  ) -> Bool {
    let to = ItemPath(item: j, section: t)
    if flat < 0 {
      inserts.append(to)
      return true
    }
    let stays = flat >= base[home] && flat < base[home + 1]
    let from =
      stays ? ItemPath(item: flat - base[home], section: home) : SectionedChangeset.path(ofFlat: flat, base: base)
    let same = sourceElements[from.section][from.item].hasSameDiffIdentifier(as: elements[j])
    guard same else { return false }
    claimed[flat] = true
    if stays {
      stayingItems.append(from.item)
      stayingTargets.append(j)
    } else {
      moves.append(Relocation(from: from, to: to))
    }
    if !sourceElements[from.section][from.item].isContentEqual(to: elements[j]) {
      updates.append(Relocation(from: from, to: to))
    }
    return true
  }

  /// Starts the items of a target section.
  @inlinable
  mutating func startSection() {
    stayingItems.removeAll(keepingCapacity: true)
    stayingTargets.removeAll(keepingCapacity: true)
  }

  /// Ends the items of target section `t`, paired with source section `home`: the items that stay
  /// in it, outside one longest increasing subsequence of their source positions, are moves.
  /// - Complexity: O(*k* log *k*) for *k* items that stay, O(*k*) when their order did not change.
  @inlinable
  mutating func endSection(_ t: Int, home: Int) {
    markLongestIncreasingSubsequence(&stayingItems)
    for k in 0..<stayingItems.count where stayingItems[k] >= 0 {
      moves.append(
        Relocation(
          from: ItemPath(item: stayingItems[k], section: home), to: ItemPath(item: stayingTargets[k], section: t)))
    }
  }

  /// The source paths of the elements of paired sections that no target item paired with, in order.
  /// - Complexity: O(*n*) for *n* elements of paired sections.
  @inlinable
  func unclaimed(base: [Int]) -> [ItemPath] {
    var deletes: [ItemPath] = []
    for s in 0..<(base.count - 1) where base[s + 1] > base[s] {
      for flat in base[s]..<base[s + 1] where !claimed[flat] {
        deletes.append(ItemPath(item: flat - base[s], section: s))
      }
    }
    return deletes
  }
}
