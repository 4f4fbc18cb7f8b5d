import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import PropertyBased
import Testing

@testable import DataSourceDiffable

/// An edit of a copy of a shared snapshot (`var s = dataSource.snapshot(); s.deleteItems(…)`) does
/// not copy the index of every item: small edits are kept beside it (see `ItemSectionIndex`). Every
/// look-up, every copy and every apply behaves as if the index had been copied and edited.
@MainActor @Suite struct SnapshotSharedEditTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>
  typealias Views = OffMainApplyTests.Views

  /// A delete and an append on a copy of a shown snapshot leave the index the copies share as it
  /// was, and are kept beside it; the shown snapshot still holds the deleted item.
  @Test func aDeleteOnACopyOfAShownSnapshotIsKeptBesideTheSharedIndex() {
    let views = Views()
    var built = Snapshot()
    built.appendSections(["a", "b"])
    built.appendItems(Array(0..<500), toSection: "a")
    built.appendItems(Array(500..<1000), toSection: "b")
    views.tableSource.apply(built, animatingDifferences: false)
    var copy = views.tableSource.snapshot()
    copy.deleteItems([7, 600])
    copy.moveItem(8, afterItem: 999)
    #expect(copy.sectionOfItem.base.count == 1000)
    #expect(copy.sectionOfItem.removed == [7, 600, 8])
    #expect(copy.sectionOfItem.added == [8: "b"])
    #expect(copy.numberOfItems == 998)
    #expect(copy.sectionIdentifier(containingItem: 7) == nil)
    #expect(copy.sectionIdentifier(containingItem: 8) == "b")
    #expect(copy.indexOfItem(8) == 997)
    #expect(copy.indexOfItem(9) == 7)
    let shown = views.tableSource.snapshot()
    #expect(shown.sectionIdentifier(containingItem: 7) == "a" && shown.numberOfItems == 1000)
    copy.deleteItems([7])
    #expect(copy.issues == [.itemNotFound(7, operation: "deleteItems(_:)")])
    // A deleted item appended again is held again, not a duplicate; moved, it follows.
    copy.appendItems([7], toSection: "b")
    #expect(copy.sectionIdentifier(containingItem: 7) == "b" && copy.numberOfItems == 999)
    copy.moveItem(7, beforeItem: 0)
    #expect(copy.sectionOfItem.removed.contains(7) && copy.sectionOfItem.added[7] == "a")
    #expect(copy.sectionIdentifier(containingItem: 7) == "a" && copy.indexOfItem(7) == 0)
    #expect(copy.numberOfItems == 999 && copy.issues.count == 1)
  }

  /// Edits past a sixteenth of the index fold what was kept beside it into it, and then write to it.
  @Test func manyEditsFoldIntoTheIndex() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems(Array(0..<160))
    #expect(snapshot.numberOfItems == 160)
    let shared = snapshot
    for item in 0..<10 { snapshot.deleteItems([item]) }
    #expect(snapshot.sectionOfItem.removed.count == 10 && snapshot.sectionOfItem.base.count == 160)
    snapshot.deleteItems([10])
    #expect(snapshot.sectionOfItem.removed.isEmpty && snapshot.sectionOfItem.added.isEmpty)
    #expect(snapshot.sectionOfItem.base.count == 149 && snapshot.numberOfItems == 149)
    #expect(shared.numberOfItems == 160 && shared.sectionIdentifier(containingItem: 3) == "a")
  }

  /// Random edits of copies of a shown snapshot, applied, against a model: each look-up agrees with
  /// the model, the copy edited before stays as it was, and both headless views show the model
  /// after each animated apply, with no failure.
  @Test func randomEditsOfSharedCopiesMatchAModel() async {
    await propertyCheck(count: 40 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let views = Views()
      views.table.visibleRowCapacity = 400
      views.collection.visibleItemCapacity = 400
      // An applied snapshot's issues reach the views as UIKit's exceptions would: collected here,
      // and checked to be those issues and nothing else.
      var viewFailures: [HeadlessUpdateError] = []
      views.table.failurePolicy = .call { viewFailures.append($0) }
      views.collection.failurePolicy = .call { viewFailures.append($0) }
      var model: [(section: String, items: [Int])] = [("a", []), ("b", []), ("c", [])]
      var next = 0
      var first = Snapshot()
      first.appendSections(model.map(\.section))
      for s in model.indices {
        let count = rng.int(40...120)
        model[s].items = Array(next..<(next + count))
        first.appendItems(model[s].items, toSection: model[s].section)
        next += count
      }
      views.tableSource.apply(first, animatingDifferences: false)
      views.collectionSource.apply(first, animatingDifferences: false)
      for round in 0..<8 {
        let comment: Comment = "seed \(seed), round \(round)"
        let before = views.tableSource.snapshot()
        let modelBefore = model
        var snapshot = before
        var issues: [Snapshot.Issue] = []
        for _ in 0..<rng.int(1...4) {
          Self.edit(&snapshot, &model, &issues, &rng)
        }
        Self.expect(snapshot, matches: model, comment)
        #expect(snapshot.issues == issues, comment)
        Self.expect(before, matches: modelBefore, comment)
        let reportedBefore = views.tableSource.dataSource.failures.count
        let collectionReportedBefore = views.collectionSource.dataSource.failures.count
        let warnings = capturingRuntimeWarnings {
          views.tableSource.apply(snapshot)
          views.collectionSource.apply(snapshot)
        }.warnings
        let expected = model.map { $0.items.map { "\($0)" } }
        let shown = views.shown
        #expect(shown.table == expected && shown.collection == expected, comment)
        let reported = Array(views.tableSource.dataSource.failures.dropFirst(reportedBefore))
        #expect(reported == issues.map { .snapshotIssue($0.description) }, comment)
        #expect(views.collectionSource.dataSource.failures.suffix(reported.count).elementsEqual(reported), comment)
        let collectionReported = views.collectionSource.dataSource.failures.dropFirst(collectionReportedBefore)
        #expect(warnings == runtimeWarnings(for: reported + collectionReported), comment)
      }
      #expect(viewFailures.allSatisfy { $0.rule == .invalidSnapshot }, "seed \(seed): \(viewFailures)")
    }
  }

  /// One random edit of `snapshot`, made to `model` too, with the issue it records.
  static func edit(
    _ snapshot: inout Snapshot, _ model: inout [(section: String, items: [Int])], _ issues: inout [Snapshot.Issue],
    _ rng: inout SplitMix64
  ) {
    let held = model.flatMap(\.items)
    // Mostly a held item; now and then one never held.
    func anyItem() -> Int {
      held.isEmpty || rng.chance(0.1) ? 1000 + rng.int(0...9) : held[rng.int(0...(held.count - 1))]
    }
    func place(_ item: Int) -> (s: Int, i: Int)? {
      for (s, entry) in model.enumerated() { if let i = entry.items.firstIndex(of: item) { return (s, i) } }
      return nil
    }
    switch rng.int(0...5) {
    case 0, 1:
      let doomed = (0..<rng.int(1...3)).map { _ in anyItem() }
      snapshot.deleteItems(doomed)
      var gone = Set<Int>()
      for item in doomed {
        if let (s, i) = place(item) {
          model[s].items.remove(at: i)
          gone.insert(item)
        } else if !gone.contains(item) {
          issues.append(.itemNotFound(item, operation: "deleteItems(_:)"))
        }
      }
    case 2:
      // New items, or an item held already (a duplicate), appended to a section.
      let s = rng.int(0...(model.count - 1))
      let item = rng.chance(0.8) ? 500 + rng.int(0...199) : anyItem()
      snapshot.appendItems([item], toSection: model[s].section)
      if place(item) != nil {
        issues.append(.duplicateItem(item, operation: "appendItems(_:toSection:)"))
      } else {
        model[s].items.append(item)
      }
    case 3:
      let anchor = anyItem()
      let item = 500 + rng.int(0...199)
      let after = rng.chance(0.5)
      if after {
        snapshot.insertItems([item], afterItem: anchor)
      } else {
        snapshot.insertItems([item], beforeItem: anchor)
      }
      let operation = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
      guard let (s, i) = place(anchor) else { return issues.append(.itemNotFound(anchor, operation: operation)) }
      if place(item) != nil { return issues.append(.duplicateItem(item, operation: operation)) }
      model[s].items.insert(item, at: after ? i + 1 : i)
    case 4:
      let item = anyItem()
      let anchor = anyItem()
      let after = rng.chance(0.5)
      if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
      let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
      guard let (from, i) = place(item) else { return issues.append(.itemNotFound(item, operation: operation)) }
      guard place(anchor) != nil else { return issues.append(.itemNotFound(anchor, operation: operation)) }
      guard item != anchor else { return issues.append(.relativeToItself("item \(item)", operation: operation)) }
      model[from].items.remove(at: i)
      let (to, j) = place(anchor)!
      model[to].items.insert(item, at: after ? j + 1 : j)
    default:
      let item = anyItem()
      snapshot.reconfigureItems([item])
      if place(item) == nil { issues.append(.itemNotFound(item, operation: "reconfigureItems(_:)")) }
    }
  }

  /// Every look-up of `snapshot` agrees with `model`.
  static func expect(_ snapshot: Snapshot, matches model: [(section: String, items: [Int])], _ comment: Comment) {
    let flat = model.flatMap(\.items)
    #expect(snapshot.sectionIdentifiers == model.map(\.section), comment)
    #expect(snapshot.itemIdentifiers == flat, comment)
    #expect(snapshot.numberOfItems == flat.count, comment)
    for entry in model {
      #expect(snapshot.numberOfItems(inSection: entry.section) == entry.items.count, comment)
    }
    let sectionOf = Dictionary(uniqueKeysWithValues: model.flatMap { entry in entry.items.map { ($0, entry.section) } })
    for item in Array(0..<360) + Array(500..<700) + Array(1000..<1010) {
      #expect(snapshot.sectionIdentifier(containingItem: item) == sectionOf[item], comment)
    }
    for item in flat.prefix(5) + flat.suffix(5) {
      #expect(snapshot.indexOfItem(item) == flat.firstIndex(of: item), comment)
    }
  }
}
