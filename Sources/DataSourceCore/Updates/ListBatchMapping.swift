/// Where the sections and rows before a ``ListBatch`` are after it, by UIKit's rules: deletes,
/// reloads and move sources name positions before the batch, inserts and move destinations positions
/// after it, and every other survivor keeps its order around them. A reloaded row survives at its
/// shifted position (UIKit replaces its cell there).
///
/// The one mapping of a position through a batch: the data source's in-place refresh after a batch
/// and the terminal view's animations, cursor and selection use it.
package struct ListBatchMapping: Sendable {
  /// The batch being mapped through.
  package let batch: ListBatch
  private let deletedSections: Set<Int>
  private let movedSections: [Int: Int]
  /// Section indexes before the batch that leave their place (deleted or moved), sorted.
  private let sectionsGone: [Int]
  /// Section indexes after the batch that are taken (inserted or moved to), sorted.
  private let sectionsTaken: [Int]
  private let deletedItems: Set<ItemPath>
  private let movedItems: [ItemPath: ItemPath]
  /// Per section before the batch: the rows that leave their place (deleted or moved), sorted.
  private let itemsGone: [Int: [Int]]
  /// Per section after the batch: the rows that are taken (inserted or moved to), sorted.
  private let itemsTaken: [Int: [Int]]

  /// Prepares the mapping of `batch`.
  /// - Complexity: O(*b* log *b*) for *b* operations.
  package init(_ batch: ListBatch) {
    self.batch = batch
    deletedSections = Set(batch.sectionDeletes).union(batch.sectionReloads)
    movedSections = Dictionary(batch.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    sectionsGone = Set(batch.sectionDeletes + batch.sectionMoves.map(\.from)).sorted()
    sectionsTaken = Set(batch.sectionInserts + batch.sectionMoves.map(\.to)).sorted()
    deletedItems = Set(batch.itemDeletes)
    movedItems = Dictionary(batch.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    var gone: [Int: Set<Int>] = [:]
    for path in batch.itemDeletes { gone[path.section, default: []].insert(path.item) }
    for move in batch.itemMoves { gone[move.from.section, default: []].insert(move.from.item) }
    var taken: [Int: Set<Int>] = [:]
    for path in batch.itemInserts { taken[path.section, default: []].insert(path.item) }
    for move in batch.itemMoves { taken[move.to.section, default: []].insert(move.to.item) }
    itemsGone = gone.mapValues { $0.sorted() }
    itemsTaken = taken.mapValues { $0.sorted() }
  }

  /// The index after the batch of section `section`, or `nil` when it was deleted or reloaded.
  /// - Complexity: O(log *b*).
  package func section(_ section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let to = movedSections[section] { return to }
    return Self.place(section - Self.count(sectionsGone, below: section), among: sectionsTaken)
  }

  /// The path after the batch of the row at `path`, or `nil` when it was deleted (or its section was
  /// deleted or reloaded).
  /// - Complexity: O(log *b*).
  package func path(_ path: ItemPath) -> ItemPath? {
    if deletedItems.contains(path) { return nil }
    if let to = movedItems[path] { return to }
    guard let section = section(path.section) else { return nil }
    let rank = path.item - Self.count(itemsGone[path.section] ?? [], below: path.item)
    return ItemPath(item: Self.place(rank, among: itemsTaken[section] ?? []), section: section)
  }

  /// How many of the sorted `values` are below `limit`.
  private static func count(_ values: [Int], below limit: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] < limit { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index of the `rank`-th free slot (0-based) when the sorted indexes `taken` are occupied.
  /// `taken[j] - j` counts the free slots before `taken[j]` and never decreases, so the taken slots
  /// before the answer are those with `taken[j] - j <= rank`: a binary search.
  private static func place(_ rank: Int, among taken: [Int]) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let mid = (low + high) / 2
      if taken[mid] - mid <= rank { low = mid + 1 } else { high = mid }
    }
    return rank + low
  }
}
