import DataSourceDiff
import DataSourceTestSupport
import PropertyBased
import Testing

@MainActor
@Suite struct DiffPropertyTests {
  static let seeds = Gen.uint64(in: 0...UInt64.max)

  @Test func sectionedStagesReproduceTheTargetAndPassBothViews() async {
    await propertyCheck(count: 150, input: Self.seeds) { seed in
      let pair = RandomSections(seed: seed, maxSections: 8, maxElements: 25)
      expectValidStages(pair.source, pair.target, "seed \(seed)")
    }
  }

  @Test func largeFlatListsReproduceTheTargetAndPassBothViews() async {
    await propertyCheck(count: 60, input: Self.seeds) { seed in
      let pair = RandomSections(seed: seed, maxSections: 1, maxElements: 200)
      // One section on both sides, same model: a flat list diff.
      let source = [TestSection(model: TestItem("list"), elements: pair.source.first?.elements ?? [])]
      let target = [TestSection(model: TestItem("list"), elements: pair.target.first?.elements ?? [])]
      expectValidStages(source, target, "seed \(seed)")
    }
  }

  @Test func movesEqualTheBruteForceMinimum() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      let pair = RandomSections(seed: seed, maxSections: 4, maxElements: 5)
      let c = SectionedChangeset(source: pair.source, target: pair.target)
      #expect(
        c.moveCount == bruteForceMinimalMoves(pair.source, pair.target), "seed \(seed): \(pair.source) → \(pair.target)"
      )
      let staged = StagedChangeset(source: pair.source, target: pair.target, changeset: c)
      let stagedMoves = staged.stages.reduce(0) { $0 + $1.sectionMoves.count + $1.itemMoves.count }
      #expect(stagedMoves == c.moveCount, "staging neither adds nor drops moves")
    }
  }

  @Test func flatMovesEqualTheBruteForceMinimum() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      var rng = SplitMix64(seed: seed)
      let source = (0..<rng.int(0...14)).map { _ in "e\(rng.int(0...9))" }
      let target = (0..<rng.int(0...14)).map { _ in "e\(rng.int(0...9))" }
      let c = FlatChangeset(source: source, target: target)
      let pairing = pairByOccurrence(source, target)
      let pairs = target.indices.compactMap { pairing[$0] }
      #expect(c.moves.count == pairs.count - bruteForceLIS(pairs), "seed \(seed)")
      #expect(c.deletes.count == source.count - pairs.count)
      #expect(c.inserts.count == target.count - pairs.count)
    }
  }
}
