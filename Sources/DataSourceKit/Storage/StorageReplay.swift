/// Replays sequential ``StorageChange``s on tokens, then diffs the tokens to stage them: the way a
/// ``StorageUpdate`` finds batches UIKit accepts for any list of edits.
struct StorageReplay {
  private(set) var layout: TokenLayout
  private var nextSection: Int
  private var nextItem: Int
  private(set) var updatedSections = Set<Int>()
  private(set) var updatedItems = Set<Int>()
  /// How many items each section held before the changes.
  let oldRowCounts: [Int]

  init(rowCounts: [Int]) {
    layout = TokenLayout(rowCounts: rowCounts)
    oldRowCounts = rowCounts
    nextSection = rowCounts.count
    nextItem = rowCounts.reduce(0, +)
  }

  private func checkSection(_ s: Int, insertion: Bool = false) throws(StorageError) {
    let limit = layout.sections.count + (insertion ? 1 : 0)
    guard s >= 0, s < limit else { throw .sectionOutOfRange(s, sectionCount: layout.sections.count) }
  }

  private func checkItem(_ p: ItemPath, insertion: Bool = false) throws(StorageError) {
    try checkSection(p.section)
    let count = layout.items[p.section].count
    guard p.item >= 0, p.item < count + (insertion ? 1 : 0) else { throw .indexPathOutOfRange(p, itemCount: count) }
  }

  /// Applies one change.
  /// - Complexity: O(*n*) in the section's items (or the sections) touched: an array insert or remove.
  mutating func apply(_ change: StorageChange) throws(StorageError) {
    switch change {
    case .insertSection(let s):
      try checkSection(s, insertion: true)
      layout.sections.insert(nextSection, at: s)
      layout.items.insert([], at: s)
      nextSection += 1
    case .deleteSection(let s):
      try checkSection(s)
      layout.sections.remove(at: s)
      layout.items.remove(at: s)
    case .moveSection(let from, let to):
      try checkSection(from)
      let token = layout.sections.remove(at: from)
      let items = layout.items.remove(at: from)
      guard to >= 0, to <= layout.sections.count else {
        layout.sections.insert(token, at: from)
        layout.items.insert(items, at: from)
        throw .sectionOutOfRange(to, sectionCount: layout.sections.count + 1)
      }
      layout.sections.insert(token, at: to)
      layout.items.insert(items, at: to)
    case .updateSection(let s):
      try checkSection(s)
      updatedSections.insert(layout.sections[s])
    case .insertItem(let p):
      try checkItem(p, insertion: true)
      layout.items[p.section].insert(nextItem, at: p.item)
      nextItem += 1
    case .deleteItem(let p):
      try checkItem(p)
      layout.items[p.section].remove(at: p.item)
    case .moveItem(let from, let to):
      try checkItem(from)
      let token = layout.items[from.section].remove(at: from.item)
      do throws(StorageError) {
        try checkItem(to, insertion: true)
      } catch {
        layout.items[from.section].insert(token, at: from.item)
        throw error
      }
      layout.items[to.section].insert(token, at: to.item)
    case .updateItem(let p):
      try checkItem(p)
      updatedItems.insert(layout.items[p.section][p.item])
    }
  }

  /// The stages leading from the layout before the changes to the current one.
  /// - Complexity: O(*n*) expected in the items, plus O(*k* log *k*) for *k* moves.
  func stages() -> [StorageStage] {
    let before = TokenLayout(rowCounts: oldRowCounts)
    let sourceSections = zip(before.sections, before.items).map { s, items in
      DiffSection(model: PlanSlot(token: s, updated: false), elements: items.map { PlanSlot(token: $0, updated: false) })
    }
    let targetSections = zip(layout.sections, layout.items).map { s, items in
      DiffSection(
        model: PlanSlot(token: s, updated: updatedSections.contains(s)),
        elements: items.map { PlanSlot(token: $0, updated: updatedItems.contains($0)) })
    }
    let staged = StagedChangeset(source: sourceSections, target: targetSections)
    // Final positions of tokens, to tell where each slot's content comes from.
    var finalSection = [Int: Int]()
    for (s, token) in layout.sections.enumerated() { finalSection[token] = s }
    var finalItem = [Int](repeating: -1, count: nextItem)
    var flat = 0
    for items in layout.items {
      for token in items {
        finalItem[token] = flat
        flat += 1
      }
    }
    return staged.stages.map { stage in
      var batch = ListBatch()
      batch.sectionDeletes = stage.sectionDeletes
      batch.sectionInserts = stage.sectionInserts
      batch.sectionMoves = stage.sectionMoves
      batch.sectionReloads = stage.sectionUpdates
      batch.itemDeletes = stage.elementDeletes
      batch.itemInserts = stage.elementInserts
      batch.itemMoves = stage.elementMoves
      batch.itemReloads = stage.elementUpdates
      return StorageStage(
        kind: stage.kind, batch: batch, rowCounts: stage.data.map(\.elements.count),
        sectionSlots: stage.data.map { section in
          finalSection[section.model.token].map(StorageSlot.new) ?? .old(section.model.token)
        },
        itemSlots: stage.data.map { section in
          section.elements.map { finalItem[$0.token] >= 0 ? .new(finalItem[$0.token]) : .old($0.token) }
        })
    }
  }
}
