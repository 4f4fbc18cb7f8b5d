import DataSourceKit

/// Where one position of the list after a batch gets its content from.
enum BatchSource: Equatable {
  /// A new section: inserted, or the new half of a reload.
  case fresh
  /// The section or row that was at this old index or path before the batch (unchanged or moved).
  case old(Int)
}

/// What an accepted batch does, resolved against the counts before and after it.
struct ResolvedBatch {
  /// For each section after the batch: an old section, or a fresh one (inserted or reloaded).
  var sections: [BatchSource]
  /// For each section after the batch: where each of its rows comes from.
  var rows: [[RowSource]]
  /// The accepted operations in UIKit's processing order.
  var operations: [HeadlessBatchOperation]
  /// Reconfigured rows, by their path before the batch.
  var reconfigures: [ItemPath]
}

/// Where one row after a batch comes from.
enum RowSource: Equatable {
  case fresh
  case old(ItemPath)
}

/// The outcome of checking a batch: accepted, or (table view only) recovered by reloading everything.
enum BatchResolution {
  case accepted(ResolvedBatch)
  case fallBackToReloadData(reason: String)
}

/// Applies the rules of <doc:UIKitBatchRules> to one batch.
///
/// The checks run in this order: section ranges, section combinations, the section count, row ranges,
/// moves across replaced sections (rule 16 of <doc:UIKitBatchRules>), row combinations, the row counts. The first failure
/// wins. A value type with no state beyond its inputs; it never touches the view.
struct BatchResolver {
  let kind: HeadlessListKind
  /// Rows per section, as the view cached them at its last data-source query (rule 4 of <doc:UIKitBatchRules>).
  let oldCounts: [Int]
  /// Rows per section, as the data source reports them now.
  let newCounts: [Int]
  let batch: PendingBatch

  var oldSectionCount: Int { oldCounts.count }
  var newSectionCount: Int { newCounts.count }

  func resolve() throws(HeadlessUpdateError) -> BatchResolution {
    let sections = try resolveSections()
    return try resolveRows(sections)
  }

  /// The section half of a batch, once accepted.
  struct SectionPlan {
    var deletes: [Int]
    var inserts: [Int]
    var reloads: [Relocation<Int>]
    var moves: [Relocation<Int>]
    /// For each new section, its source.
    var sources: [BatchSource]
    /// For each old section, its index after the batch, or nil when deleted or reloaded.
    var oldToNew: [Int?]
    /// Old sections whose rows are all dropped: deleted or reloaded.
    var replacedOld: Set<Int>
    /// New sections whose rows are all new: inserted or reloaded.
    var replacedNew: Set<Int>
  }

  func resolveSections() throws(HeadlessUpdateError) -> SectionPlan {
    // UIKit batch rules 8–10: ranges. A reload is a delete plus an insert, so it is checked like a delete.
    for s in batch.sectionDeletes + batch.sectionReloads where !(0..<oldSectionCount).contains(s) {
      throw HeadlessUpdateError(
        .deleteOutOfRange,
        "attempt to delete section \(s), but there are only \(oldSectionCount) sections before the update")
    }
    for s in batch.sectionInserts where !(0..<newSectionCount).contains(s) {
      throw HeadlessUpdateError(
        .insertOutOfRange,
        "attempt to insert section \(s) but there are only \(newSectionCount) sections after the update")
    }
    for move in batch.sectionMoves {
      if !(0..<oldSectionCount).contains(move.from) {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to move section \(move.from), but there are only \(oldSectionCount) sections before the update"
        )
      }
      if !(0..<newSectionCount).contains(move.to) {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to to move section \(move.from) to section \(move.to), but there are only \(newSectionCount) sections after the update"
        )
      }
    }

    // UIKit batch rules 11–14 and 18: combinations. Repeated deletes, inserts and reloads of a section count once.
    let deletes = Set(batch.sectionDeletes)
    let inserts = Set(batch.sectionInserts)
    let reloads = Set(batch.sectionReloads)
    if let both = batch.sectionReloads.first(where: deletes.contains) {
      throw HeadlessUpdateError(.deleteAndReload, "attempt to delete and reload the same section (\(both))")
    }
    let moves = try uniqueMoves(batch.sectionMoves) { first, second in
      if first.from == second.from {
        return "attempt to move section \(first.from) to both section \(first.to) and section \(second.to)"
      }
      return "attempt to move both section \(first.from) and section \(second.from) to section \(first.to)"
    }
    for move in moves {
      if deletes.contains(move.from) || reloads.contains(move.from) {
        throw HeadlessUpdateError(
          .deleteAndMove, "attempt to perform a delete and a move from the same section (\(move.from))")
      }
      if inserts.contains(move.to) {
        throw HeadlessUpdateError(
          .insertAndMove, "attempt to perform an insert and a move to the same section (\(move.to))")
      }
    }

    // UIKit batch rule 6: the section count. Moves and reloads net to zero.
    if newSectionCount != oldSectionCount + inserts.count - deletes.count {
      throw HeadlessUpdateError(
        .invalidNumberOfSections,
        "Invalid update: invalid number of sections. The number of sections contained in the \(kind.viewName) after the update (\(newSectionCount)) must be equal to the number of sections contained in the \(kind.viewName) before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(inserts.count) inserted, \(deletes.count) deleted)."
      )
    }

    // Inserts and move destinations take their positions; the other surviving sections (reloaded
    // ones included) fill the remaining positions in their old order.
    var sources = [BatchSource?](repeating: nil, count: newSectionCount)
    for s in inserts { sources[s] = .fresh }
    for move in moves { sources[move.to] = .old(move.from) }
    let movedFrom = Set(moves.map(\.from))
    var oldToNew = [Int?](repeating: nil, count: oldSectionCount)
    var reloadPairs: [Relocation<Int>] = []
    var slot = 0
    for old in 0..<oldSectionCount where !deletes.contains(old) && !movedFrom.contains(old) {
      while sources[slot] != nil { slot += 1 }
      if reloads.contains(old) {
        sources[slot] = .fresh
        reloadPairs.append(Relocation(from: old, to: slot))
      } else {
        sources[slot] = .old(old)
        oldToNew[old] = slot
      }
    }
    for move in moves { oldToNew[move.from] = move.to }
    return SectionPlan(
      deletes: deletes.sorted(), inserts: inserts.sorted(), reloads: reloadPairs, moves: moves,
      sources: sources.map { $0! }, oldToNew: oldToNew,
      replacedOld: deletes.union(reloads), replacedNew: inserts.union(reloadPairs.map(\.to)))
  }

  /// Drops identical moves given twice (rule 14 of <doc:UIKitBatchRules>) and rejects conflicting ones, keeping the first
  /// occurrence order.
  func uniqueMoves<T: Hashable>(
    _ moves: [Relocation<T>],
    conflict: (Relocation<T>, Relocation<T>) -> String
  ) throws(HeadlessUpdateError) -> [Relocation<T>] {
    var bySource: [T: Relocation<T>] = [:]
    var byDestination: [T: Relocation<T>] = [:]
    var unique: [Relocation<T>] = []
    for move in moves {
      if let earlier = bySource[move.from] {
        if earlier.to == move.to { continue }
        throw HeadlessUpdateError(.conflictingMoves, conflict(earlier, move))
      }
      if let earlier = byDestination[move.to] {
        throw HeadlessUpdateError(.conflictingMoves, conflict(earlier, move))
      }
      bySource[move.from] = move
      byDestination[move.to] = move
      unique.append(move)
    }
    return unique
  }
}
