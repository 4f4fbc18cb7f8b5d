import DataSourceKit

extension LineListView {
  /// Changes the cells shown by `batch`'s operations, installs the data source's new data, and
  /// checks that every row is then where the data source shows it.
  /// - Throws: ``Failure`` for an operation out of range, a position used twice, or a result that
  ///   differs from what the data source shows.
  /// - Complexity: O(rows + operations · log operations).
  func apply(_ batch: ListBatch, install: () -> Void) throws(Failure) {
    let old = cells
    let reject = { (reason: String) in Failure(batch: batch, reason: reason) }
    let newCount = old.count - batch.sectionDeletes.count + batch.sectionInserts.count

    // Sections: where each old section goes (nil: deleted), and which new sections are read anew.
    let leaving = batch.sectionDeletes + batch.sectionMoves.map(\.from)
    let arriving = batch.sectionInserts + batch.sectionMoves.map(\.to)
    guard (leaving + batch.sectionReloads).allSatisfy(old.indices.contains) else {
      throw reject("section out of range")
    }
    guard arriving.allSatisfy((0..<newCount).contains) else { throw reject("section destination out of range") }
    guard Set(leaving).count == leaving.count, Set(arriving).count == arriving.count else {
      throw reject("a section deleted, moved or inserted twice")
    }
    var destination = [Int?](repeating: nil, count: old.count)
    for move in batch.sectionMoves { destination[move.from] = move.to }
    var free = (0..<newCount).filter { !Set(arriving).contains($0) }.makeIterator()
    let deleted = Set(batch.sectionDeletes)
    for s in old.indices where destination[s] == nil && !deleted.contains(s) { destination[s] = free.next() }
    let fresh = Set(batch.sectionInserts + batch.sectionReloads.compactMap { destination[$0] })

    // Rows: removed from their old sections, then placed at their new positions in ascending order.
    let removed = batch.itemDeletes + batch.itemMoves.map(\.from)
    guard
      (removed + batch.itemReloads).allSatisfy({
        old.indices.contains($0.section) && old[$0.section].indices.contains($0.item)
      })
    else { throw reject("row out of range") }
    guard Set(removed).count == removed.count, Set(removed).isDisjoint(with: batch.itemReloads) else {
      throw reject("a row deleted, moved or reloaded twice")
    }
    var sections = [[LineCell]](repeating: [], count: newCount)
    let removedSet = Set(removed)
    for (s, cells) in old.enumerated() {
      guard let to = destination[s], !fresh.contains(to) else { continue }
      sections[to] = cells.indices.filter { !removedSet.contains(ItemPath(item: $0, section: s)) }.map { cells[$0] }
    }
    var placed: [(ItemPath, LineCell?)] = batch.itemInserts.map { ($0, nil) }
    for move in batch.itemMoves {
      guard destination[move.from.section] != nil, !fresh.contains(move.to.section) else {
        throw reject("a row moved out of a deleted section or into a new one")
      }
      placed.append((move.to, old[move.from.section][move.from.item]))
    }
    let reloaded = Set(batch.itemReloads.map { ObjectIdentifier(old[$0.section][$0.item]) })
    install()
    // UIKit's count check first, so that no cell is asked for a row the data source does not show.
    var counts = sections.map(\.count)
    for (path, _) in placed where counts.indices.contains(path.section) && !fresh.contains(path.section) {
      counts[path.section] += 1
    }
    for s in fresh { counts[s] = dataSource?.numberOfRows(inSection: s) ?? 0 }
    try checkCounts(counts, against: reject)
    for (path, cell) in placed.sorted(by: { $0.0 < $1.0 }) where !fresh.contains(path.section) {
      guard sections.indices.contains(path.section), path.item <= sections[path.section].count else {
        throw reject("row destination \(path) out of range")
      }
      sections[path.section].insert(cell ?? self.cell(at: path), at: path.item)
    }
    for s in fresh { sections[s] = readSection(s) }
    for (s, cells) in sections.enumerated() {
      for (i, cell) in cells.enumerated() where reloaded.contains(ObjectIdentifier(cell)) {
        sections[s][i] = self.cell(at: ItemPath(item: i, section: s))
      }
    }
    try check(sections, against: reject)
    self.cells = sections
  }

  /// Checks that the batch leads to the data source's counts: its section count, and each section's rows.
  private func checkCounts(_ counts: [Int], against reject: (String) -> Failure) throws(Failure) {
    guard let dataSource else { return }
    guard counts.count == dataSource.numberOfSections else {
      throw reject("\(counts.count) sections after the batch, the data source shows \(dataSource.numberOfSections)")
    }
    for (s, count) in counts.enumerated() where count != dataSource.numberOfRows(inSection: s) {
      throw reject("section \(s) has \(count) rows, the data source shows \(dataSource.numberOfRows(inSection: s))")
    }
  }

  /// Checks that `sections` hold, position by position, the rows the data source shows (their counts,
  /// checked before the cells were made, are the data source's by construction).
  private func check(_ sections: [[LineCell]], against reject: (String) -> Failure) throws(Failure) {
    guard let dataSource else { return }
    for (s, cells) in sections.enumerated() {
      for (i, cell) in cells.enumerated()
      where cell.row != dataSource.row(at: ItemPath(item: i, section: s))?.diffIdentifier {
        throw reject("row \(i) of section \(s) is another row than the data source shows there")
      }
    }
  }
}
