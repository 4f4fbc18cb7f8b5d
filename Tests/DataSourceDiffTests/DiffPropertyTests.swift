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

  /// Lists long enough to span several of the identity table's look-ahead chunks, with few
  /// identities so that most repeat, often within one chunk: each element pairs with the occurrence
  /// the rule names (the *k*-th in the target with the *k*-th in the source), found here by a scan.
  /// Every element's content differs from every other's, so the updates list every pair.
  @Test func longListsWithRepeatsPairByOccurrence() async {
    await propertyCheck(count: 200, input: Self.seeds) { seed in
      var rng = SplitMix64(seed: seed)
      let kinds = rng.int(1...30)
      let sourceIDs = (0..<rng.int(0...90)).map { _ in "e\(rng.int(0...kinds))" }
      let targetIDs = (0..<rng.int(0...90)).map { _ in "e\(rng.int(0...kinds))" }
      let pairing = pairByOccurrence(sourceIDs, targetIDs)
      let paired = Set(pairing.values)
      let source = sourceIDs.enumerated().map { TestItem($1, "s\($0)") }
      let target = targetIDs.enumerated().map { TestItem($1, "t\($0)") }

      let flat = FlatChangeset(source: source, target: target)
      #expect(flat.deletes == source.indices.filter { !paired.contains($0) }, "seed \(seed)")
      #expect(flat.inserts == target.indices.filter { pairing[$0] == nil }, "seed \(seed)")
      #expect(
        flat.updates == target.indices.compactMap { t in pairing[t].map { Relocation(from: $0, to: t) } },
        "seed \(seed)")

      // The same elements cut into the same sections on both sides: pairs are counted across them.
      let cuts = rng.int(1...4)
      func sections(_ items: [TestItem]) -> [TestSection] {
        (0..<cuts).map { c in
          TestSection(
            model: TestItem("section \(c)"),
            elements: Array(items[(items.count * c / cuts)..<(items.count * (c + 1) / cuts)]))
        }
      }
      func path(_ flat: Int, in items: [TestItem]) -> ItemPath {
        let c = (0..<cuts).last { items.count * $0 / cuts <= flat }!
        return ItemPath(item: flat - items.count * c / cuts, section: c)
      }
      let (sourceSections, targetSections) = (sections(source), sections(target))
      let sectioned = SectionedChangeset(source: sourceSections, target: targetSections)
      #expect(
        sectioned.itemDeletes == source.indices.filter { !paired.contains($0) }.map { path($0, in: source) },
        "seed \(seed)")
      #expect(
        sectioned.itemInserts == target.indices.filter { pairing[$0] == nil }.map { path($0, in: target) },
        "seed \(seed)")
      #expect(
        sectioned.itemUpdates
          == target.indices.compactMap { t in
            pairing[t].map { Relocation(from: path($0, in: source), to: path(t, in: target)) }
          }, "seed \(seed)")
      expectValidStages(sourceSections, targetSections, "seed \(seed)")
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
