import DataSourceDiff
import DataSourceTestSupport
import Testing

func section(_ id: String, _ elements: [String], content: String = "") -> TestSection {
  TestSection(model: TestItem(id, content), elements: elements.map { TestItem($0) })
}

@MainActor
@Suite struct SectionedChangesetTests {
  @Test func oneMovedSectionIsExactlyOneMove() {
    let source = (0..<10).map { s in section("S\(s)", (0..<100).map { "e\(s)-\($0)" }) }
    let target = Array(source.dropFirst()) + [source[0]]
    let c = SectionedChangeset(source: source, target: target)
    #expect(c.sectionMoves == [Relocation(from: 0, to: 9)])
    #expect(c.itemMoves.isEmpty, "the rows of a moved section are not listed")
    #expect(c.moveCount == 1)
    expectValidStages(source, target)
  }

  @Test func rowsOfDeletedAndInsertedSectionsAreNotListed() {
    let source = [section("A", ["a1", "a2"]), section("B", ["b1"])]
    let target = [section("B", ["b1"]), section("C", ["c1", "c2", "c3"])]
    let c = SectionedChangeset(source: source, target: target)
    #expect(c.sectionDeletes == [0])
    #expect(c.sectionInserts == [1])
    #expect(c.itemDeletes.isEmpty && c.itemInserts.isEmpty && c.itemMoves.isEmpty)
    expectValidStages(source, target)
  }

  @Test func anElementChangingSectionIsOneMove() {
    let source = [section("A", ["a1", "x", "a2"]), section("B", ["b1"])]
    let target = [section("A", ["a1", "a2"]), section("B", ["x", "b1"])]
    let c = SectionedChangeset(source: source, target: target)
    #expect(c.itemMoves == [Relocation(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1))])
    #expect(c.itemDeletes.isEmpty && c.itemInserts.isEmpty)
    expectValidStages(source, target)
  }

  @Test func sectionContentChangesAreSectionUpdatesInTheirOwnStage() throws {
    let source = [section("A", ["a"], content: "Title"), section("B", ["b"])]
    let target = [section("A", ["a", "new"], content: "New title"), section("B", ["b"])]
    let staged = expectValidStages(source, target)
    try #require(staged.stages.map(\.kind) == [.structure, .sectionUpdates])
    #expect(staged.stages[1].sectionUpdates == [0])
  }

  @Test func aMovedSectionWithElementChangesSplitsStructure() throws {
    let source = [section("A", ["a1", "a2"]), section("B", ["b1"]), section("C", ["c1"])]
    let target = [section("B", ["b1"]), section("C", ["c1"]), section("A", ["a2", "a3"])]
    let staged = expectValidStages(source, target)
    try #require(staged.stages.map(\.kind) == [.itemStructure, .sectionStructure])
    #expect(staged.stages[1].sectionMoves.count == 1)
    #expect(staged.stages[1].itemDeletes.isEmpty && staged.stages[1].itemInserts.isEmpty)
  }

  @Test func duplicateSectionAndElementIdentifiersNeverTrap() {
    let source = [section("A", ["x", "x", "y"]), section("A", ["x"]), section("B", [])]
    let target = [section("A", ["x"]), section("B", ["x", "x"]), section("A", ["y", "x", "x"])]
    let staged = expectValidStages(source, target)
    #expect(!staged.isEmpty)
  }

  @Test func theReadmeExampleHasTwoMoves() {
    let old = [DiffSection(model: "A", elements: ["Ann", "Alex"]), DiffSection(model: "B", elements: ["Bob"])]
    let new = [DiffSection(model: "B", elements: ["Bob", "Alex"]), DiffSection(model: "A", elements: ["Ann"])]
    let changes = SectionedChangeset(source: old, target: new)
    #expect(changes.sectionMoves.count == 1)
    #expect(
      changes.itemMoves == [Relocation(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 0))])
    #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty && changes.sectionUpdates.isEmpty)
    let asTest = { (sections: [DiffSection<String, String>]) in
      sections.map { TestSection(model: TestItem($0.model), elements: $0.elements.map { TestItem($0) }) }
    }
    expectValidStages(asTest(old), asTest(new))
  }

  @Test func identicalInputsHaveNoStages() {
    let sections = [section("A", ["a", "b"]), section("B", ["c"])]
    #expect(StagedChangeset(source: sections, target: sections).isEmpty)
    #expect(SectionedChangeset(source: sections, target: sections).isEmpty)
  }

  @Test func theDeltaFromTheIssueIsMinimal() {
    // 2,000 of 100k items really moved: the diff reports exactly that many moves.
    var rng = SplitMix64(seed: 42)
    let source = Array(0..<100_000)
    var target = source
    var moved = Set<Int>()
    while moved.count < 2_000 { moved.insert(rng.int(0...(source.count - 1))) }
    let movedItems = target.filter { moved.contains($0) }
    target.removeAll { moved.contains($0) }
    for item in movedItems { target.insert(item, at: rng.int(0...target.count)) }
    let c = FlatChangeset(source: source, target: target)
    #expect(c.moves.count <= 2_000)
    #expect(c.moves.count >= 1_900, "random re-insertion rarely lands an item back in order")
    #expect(c.moves.count == target.count - bruteLikeLIS(target), "moves = paired items − their LIS")
  }
}

/// LIS length by patience sorting, written apart from DataSourceDiff's (which also rebuilds the
/// subsequence), for inputs too large for brute force.
func bruteLikeLIS(_ values: [Int]) -> Int {
  var piles: [Int] = []
  for value in values {
    var low = 0
    var high = piles.count
    while low < high {
      let mid = (low + high) / 2
      if piles[mid] < value { low = mid + 1 } else { high = mid }
    }
    if low == piles.count { piles.append(value) } else { piles[low] = value }
  }
  return piles.count
}
