import DataSourceKit

/// Where a row before a batch is after it, by UIKit's rules: survivors keep their order around the
/// deletes, inserts and moves.
struct BatchPathMapper {
  let batch: ListBatch
  private let movedSections: [Int: Int]
  private let movedItems: [ItemPath: ItemPath]
  private let deletedItems: Set<ItemPath>

  init(batch: ListBatch) {
    self.batch = batch
    movedSections = Dictionary(batch.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
    movedItems = Dictionary(batch.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
    deletedItems = Set(batch.itemDeletes)
  }

  /// The index after the batch of the `rank`-th survivor (0-based), given the occupied indexes.
  private static func place(_ rank: Int, occupied: [Int]) -> Int {
    var index = rank
    for o in occupied.sorted() where o <= index { index += 1 }
    return index
  }

  /// The section after the batch of section `section`, or `nil` when it was deleted or reloaded.
  func mapSection(_ section: Int) -> Int? {
    if batch.sectionDeletes.contains(section) || batch.sectionReloads.contains(section) { return nil }
    if let to = movedSections[section] { return to }
    let gone = batch.sectionDeletes.count { $0 < section } + movedSections.keys.count { $0 < section }
    return Self.place(section - gone, occupied: batch.sectionInserts + Array(movedSections.values))
  }

  /// The path after the batch of the row at `path`, or `nil` when it was deleted.
  func map(_ path: ItemPath) -> ItemPath? {
    if deletedItems.contains(path) { return nil }
    if let to = movedItems[path] { return to }
    guard let section = mapSection(path.section) else { return nil }
    let gone =
      batch.itemDeletes.count { $0.section == path.section && $0.item < path.item }
      + movedItems.keys.count { $0.section == path.section && $0.item < path.item }
    let occupied =
      batch.itemInserts.filter { $0.section == section }.map(\.item)
      + movedItems.values.filter { $0.section == section }.map(\.item)
    return ItemPath(item: Self.place(path.item - gone, occupied: occupied), section: section)
  }

  /// Where a deleted row's ghost is drawn after the batch: before the row that now has its place.
  func anchor(forDeleted path: ItemPath) -> ItemPath {
    let section = mapSection(path.section) ?? max(0, path.section - batch.sectionDeletes.count { $0 < path.section })
    let gone = batch.itemDeletes.count { $0.section == path.section && $0.item < path.item }
    return ItemPath(item: max(0, path.item - gone), section: section)
  }
}
