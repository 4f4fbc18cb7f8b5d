import DataSourceKit

extension BatchResolver {
  func resolveRows(_ plan: SectionPlan) throws(HeadlessUpdateError) -> BatchResolution {
    let e = kind.element
    let es = kind.elements

    // UIKit batch rules 8–10: ranges. A reload refers to the state before the batch, like a delete.
    for path in batch.itemDeletes + batch.itemReloads {
      guard (0..<oldSectionCount).contains(path.section) else {
        throw HeadlessUpdateError(
          .deleteOutOfRange,
          "attempt to delete \(e) \(path.item) from section \(path.section), but there are only \(oldSectionCount) sections before the update"
        )
      }
      guard (0..<oldCounts[path.section]).contains(path.item) else {
        throw HeadlessUpdateError(
          .deleteOutOfRange,
          "attempt to delete \(e) \(path.item) from section \(path.section) which only contains \(oldCounts[path.section]) \(es) before the update"
        )
      }
    }
    for path in batch.itemInserts {
      guard (0..<newSectionCount).contains(path.section) else {
        throw HeadlessUpdateError(
          .insertOutOfRange,
          "attempt to insert \(e) \(path.item) into section \(path.section), but there are only \(newSectionCount) sections after the update"
        )
      }
      guard (0..<newCounts[path.section]).contains(path.item) else {
        throw HeadlessUpdateError(
          .insertOutOfRange,
          "attempt to insert \(e) \(path.item) into section \(path.section), but there are only \(newCounts[path.section]) \(es) in section \(path.section) after the update"
        )
      }
    }
    for move in batch.itemMoves {
      let from = uikitDescription(move.from)
      let to = uikitDescription(move.to)
      guard (0..<oldSectionCount).contains(move.from.section) else {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to move index path (\(from)) from a section that does not exist - there are only \(oldSectionCount) sections before the update"
        )
      }
      guard (0..<oldCounts[move.from.section]).contains(move.from.item) else {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to move index path (\(from)) that does not exist - there are only \(oldCounts[move.from.section]) \(es) in section \(move.from.section) before the update"
        )
      }
      guard (0..<newSectionCount).contains(move.to.section) else {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to move index path (\(from)) to index path (\(to)) in section that does not exist - there are only \(newSectionCount) sections after the update"
        )
      }
      guard (0..<newCounts[move.to.section]).contains(move.to.item) else {
        throw HeadlessUpdateError(
          .moveOutOfRange,
          "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(newCounts[move.to.section]) \(es) in section \(move.to.section) after the update"
        )
      }
    }
    for path in batch.itemReconfigures {
      guard (0..<oldSectionCount).contains(path.section),
        (0..<oldCounts[path.section]).contains(path.item)
      else {
        throw HeadlessUpdateError(
          .invalidReconfigure,
          "attempt to reconfigure \(e) at index path (\(uikitDescription(path))), which does not exist before the update"
        )
      }
    }

    // UIKit batch rule 16: a move out of a deleted (or reloaded) section, or into an inserted (or reloaded) one.
    let anElement = kind == .tableView ? "a row" : "an item"
    for move in batch.itemMoves {
      let reason: String
      if plan.replacedOld.contains(move.from.section) {
        reason = "cannot move \(anElement) from a deleted section (\(move.from.section))"
      } else if plan.replacedNew.contains(move.to.section) {
        reason = "cannot move \(anElement) into a newly inserted section (\(move.to.section))"
      } else {
        continue
      }
      if kind == .tableView { return .fallBackToReloadData(reason: reason) }
      throw HeadlessUpdateError(.moveAcrossReplacedSection, reason)
    }

    // UIKit batch rule 15: row operations inside replaced sections are dropped silently. Rule 18: a path given
    // twice counts once, except a double delete in a collection view.
    var deletes = Set<ItemPath>()
    for path in batch.itemDeletes where !plan.replacedOld.contains(path.section) {
      if !deletes.insert(path).inserted, kind == .collectionView {
        throw HeadlessUpdateError(
          .duplicateDelete,
          "attempt to delete item at index path (\(uikitDescription(path))) twice in one batch; UICollectionView corrupts its memory on a double delete"
        )
      }
    }
    let reloads = Set(batch.itemReloads.filter { !plan.replacedOld.contains($0.section) })
    let inserts = Set(batch.itemInserts.filter { !plan.replacedNew.contains($0.section) })
    let reconfigures = Set(batch.itemReconfigures.filter { !plan.replacedOld.contains($0.section) })

    // UIKit batch rules 11–14 and 17.
    if let both = batch.itemReloads.first(where: deletes.contains) {
      throw HeadlessUpdateError(
        .deleteAndReload, "attempt to delete and reload the same index path (\(uikitDescription(both)))")
    }
    let moves = try uniqueMoves(batch.itemMoves) { first, second in
      if first.from == second.from {
        return
          "attempt to move \(e) at index path \(uikitDescription(first.from)) to both \(uikitDescription(first.to)) and \(uikitDescription(second.to))"
      }
      return
        "attempt to move both \(e) at index path \(uikitDescription(first.from)) and \(uikitDescription(second.from)) to \(uikitDescription(first.to))"
    }
    for move in moves {
      if deletes.contains(move.from) || reloads.contains(move.from) {
        throw HeadlessUpdateError(
          .deleteAndMove,
          "attempt to perform a delete and a move from the same index path (\(uikitDescription(move.from)))")
      }
      if inserts.contains(move.to) {
        throw HeadlessUpdateError(
          .insertAndMove,
          "attempt to perform an insert and a move to the same index path (\(uikitDescription(move.to)))")
      }
    }
    if kind == .collectionView { try checkCollectionViewLimits(plan, deletes, inserts, reloads, moves) }

    // UIKit batch rule 7: the row count of every section that exists before and after.
    for old in 0..<oldSectionCount {
      guard let new = plan.oldToNew[old] else { continue }
      let inserted = inserts.lazy.filter { $0.section == new }.count
      let deleted = deletes.lazy.filter { $0.section == old }.count
      let movedIn = moves.lazy.filter { $0.to.section == new && $0.from.section != old }.count
      let movedOut = moves.lazy.filter { $0.from.section == old && $0.to.section != new }.count
      let before = oldCounts[old]
      let after = newCounts[new]
      if after != before + inserted - deleted + movedIn - movedOut {
        throw HeadlessUpdateError(
          .invalidNumberOfRows,
          "Invalid update: invalid number of \(es) in section \(new). The number of \(es) contained in an existing section after the update (\(after)) must be equal to the number of \(es) contained in that section before the update (\(before)), plus or minus the number of \(es) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(es) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
      }
    }

    return .accepted(
      place(plan, deletes: deletes, inserts: inserts, reloads: reloads, moves: moves, reconfigures: reconfigures))
  }

  /// Rule 24: what a collection view cannot animate reliably, even though it does not raise.
  func checkCollectionViewLimits(
    _ plan: SectionPlan, _ deletes: Set<ItemPath>, _ inserts: Set<ItemPath>, _ reloads: Set<ItemPath>,
    _ moves: [Relocation<ItemPath>]
  ) throws(HeadlessUpdateError) {
    for move in plan.moves {
      let touched =
        deletes.contains { $0.section == move.from } || reloads.contains { $0.section == move.from }
        || inserts.contains { $0.section == move.to }
        || moves.contains { $0.from.section == move.from || $0.to.section == move.to }
      if touched {
        throw HeadlessUpdateError(
          .movedSectionWithItemUpdates,
          "attempt to move section \(move.from) to section \(move.to) while also updating items in it; UICollectionView corrupts its layout, so perform the item updates in a separate batch"
        )
      }
    }
    if let reload = reloads.min(), !moves.isEmpty || !plan.moves.isEmpty {
      throw HeadlessUpdateError(
        .reloadWithMoves,
        "attempt to reload item at index path (\(uikitDescription(reload))) in a batch that also moves items or sections; UICollectionView does not apply such batches reliably, so reload in a separate batch"
      )
    }
  }

  /// Places every row after an accepted batch: inserts and move destinations take their positions,
  /// and the surviving rows of the section (reloaded ones renewed) fill the rest in their old order.
  func place(
    _ plan: SectionPlan, deletes: Set<ItemPath>, inserts: Set<ItemPath>, reloads: Set<ItemPath>,
    moves: [Relocation<ItemPath>], reconfigures: Set<ItemPath>
  ) -> ResolvedBatch {
    var rows: [[RowSource?]] = newCounts.map { [RowSource?](repeating: nil, count: $0) }
    var reloadPairs: [Relocation<ItemPath>] = []
    for path in inserts { rows[path.section][path.item] = .fresh }
    for move in moves { rows[move.to.section][move.to.item] = .old(move.from) }
    let movedFrom = Set(moves.map(\.from))
    for (new, source) in plan.sources.enumerated() {
      guard case .old(let old) = source else {
        for index in rows[new].indices { rows[new][index] = .fresh }
        continue
      }
      var slot = 0
      for item in 0..<oldCounts[old] {
        let path = ItemPath(item: item, section: old)
        if deletes.contains(path) || movedFrom.contains(path) { continue }
        while rows[new][slot] != nil { slot += 1 }
        if reloads.contains(path) {
          rows[new][slot] = .fresh
          reloadPairs.append(Relocation(from: path, to: ItemPath(item: slot, section: new)))
        } else {
          rows[new][slot] = .old(path)
        }
      }
    }

    var operations: [HeadlessBatchOperation] = []
    operations += plan.deletes.reversed().map { .deleteSection($0) }
    operations += deletes.sorted(by: >).map { .deleteRow($0) }
    operations += plan.reloads.map { .reloadSection(from: $0.from, to: $0.to) }
    operations += reloadPairs.map { .reloadRow(from: $0.from, to: $0.to) }
    operations += plan.moves.map { .moveSection(from: $0.from, to: $0.to) }
    operations += moves.map { .moveRow(from: $0.from, to: $0.to) }
    operations += plan.inserts.map { .insertSection($0) }
    operations += inserts.sorted().map { .insertRow($0) }
    operations += reconfigures.sorted().map { .reconfigureRow($0) }
    return ResolvedBatch(
      sections: plan.sources, rows: rows.map { $0.map { $0! } }, operations: operations,
      reconfigures: reconfigures.sorted())
  }
}
