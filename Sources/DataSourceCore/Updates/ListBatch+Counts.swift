extension ListBatch {
  /// UIKit's count check for this batch, as `performBatchUpdates` makes it: the sections after it
  /// must be those before, less the deleted, plus the inserted; and each section that survives
  /// (not inserted, not reloaded) must hold its rows before, less the deleted and moved out, plus the
  /// inserted and moved in. Returns UIKit's message for the first count that does not add up, or
  /// `nil` when they all do. Indexes out of range are left to the view.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* operations.
  package func countMismatch(oldRowCounts old: [Int], newRowCounts new: [Int]) -> String? {
    let expectedSections = old.count - sectionDeletes.count + sectionInserts.count
    guard new.count == expectedSections else {
      return
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(sectionInserts.count) inserted, \(sectionDeletes.count) deleted)."
    }
    // Which old section each new one is: inserted and moved-to slots are taken, the rest of the
    // surviving old sections fill the others in order.
    var origin = [Int?](repeating: nil, count: new.count)
    var taken = [Bool](repeating: false, count: new.count)
    for s in sectionInserts where taken.indices.contains(s) { taken[s] = true }
    var movedFrom = Set<Int>()
    for move in sectionMoves where taken.indices.contains(move.to) {
      taken[move.to] = true
      origin[move.to] = move.from
      movedFrom.insert(move.from)
    }
    let deleted = Set(sectionDeletes)
    var next = 0
    for o in old.indices where !deleted.contains(o) && !movedFrom.contains(o) {
      while next < taken.count && taken[next] { next += 1 }
      guard next < taken.count else { break }
      origin[next] = o
      next += 1
    }
    let reloaded = Set(sectionReloads)
    var inserts: [Int: Int] = [:]  // by new section
    var deletes: [Int: Int] = [:]  // by old section
    for path in itemInserts { inserts[path.section, default: 0] += 1 }
    for path in itemDeletes { deletes[path.section, default: 0] += 1 }
    var newSectionOfOld: [Int: Int] = [:]
    for (s, o) in origin.enumerated() { if let o { newSectionOfOld[o] = s } }
    var movesIn: [Int: Int] = [:]  // by new section, from another section
    var movesOut: [Int: Int] = [:]  // by old section, to another section
    for move in itemMoves where newSectionOfOld[move.from.section] != move.to.section {
      movesIn[move.to.section, default: 0] += 1
      movesOut[move.from.section, default: 0] += 1
    }
    for s in new.indices {
      guard let o = origin[s], !reloaded.contains(o), old.indices.contains(o) else { continue }
      let inserted = inserts[s] ?? 0
      let removed = deletes[o] ?? 0
      let movedIn = movesIn[s] ?? 0
      let movedOut = movesOut[o] ?? 0
      guard new[s] == old[o] - removed + inserted + movedIn - movedOut else {
        return
          "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing section after the update (\(new[s])) must be equal to the number of rows contained in that section before the update (\(old[o])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(removed) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      }
    }
    return nil
  }
}

extension ListBatch {
  /// Stops, with UIKit's message, when this batch's counts do not lead from `old` (what the view
  /// showed) to what `dataSource` now shows. The UIKit conformances of ``ListView`` call it in debug
  /// builds, inside the batch after the data is installed, so that a batch UIKit would reject stops
  /// here with a message that names DataSourceKit, not deep inside UIKit.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* operations.
  @MainActor
  package func stopUnlessCountsAddUp(from old: [Int], to dataSource: DataSource) {
    let new = (0..<dataSource.numberOfSections).map(dataSource.numberOfRows(inSection:))
    if let message = countMismatch(oldRowCounts: old, newRowCounts: new) {
      preconditionFailure("DataSourceKit stopped a batch that UIKit would raise an exception for: \(message)")
    }
  }
}
