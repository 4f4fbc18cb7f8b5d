import DataSourceTestSupport
import DataSourceTesting
import Foundation

/// A random edit of a sectioned model and the batch that describes it, built from the edit itself
/// (not from any diff): the operations are right by construction, so the view must accept them.
struct RandomBatch {
  var old: [[String]] = []
  var new: [[String]] = []
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var rowDeletes: [IndexPath] = []
  var rowInserts: [IndexPath] = []
  var rowReloads: [IndexPath] = []
  var rowMoves: [(from: IndexPath, to: IndexPath)] = []
  /// New sections that existed before (not inserted, not reloaded) and may have row operations.
  var survivingNewSections: [Int] = []
  /// The new index of each old section that survives unreplaced.
  var newIndexOfOld: [Int: Int] = [:]

  private enum SectionEntry {
    case inserted
    case old(Int)
  }
  private enum RowEntry {
    case kept(IndexPath)
    case reloaded(IndexPath)
    case moved(IndexPath)
    case inserted(String)
  }

  /// Makes a random edit. For a collection view it keeps within rule 24: a batch either moves or
  /// reloads, and moved sections have no row operations.
  init(seed: UInt64, forCollectionView: Bool) {
    var rng = SplitMix64(seed: seed)
    var fresh = 0
    func freshID() -> String {
      fresh += 1
      return "n\(fresh)"
    }
    old = (0..<rng.int(0...5)).map { s in (0..<rng.int(0...7)).map { "s\(s)r\($0)" } }
    let allowMoves = !forCollectionView || rng.chance(0.5)
    let allowReloads = !forCollectionView || !allowMoves

    // Sections: delete, reload, move or keep; then place moved and inserted ones at random.
    var order: [SectionEntry] = []
    var moved: [Int] = []
    var rowEligible = Set<Int>()
    for s in old.indices {
      if rng.chance(0.15) {
        sectionDeletes.append(s)
      } else if allowReloads, rng.chance(0.1) {
        sectionReloads.append(s)
        order.append(.old(s))
      } else if allowMoves, rng.chance(0.15) {
        moved.append(s)
        if !forCollectionView { rowEligible.insert(s) }
      } else {
        order.append(.old(s))
        rowEligible.insert(s)
      }
    }
    for s in moved { order.insert(.old(s), at: rng.int(0...order.count)) }
    for _ in 0..<rng.int(0...2) { order.insert(.inserted, at: rng.int(0...order.count)) }

    // Rows of eligible sections: delete, reload, move or keep; moved and inserted rows are placed at
    // random in eligible sections.
    var rows = [[RowEntry]](repeating: [], count: order.count)
    var movedRows: [IndexPath] = []
    for (n, entry) in order.enumerated() {
      switch entry {
      case .inserted:
        sectionInserts.append(n)
        rows[n] = (0..<rng.int(0...4)).map { _ in .inserted(freshID()) }
      case .old(let s):
        if moved.contains(s) { sectionMoves.append((s, n)) }
        if !sectionReloads.contains(s) { newIndexOfOld[s] = n }
        guard rowEligible.contains(s) else {
          if sectionReloads.contains(s) {
            rows[n] = (0..<rng.int(0...4)).map { _ in .inserted(freshID()) }
          } else {
            rows[n] = old[s].indices.map { .kept(IndexPath(row: $0, section: s)) }
          }
          continue
        }
        survivingNewSections.append(n)
        for r in old[s].indices {
          let path = IndexPath(row: r, section: s)
          if rng.chance(0.15) {
            rowDeletes.append(path)
          } else if allowReloads, rng.chance(0.1) {
            rowReloads.append(path)
            rows[n].append(.reloaded(path))
          } else if allowMoves, rng.chance(0.15) {
            movedRows.append(path)
          } else {
            rows[n].append(.kept(path))
          }
        }
      }
    }
    let targets = survivingNewSections
    if !targets.isEmpty {
      for path in movedRows {
        let n = targets[rng.int(0...(targets.count - 1))]
        rows[n].insert(.moved(path), at: rng.int(0...rows[n].count))
      }
      for n in targets {
        for _ in 0..<rng.int(0...2) { rows[n].insert(.inserted(freshID()), at: rng.int(0...rows[n].count)) }
      }
    }

    // Read the final paths off the placed rows.
    let reloadedOld = Set(sectionReloads)
    let reloadedSectionsNew = Set(
      order.indices.filter { if case .old(let s) = order[$0] { reloadedOld.contains(s) } else { false } })
    new = []
    for (n, list) in rows.enumerated() {
      var texts: [String] = []
      for (r, entry) in list.enumerated() {
        let here = IndexPath(row: r, section: n)
        switch entry {
        case .kept(let p): texts.append(old[p.section][p.row])
        case .reloaded(let p): texts.append(old[p.section][p.row] + "'")
        case .moved(let p):
          texts.append(old[p.section][p.row])
          rowMoves.append((p, here))
        case .inserted(let id):
          texts.append(id)
          if sectionInserts.contains(n) || reloadedSectionsNew.contains(n) { continue }
          rowInserts.append(here)
        }
      }
      new.append(texts)
    }
  }

