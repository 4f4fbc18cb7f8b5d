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

  /// The diff finds a target's duplicate identities from its inserts alone, when the source has
  /// none: the changes are those of the plain diff, and it finds one exactly when the target's
  /// elements, all sections together, repeat an identity.
  @Test func targetDuplicatesAreFoundAmongTheInserts() async {
    await propertyCheck(count: 300, input: Self.seeds) { seed in
      let pair = RandomSections(seed: seed, maxSections: 5, maxElements: 8)
      // The source without repeated identities (sections and elements), as a checked snapshot is.
      var seenSections: Set<String> = []
      var seenElements: Set<String> = []
      let source = pair.source.filter { seenSections.insert($0.model.id).inserted }.map { section in
        TestSection(model: section.model, elements: section.elements.filter { seenElements.insert($0.id).inserted })
      }
      var found = false
      let changes = SectionedChangeset(
        source: source, target: pair.target, findingTargetDuplicates: true, found: &found)
      #expect(changes == SectionedChangeset(source: source, target: pair.target), "seed \(seed)")
      let identities = pair.target.flatMap { $0.elements.map(\.id) }
      #expect(found == (Set(identities).count != identities.count), "seed \(seed): \(source) → \(pair.target)")
      expectValidStages(source, pair.target, "seed \(seed)")
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
