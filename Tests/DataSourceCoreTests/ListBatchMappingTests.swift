import DataSourceKit
import DataSourceTestSupport
import Foundation
import PropertyBased
import Testing

/// The one mapping of positions through a batch, against where each identity really is after every
/// stage of random diffs (sections and rows deleted, inserted and moved, rows across sections).
@Suite struct ListBatchMappingTests {
  struct Item: Diffable, Hashable {
    var id: Int
    var diffIdentifier: Int { id }
    func isContentEqual(to other: Item) -> Bool { true }
  }

  static func randomEdit(of source: [DiffSection<Item, Item>], _ rng: inout SplitMix64, next: inout Int)
    -> [DiffSection<Item, Item>]
  {
    var sections = source.filter { _ in !rng.chance(0.15) }
    var floating: [Item] = []
    for s in sections.indices {
      sections[s].elements = sections[s].elements.filter { item in
        if rng.chance(0.15) { return false }
        if rng.chance(0.1) {
          floating.append(item)
          return false
        }
        return true
      }
    }
    for _ in 0..<rng.int(0...2) {
      next += 1
      sections.insert(DiffSection(model: Item(id: next), elements: []), at: rng.int(0...sections.count))
    }
    guard !sections.isEmpty else { return [] }
    for item in floating { sections[rng.int(0...(sections.count - 1))].elements.insert(item, at: 0) }
    for s in sections.indices {
      for _ in 0..<rng.int(0...2) {
        next += 1
        sections[s].elements.insert(Item(id: next), at: rng.int(0...sections[s].elements.count))
      }
      if rng.chance(0.3) { sections[s].elements.shuffle(using: &rng) }
    }
    if rng.chance(0.3) { sections.shuffle(using: &rng) }
    return sections
  }

  @Test func everyRowLandsWhereTheBatchPutsIt() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var next = 0
      let source: [DiffSection<Item, Item>] = (0..<rng.int(0...5)).map { _ in
        next += 1
        let model = Item(id: next)
        return DiffSection(
          model: model,
          elements: (0..<rng.int(0...6)).map { _ in
            next += 1
            return Item(id: next)
          })
      }
      let target = Self.randomEdit(of: source, &rng, next: &next)
      var before = source
      for stage in StagedChangeset(source: source, target: target).stages {
        let after = stage.data
        let mapping = ListBatchMapping(ListBatch(stage))
        var newSection: [Int: Int] = [:]
        var newPath: [Int: ItemPath] = [:]
        for (s, section) in after.enumerated() {
          newSection[section.model.id] = s
          for (i, item) in section.elements.enumerated() { newPath[item.id] = ItemPath(item: i, section: s) }
        }
        for (s, section) in before.enumerated() {
          let sectionGone = stage.sectionDeletes.contains(s) || stage.sectionUpdates.contains(s)
          #expect(mapping.section(s) == (sectionGone ? nil : newSection[section.model.id]), "seed \(seed)")
          for (i, item) in section.elements.enumerated() {
            let old = ItemPath(item: i, section: s)
            let moved = stage.itemMoves.contains { $0.from == old }
            // A deleted row is gone even when its identity comes back as an insert (a row leaving a
            // deleted section is deleted and inserted, as UIKit requires).
            let deleted = stage.itemDeletes.contains(old) || (sectionGone && !moved)
            let expected = deleted ? nil : newPath[item.id]
            #expect(mapping.path(old) == expected, "seed \(seed), \(old) → \(String(describing: expected))")
          }
        }
        before = after
      }
    }
  }
}
