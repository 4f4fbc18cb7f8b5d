import DataSourceKit
import DataSourceTestSupport
import PropertyBased
import Testing

@testable import DataSourceDiffable

/// Appends are checked later than they are made (so that building a snapshot costs what building
/// arrays costs); whatever is read, and whenever, the snapshot behaves as if each append had been
/// checked at once.
@Suite struct SnapshotAppendCheckTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// A snapshot built once and applied (or compared) again and again is checked once: a check made
  /// on one copy is kept in the cache the copies share, and found there by the next copy.
  @Test func aCheckMadeOnACopyIsFoundByTheNextCopy() {
    var built = Snapshot()
    built.appendSections(["a", "b"])
    built.appendItems([1, 2, 3], toSection: "a")
    built.appendItems([4, 2], toSection: "b")
    #expect(built.checkCache?.checkedIfMade() == nil)
    var applied = built  // what an apply does with the snapshot it is given
    applied.checkAppends()
    #expect(built.checkCache?.checkedIfMade()?.issues == [.duplicateItem(2, operation: "appendItems(_:toSection:)")])
    #expect(applied.itemIdentifiers == [1, 2, 3, 4] && built.itemIdentifiers == [1, 2, 3, 4])
    var again = built
    again.checkAppends()
    #expect(again == applied && again.issues == applied.issues)
  }

  @Test func theEarlierAppendWinsWhateverTheSectionOrder() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1], toSection: "b")
    snapshot.appendItems([1, 2, 2], toSection: "a")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2] && snapshot.itemIdentifiers(inSection: "b") == [1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b" && snapshot.indexOfItem(1) == 1)
    #expect(
      snapshot.issues == [
        .duplicateItem(1, operation: "appendItems(_:toSection:)"),
        .duplicateItem(2, operation: "appendItems(_:toSection:)"),
      ])
  }

  @Test func anIssueRecordedLaterFollowsTheAppendsIssues() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 1])
    snapshot.appendItems([2], toSection: "missing")
    #expect(
      snapshot.issues == [
        .duplicateItem(1, operation: "appendItems(_:toSection:)"),
        .sectionNotFound("missing", operation: "appendItems(_:toSection:)"),
      ])
  }

  @Test func copiesKeepTheirOwnAppendsWhicheverIsReadFirst() {
    var base = Snapshot()
    base.appendSections(["a"])
    base.appendItems([1, 2])
    var readFirst = base
    #expect(base.numberOfItems == 2)  // checks base's appends while the copy shares them
    readFirst.appendItems([3, 1])
    var readLater = base
    readLater.appendItems([4])
    #expect(readLater.itemIdentifiers == [1, 2, 4] && readLater.issues.isEmpty)
    #expect(readFirst.itemIdentifiers == [1, 2, 3] && readFirst.numberOfItems == 3)
    #expect(readFirst.issues == [.duplicateItem(1, operation: "appendItems(_:toSection:)")])
    #expect(base.itemIdentifiers == [1, 2] && base.indexOfItem(4) == nil && base.indexOfItem(2) == 1)
    #expect(base != readFirst && base != readLater)
  }

  /// A look-up checks the appends; an append after it keeps that check, so that the next look-up
  /// checks only the new items, on a copy (a shared snapshot plus one append) as on the snapshot
  /// itself. Until 2026-11-29 the append forgot the check, and the next look-up checked every item.
  @Test func anAppendAfterALookUpKeepsTheCheckItMade() {
    let operation = "appendItems(_:toSection:)"
    var built = Snapshot()
    built.appendSections(["a", "b"])
    built.appendItems(Array(0..<500), toSection: "a")
    built.appendItems(Array(500..<1000) + [7], toSection: "b")
    #expect(built.numberOfItems == 1000)  // checks the appends beside `built`, which keeps them
    var copy = built
    copy.appendItems([1000, 3], toSection: "a")
    #expect(copy.appends.map(\.count) == [2])
    #expect(copy.numberOfItems == 1001 && copy.indexOfItem(1000) == 500 && copy.indexOfItem(999) == 1000)
    #expect(copy.issues == [.duplicateItem(7, operation: operation), .duplicateItem(3, operation: operation)])
    #expect(built.appends.map(\.count) == [500, 501] && built.indexOfItem(1000) == nil)
    #expect(built.numberOfItems == 1000 && built.issues == [.duplicateItem(7, operation: operation)])

    var intoTheDuplicatesSection = built  // the check holds section "b" without its duplicate 7
    intoTheDuplicatesSection.appendItems([2000, 2001], toSection: "b")
    #expect(intoTheDuplicatesSection.appends.map(\.count) == [2])
    #expect(intoTheDuplicatesSection.itemIdentifiers(inSection: "b") == Array(500..<1000) + [2000, 2001])

    var alone = Snapshot()  // a snapshot holding the one reference to its check
    alone.appendSections(["a"])
    alone.appendItems(Array(0..<100))
    #expect(alone.indexOfItem(7) == 7)
    alone.appendItems([100])
    alone.appendItems([101, 5])
    #expect(alone.appends.map(\.count) == [3])
    #expect(alone.itemIdentifiers == Array(0..<102) && alone.issues == [.duplicateItem(5, operation: operation)])
  }

  @Test func readingDoesNotChangeWhatASnapshotEquals() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([5, 6, 5])
    let unread = snapshot
    #expect(snapshot.indexOfItem(6) == 1)
    #expect(snapshot == unread && unread.issues.count == 1)
    var edited = unread
    edited.deleteItems([5])
    #expect(edited.itemIdentifiers == [6] && unread.itemIdentifiers == [5, 6])
  }

  @Test func anEditAfterALookUpIsNotLostWhenTheAppendsAreChecked() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    #expect(snapshot.numberOfItems == 1)  // a checked copy without section "b"
    snapshot.appendSections(["b"])
    snapshot.reloadSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["a", "b"] && snapshot.reloadedSectionIdentifiers == ["a"])
    snapshot.appendItems([2], toSection: "b")
    #expect(snapshot.indexOfItem(2) == 1)
    snapshot.appendSections(["c", "a"])  // the duplicate checks the appends, then is recorded
    var expected = Snapshot()
    expected.appendSections(["a", "b", "c", "a"])
    expected.reloadSections(["a"])
    expected.appendItems([1], toSection: "a")
    expected.appendItems([2], toSection: "b")
    #expect(snapshot == expected && snapshot.itemIdentifiers == [1, 2])
    #expect(snapshot.issues == [.duplicateSection("a", operation: "appendSections(_:)")])
  }

  @Test func aSharedUncheckedSnapshotIsReadFromManyTasksAtOnce() async {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(Array(0..<500), toSection: "a")
    snapshot.appendItems(Array(250..<1000), toSection: "b")
    let shared = snapshot
    let answers = await withTaskGroup(of: [Int?].self) { group in
      for _ in 0..<8 {
        group.addTask { [shared.indexOfItem(999), shared.indexOfItem(300), shared.issues.count as Int?] }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(answers.count == 8 && answers.allSatisfy { $0 == [999, 300, 250] })
  }

  /// Random appends of several items (duplicates included) between random edits and random reads,
  /// against a model that checks each append at once: items, sections and the issues in order agree.
  @Test func randomAppendsMatchAModelThatChecksAtOnce() async {
    await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var snapshot = Snapshot()
      var model: [(section: String, items: [Int])] = []
      var issues: [Snapshot.Issue] = []
      let names = ["a", "b", "c"]
      for _ in 0..<25 {
        let section = names[rng.int(0...2)]
        switch rng.int(0...5) {
        case 0:
          snapshot.appendSections([section])
          if model.contains(where: { $0.section == section }) {
            issues.append(.duplicateSection(section, operation: "appendSections(_:)"))
          } else {
            model.append((section, []))
          }
        case 1, 2, 3:
          let batch = (0..<rng.int(1...4)).map { _ in rng.int(0...20) }
          snapshot.appendItems(batch, toSection: section)
          guard let s = model.firstIndex(where: { $0.section == section }) else {
            issues.append(.sectionNotFound(section, operation: "appendItems(_:toSection:)"))
            continue
          }
          for item in batch {
            if model.contains(where: { $0.items.contains(item) }) {
              issues.append(.duplicateItem(item, operation: "appendItems(_:toSection:)"))
            } else {
              model[s].items.append(item)
            }
          }
        case 4:
          let item = rng.int(0...20)
          snapshot.deleteItems([item])
          if let s = model.firstIndex(where: { $0.items.contains(item) }) {
            model[s].items.removeAll { $0 == item }
          } else {
            issues.append(.itemNotFound(item, operation: "deleteItems(_:)"))
          }
        default:
          // A read, now and then, checks the appends so far (beside the snapshot, until the next
          // edit merges the check); what it reads agrees with the model, which is read-independent.
          let item = rng.int(0...20)
          #expect(snapshot.indexOfItem(item) == model.flatMap(\.items).firstIndex(of: item), "seed \(seed)")
          let count = model.first { $0.section == section }?.items.count ?? 0
          #expect(snapshot.numberOfItems(inSection: section) == count, "seed \(seed)")
        }
      }
      #expect(snapshot.sectionIdentifiers == model.map(\.section), "seed \(seed)")
      #expect(snapshot.itemIdentifiers == model.flatMap(\.items), "seed \(seed)")
      for entry in model {
        #expect(snapshot.itemIdentifiers(inSection: entry.section) == entry.items, "seed \(seed)")
        for item in entry.items { #expect(snapshot.sectionIdentifier(containingItem: item) == entry.section) }
      }
      #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count }, "seed \(seed)")
      #expect(snapshot.issues == issues, "seed \(seed)")
    }
  }
}