  /// Sends the batch to a table, calls shuffled (their order inside a batch must not matter).
  @MainActor
  func perform(on table: HeadlessTableView, shuffleSeed: UInt64) throws {
    var calls: [() throws -> Void] = []
    calls += sectionDeletes.map { s in { try table.deleteSections([s], with: .fade) } }
    calls += sectionInserts.map { s in { try table.insertSections([s], with: .fade) } }
    calls += sectionReloads.map { s in { try table.reloadSections([s], with: .fade) } }
    calls += sectionMoves.map { m in { try table.moveSection(m.from, toSection: m.to) } }
    calls += rowDeletes.map { p in { try table.deleteRows(at: [p], with: .fade) } }
    calls += rowInserts.map { p in { try table.insertRows(at: [p], with: .fade) } }
    calls += rowReloads.map { p in { try table.reloadRows(at: [p], with: .fade) } }
    calls += rowMoves.map { m in { try table.moveRow(at: m.from, to: m.to) } }
    var rng = SplitMix64(seed: shuffleSeed)
    calls.shuffle(using: &rng)
    try table.performBatchUpdates { for call in calls { try call() } }
  }

  /// Sends the batch to a collection view, calls shuffled.
  @MainActor
  func perform(on view: HeadlessCollectionView, shuffleSeed: UInt64) throws {
    var calls: [() throws -> Void] = []
    calls += sectionDeletes.map { s in { try view.deleteSections([s]) } }
    calls += sectionInserts.map { s in { try view.insertSections([s]) } }
    calls += sectionReloads.map { s in { try view.reloadSections([s]) } }
    calls += sectionMoves.map { m in { try view.moveSection(m.from, toSection: m.to) } }
    calls += rowDeletes.map { p in { try view.deleteItems(at: [p]) } }
    calls += rowInserts.map { p in { try view.insertItems(at: [p]) } }
    calls += rowReloads.map { p in { try view.reloadItems(at: [p]) } }
    calls += rowMoves.map { m in { try view.moveItem(at: m.from, to: m.to) } }
    var rng = SplitMix64(seed: shuffleSeed)
    calls.shuffle(using: &rng)
    try view.performBatchUpdates { for call in calls { try call() } }
  }

  /// Breaks the batch in a way UIKit always rejects: a lost insert or delete, a lost cross-section
  /// move, an extra delete, an insert colliding with a move, or a model change nobody announced.
  mutating func corrupt(seed: UInt64) -> String {
    var rng = SplitMix64(seed: seed)
    let surviving = Set(survivingNewSections)
    var options: [(String, (inout RandomBatch) -> Void)] = []
    if let i = rowInserts.indices.randomElement(using: &rng), surviving.contains(rowInserts[i].section) {
      options.append(("drop an insert", { $0.rowInserts.remove(at: i) }))
    }
    if let i = rowDeletes.indices.randomElement(using: &rng) {
      options.append(("drop a delete", { $0.rowDeletes.remove(at: i) }))
    }
    if let i = rowMoves.indices.first(where: { newIndexOfOld[rowMoves[$0].from.section] != rowMoves[$0].to.section }) {
      options.append(("drop a cross-section move", { $0.rowMoves.remove(at: i) }))
    }
    if let i = sectionInserts.indices.randomElement(using: &rng) {
      options.append(("drop a section insert", { $0.sectionInserts.remove(at: i) }))
    }
    if let i = sectionDeletes.indices.randomElement(using: &rng) {
      options.append(("drop a section delete", { $0.sectionDeletes.remove(at: i) }))
    }
    if let move = rowMoves.first, let insert = rowInserts.first {
      options.append(("insert and move to one path", { $0.rowMoves.append((move.from, insert)) }))
    }
    let s = rng.int(0...max(0, new.count - 1))
    if !new.isEmpty, surviving.contains(s) {
      options.append(("unannounced row", { $0.new[s].append("ghost") }))
    }
    options.append(("unannounced section", { $0.new.append(["ghost"]) }))
    let pick = options[rng.int(0...(options.count - 1))]
    pick.1(&self)
    return pick.0
  }
}
