import DataSourceKit
import DataSourceTestSupport
import PropertyBased
import Testing

/// The snapshot follows `NSDiffableDataSourceSnapshot`'s behaviour, and records an issue where UIKit
/// raises an exception.
@Suite struct DiffableDataSourceSnapshotTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  @Test func buildsAndQueriesAsUIKitDoes() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3])  // to the last section
    snapshot.appendItems([10], toSection: "a")
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([4], afterItem: 3)
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.moveItem(10, afterItem: 4)
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [0, 1, 2, 3, 4, 10])
    #expect(snapshot.itemIdentifiers(inSection: "a").isEmpty)
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 10])
    #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems(inSection: "b") == 6)
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "b")
    #expect(snapshot.indexOfItem(3) == 3 && snapshot.indexOfSection("a") == 2)
    snapshot.reloadItems([2, 2])
    snapshot.reconfigureItems([3])
    snapshot.reloadSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers == [2] && snapshot.reconfiguredItemIdentifiers == [3])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    snapshot.deleteItems([2, 0])
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [1, 3, 4, 10] && snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty && snapshot.sectionIdentifiers == ["z", "b"])
    #expect(snapshot.issues.isEmpty)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test func whereUIKitRaisesTheSnapshotRecordsAnIssueAndChangesNothing() {
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    snapshot.appendSections(["a", "a"])
    snapshot.appendItems([1, 2, 1])
    snapshot.appendItems([3], toSection: "nope")
    snapshot.insertItems([4], beforeItem: 99)
    snapshot.deleteItems([7])
    snapshot.moveItem(1, beforeItem: 1)
    snapshot.moveItem(8, afterItem: 1)
    snapshot.reloadItems([9])
    snapshot.moveSection("a", afterSection: "x")
    #expect(snapshot.sectionIdentifiers == ["a"] && snapshot.itemIdentifiers == [1, 2])
    #expect(
      snapshot.issues == [
        .noSection(operation: "appendItems(_:toSection:)"),
        .duplicateSection("a", operation: "appendSections(_:)"),
        .duplicateItem(1, operation: "appendItems(_:toSection:)"),
        .sectionNotFound("nope", operation: "appendItems(_:toSection:)"),
        .itemNotFound(99, operation: "insertItems(_:beforeItem:)"),
        .itemNotFound(7, operation: "deleteItems(_:)"),
        .relativeToItself("item 1", operation: "moveItem(_:beforeItem:)"),
        .itemNotFound(8, operation: "moveItem(_:afterItem:)"),
        .itemNotFound(9, operation: "reloadItems(_:)"),
        .sectionNotFound("x", operation: "moveSection(_:afterSection:)"),
      ])
    #expect(snapshot.issues[2].description.contains("item 1 is already in the snapshot"))
  }

  /// Random operations against a model of plain arrays: the snapshot always equals the model.
  @Test func randomOperationsMatchAModel() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var snapshot = Snapshot()
      var model: [(section: String, items: [Int])] = []
      var issues = 0
      func holds(_ item: Int) -> Bool { model.contains { $0.items.contains(item) } }
      func place(of item: Int) -> (Int, Int)? {
        for (s, section) in model.enumerated() { if let i = section.items.firstIndex(of: item) { return (s, i) } }
        return nil
      }
      for step in 0..<30 {
        let item = rng.int(0...15)
        let other = rng.int(0...15)
        let section = ["a", "b", "c", "d"][rng.int(0...3)]
        let anchor = ["a", "b", "c", "d"][rng.int(0...3)]
        switch rng.int(0...7) {
        case 0:
          snapshot.appendSections([section])
          if model.contains(where: { $0.section == section }) { issues += 1 } else { model.append((section, [])) }
        case 1:
          snapshot.appendItems([item], toSection: section)
          if let s = model.firstIndex(where: { $0.section == section }), !holds(item) {
            model[s].items.append(item)
          } else {
            issues += 1
          }
        case 2:
          snapshot.insertItems([item], afterItem: other)
          if let (s, i) = place(of: other), !holds(item) { model[s].items.insert(item, at: i + 1) } else { issues += 1 }
        case 3:
          snapshot.deleteItems([item])
          if let (s, i) = place(of: item) { model[s].items.remove(at: i) } else { issues += 1 }
        case 4:
          snapshot.moveItem(item, beforeItem: other)
          if place(of: item) != nil, place(of: other) != nil, item != other {
            let (s, i) = place(of: item)!
            model[s].items.remove(at: i)
            let (t, j) = place(of: other)!
            model[t].items.insert(item, at: j)
          } else {
            issues += 1
          }
        case 5:
          snapshot.deleteSections([section])
          if let s = model.firstIndex(where: { $0.section == section }) { model.remove(at: s) } else { issues += 1 }
        case 6:
          snapshot.moveSection(section, afterSection: anchor)
          if let s = model.firstIndex(where: { $0.section == section }),
            model.contains(where: { $0.section == anchor }), section != anchor
          {
            let moved = model.remove(at: s)
            model.insert(moved, at: model.firstIndex { $0.section == anchor }! + 1)
          } else {
            issues += 1
          }
        default:
          snapshot.insertSections([section], beforeSection: anchor)
          if let a = model.firstIndex(where: { $0.section == anchor }),
            !model.contains(where: { $0.section == section })
          {
            model.insert((section, []), at: a)
          } else {
            issues += 1
          }
        }
        #expect(snapshot.sectionIdentifiers == model.map(\.section), "seed \(seed), step \(step)")
        #expect(snapshot.itemIdentifiers == model.flatMap(\.items), "seed \(seed), step \(step)")
        for entry in model {
          #expect(snapshot.itemIdentifiers(inSection: entry.section) == entry.items, "seed \(seed), step \(step)")
          for (i, id) in entry.items.enumerated() {
            #expect(snapshot.sectionIdentifier(containingItem: id) == entry.section, "seed \(seed)")
            #expect(
              snapshot.indexOfItem(id) == model.prefix { $0.section != entry.section }.reduce(i) { $0 + $1.items.count }
            )
          }
        }
        #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count }, "seed \(seed), step \(step)")
        #expect(
          snapshot.issues.count == issues, "seed \(seed), step \(step): \(snapshot.issues.last.map { "\($0)" } ?? "")")
      }
    }
  }
}
