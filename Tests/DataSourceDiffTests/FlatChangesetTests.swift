import DataSourceDiff
import DataSourceTestSupport
import Testing

@MainActor
@Suite struct FlatChangesetTests {
  @Test func shiftsFromDeletesAndInsertsAreNotMoves() {
    let c = FlatChangeset(source: ["a", "b", "c", "d"], target: ["x", "b", "c", "d", "y"])
    expectValidFlatStages(["a", "b", "c", "d"], ["x", "b", "c", "d", "y"])
    #expect(c.deletes == [0])
    #expect(c.inserts == [0, 4])
    #expect(c.moves.isEmpty)
    #expect(c.updates.isEmpty)
  }

  @Test func oneItemMovedToTheEndIsOneMove() {
    let source = Array(0..<1000)
    let target = Array(1..<1000) + [0]
    let c = FlatChangeset(source: source, target: target)
    #expect(c.moves == [Relocation(from: 0, to: 999)])
    expectValidFlatStages(source, target)
    #expect(c.deletes.isEmpty && c.inserts.isEmpty)
  }

  @Test func reversingNItemsMovesNMinusOne() {
    let c = FlatChangeset(source: Array(0..<50), target: Array((0..<50).reversed()))
    expectValidFlatStages(Array(0..<50), Array((0..<50).reversed()))
    #expect(c.moves.count == 49)
  }

  @Test func contentChangesAreUpdatesWithBothOffsets() {
    let c = FlatChangeset(
      source: [TestItem("a", "1"), TestItem("b", "1")], target: [TestItem("b", "2"), TestItem("a", "1")])
    expectValidFlatStages([TestItem("a", "1"), TestItem("b", "1")], [TestItem("b", "2"), TestItem("a", "1")])
    #expect(c.updates == [Relocation(from: 1, to: 0)])
    #expect(c.moves.count == 1)
  }

  @Test func duplicatesPairInOccurrenceOrder() {
    // Source a₀ b a₁; target a₀' a₁' b: the first "a" pairs with the first, the second with the second.
    let c = FlatChangeset(
      source: [TestItem("a", "0"), TestItem("b"), TestItem("a", "1")],
      target: [TestItem("a", "0"), TestItem("a", "1"), TestItem("b")])
    expectValidFlatStages(
      [TestItem("a", "0"), TestItem("b"), TestItem("a", "1")], [TestItem("a", "0"), TestItem("a", "1"), TestItem("b")])
    expectValidFlatStages(["a", "a", "a"], ["a"])
    expectValidFlatStages(["a"], ["a", "a", "a"])
    #expect(c.updates.isEmpty, "each occurrence kept its own content")
    #expect(c.moves.count == 1)
    // Extra occurrences are inserted or deleted, never a crash.
    let extra = FlatChangeset(source: ["a", "a", "a"], target: ["a"])
    #expect(extra.deletes == [1, 2])
    let more = FlatChangeset(source: ["a"], target: ["a", "a", "a"])
    #expect(more.inserts == [1, 2])
  }

  @Test func emptySides() {
    #expect(FlatChangeset(source: [String](), target: []).isEmpty)
    #expect(FlatChangeset(source: [], target: ["a", "b"]).inserts == [0, 1])
    #expect(FlatChangeset(source: ["a", "b"], target: []).deletes == [0, 1])
    expectValidFlatStages([String](), ["a", "b"])
    expectValidFlatStages(["a", "b"], [String]())
  }

  @Test func identifiableAndHashableTypesGetFreeConformances() {
    struct Person: Identifiable, Equatable, Diffable {
      var id: Int
      var name: String
    }
    let c = FlatChangeset(source: [Person(id: 1, name: "Ann")], target: [Person(id: 1, name: "Anna")])
    #expect(c.updates == [Relocation(from: 0, to: 0)], "same id, new content: an update, not a replace")
    struct Tag: Hashable, Diffable { var name: String }
    #expect(FlatChangeset(source: [Tag(name: "x")], target: [Tag(name: "y")]).deletes == [0])
  }

  @Test func flatStagingPutsAnUpdatedMovedItemInASecondStage() throws {
    let staged = StagedChangeset(
      source: [TestItem("a", "1"), TestItem("b")], target: [TestItem("b"), TestItem("a", "2")])
    try #require(staged.stages.map(\.kind) == [.structure, .itemUpdates])
    #expect(staged.stages[0].itemMoves.count == 1)
    #expect(staged.stages[0].data == [TestItem("b"), TestItem("a", "1")], "the move stage still holds the old content")
    #expect(staged.stages[1].itemUpdates == [ItemPath(item: 1, section: 0)])
    #expect(staged.stages[1].data == [TestItem("b"), TestItem("a", "2")])
    expectValidFlatStages([TestItem("a", "1"), TestItem("b")], [TestItem("b"), TestItem("a", "2")])
  }

  @Test func updatesWithoutMovesShareTheStructureStage() throws {
    let staged = StagedChangeset(
      source: [TestItem("a", "1"), TestItem("b")], target: [TestItem("a", "2"), TestItem("c")])
    try #require(staged.stages.count == 1)
    #expect(staged.stages[0].itemUpdates == [ItemPath(item: 0, section: 0)])
    #expect(staged.stages[0].itemDeletes == [ItemPath(item: 1, section: 0)])
    expectValidFlatStages([TestItem("a", "1"), TestItem("b")], [TestItem("a", "2"), TestItem("c")])
  }
}
