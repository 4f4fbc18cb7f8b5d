import DataSourceDiff
import DataSourceTestSupport
import PropertyBased
import Testing

/// Pairing large lists by partitioned hashes: the proposals follow the pairing rule, and a diff that
/// pairs by partition finds what one that pairs in an identity table finds.
@MainActor
@Suite struct PartitionedPairingTests {
  /// The answers `PartitionedPairing.pairs` should give, by a dictionary: `nil` when the source
  /// holds a hash twice or nothing.
  static func expectedAnswers(source: [Int], target: [Int], claimingCount: Int) -> [Int32]? {
    var position: [Int: Int] = [:]
    for (s, hash) in source.enumerated() where position.updateValue(s, forKey: hash) != nil { return nil }
    if source.isEmpty { return nil }
    var paired = Set<Int>()
    return target.enumerated().map { t, hash in
      guard let s = position[hash] else { return -1 }
      if t < claimingCount && paired.insert(s).inserted { return Int32(s) }
      return Int32(-s - 2)
    }
  }

  /// Random hashes, sometimes small integers (whose high bits are all zero) and sometimes any bits,
  /// for sources of up to 9,000 positions (up to 4 partitions), with and without a repeated source
  /// hash, and targets that repeat, drop and add hashes: every answer is the rule's.
  @Test func proposalsFollowThePairingRule() async {
    await propertyCheck(count: 60 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let sourceCount = rng.chance(0.3) ? rng.int(0...40) : rng.int(4_000...9_000)
      let small = rng.chance(0.5)
      var hashes = Set<Int>()
      while hashes.count < sourceCount {
        hashes.insert(small ? rng.int(0...(3 * sourceCount)) : Int(bitPattern: UInt(rng.next())))
      }
      var source = Array(hashes).shuffled(using: &rng)
      if rng.chance(0.2), !source.isEmpty { source.append(source[rng.int(0...(source.count - 1))]) }
      var target = source.filter { _ in !rng.chance(0.1) }.shuffled(using: &rng)
      for _ in 0..<rng.int(0...20) where !source.isEmpty {
        target.insert(
          rng.chance(0.5) ? source[rng.int(0...(source.count - 1))] : rng.int(0...(5 * sourceCount)),
          at: rng.int(0...target.count))
      }
      let claimingCount = rng.chance(0.5) ? target.count : rng.int(0...target.count)
      var workspace = Array(repeating: 7, count: rng.int(0...100))
      let answers: [Int32]? = PartitionedPairing.pairs(
        sourceCount: source.count, targetCount: target.count, claimingCount: claimingCount, workspace: &workspace
      ) { sourceHashes, targetHashes in
        _ = sourceHashes.update(fromContentsOf: source)
        _ = targetHashes.update(fromContentsOf: target)
      }.map { range in workspace[range].map { Int32($0) } }
      #expect(
        answers == Self.expectedAnswers(source: source, target: target, claimingCount: claimingCount),
        "seed \(seed): \(source.count) sources, \(target.count) targets, \(claimingCount) claiming")
    }
  }

  /// Sections of unique identities, changed by moving items within and across sections, deleting,
  /// inserting and updating them, and moving, deleting and inserting sections; sometimes an item is
  /// repeated in the target. Diffed with partitions from the first element, each diff pairs by
  /// partition, equals the identity table's, and its stages reproduce the target and pass both
  /// headless views. Asked for the target's duplicates, both ways find the same.
  @Test func partitionedDiffsFindWhatTheTableFinds() async {
    await propertyCheck(count: 150 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var next = 0
      func item() -> TestItem {
        next += 1
        return TestItem("e\(next)", rng.chance(0.5) ? "a" : "b")
      }
      let source = (0..<rng.int(1...5)).map { s in
        TestSection(model: TestItem("S\(s)"), elements: (0..<rng.int(0...12)).map { _ in item() })
      }
      var target = source.filter { _ in !rng.chance(0.15) }.shuffled(using: &rng)
      for s in target.indices {
        target[s].elements = target[s].elements.filter { _ in !rng.chance(0.15) }
        for k in target[s].elements.indices where rng.chance(0.15) { target[s].elements[k].content += "!" }
        for _ in 0..<rng.int(0...2) { target[s].elements.insert(item(), at: rng.int(0...target[s].elements.count)) }
      }
      // Items that change section.
      for _ in 0..<rng.int(0...3) where target.count > 1 {
        let (from, to) = (rng.int(0...(target.count - 1)), rng.int(0...(target.count - 1)))
        guard !target[from].elements.isEmpty else { continue }
        let moved = target[from].elements.remove(at: rng.int(0...(target[from].elements.count - 1)))
        target[to].elements.insert(moved, at: rng.int(0...target[to].elements.count))
      }
      if rng.chance(0.3) {
        target.insert(
          TestSection(model: TestItem("S\(source.count)"), elements: (0..<rng.int(0...4)).map { _ in item() }),
          at: rng.int(0...target.count))
      }
      let all = target.flatMap(\.elements)
      if rng.chance(0.25), !all.isEmpty, !target.isEmpty {
        let t = rng.int(0...(target.count - 1))
        target[t].elements.insert(all[rng.int(0...(all.count - 1))], at: rng.int(0...target[t].elements.count))
      }
      let context = "seed \(seed): \(source) → \(target)"
      var scratch = DiffScratch(partitionsFrom: 0)
      let partitioned = StagedChangeset(source: source, target: target, reusing: &scratch)
      let pairsAnyElement = target.contains { section in
        source.contains { $0.model.id == section.model.id && !$0.elements.isEmpty }
      }
      let ids = target.flatMap(\.elements).map(\.id)
      let holdsDuplicate = Set(ids).count < ids.count
      #expect(scratch.lastDiffPartitioned == pairsAnyElement, "\(context)")
      #expect(partitioned == expectValidStages(source, target, context), "\(context)")

      var (foundByPartitions, foundByTable) = (false, false)
      let byPartitions = SectionedChangeset(
        source: source, target: target, findingTargetDuplicates: true, found: &foundByPartitions, reusing: &scratch)
      let byTable = SectionedChangeset(
        source: source, target: target, findingTargetDuplicates: true, found: &foundByTable)
      #expect(byPartitions == byTable && foundByPartitions == foundByTable, "\(context)")
      #expect(foundByTable == holdsDuplicate, "\(context)")
    }
  }

  /// An identity whose hash collides by design.
  struct Colliding: Diffable, Hashable, CustomStringConvertible {
    var id: Int
    var modulus: Int
    var diffIdentifier: Int { id }
    func diffIdentifierHash(seed: Int) -> Int { id % modulus }
    func isContentEqual(to other: Colliding) -> Bool { true }
    var description: String { "\(id)" }
  }

  /// Where identities share hashes, the diff pairs them in the identity table, and finds what it
  /// finds without partitions: when two source identities share a hash, and when a target identity
  /// shares a source identity's hash and would be proposed its pair.
  @Test func sharedHashesPairInTheTable() {
    func diff(_ source: [Int], _ target: [Int], modulus: Int) -> (partitioned: Bool, equal: Bool) {
      let sections = { (ids: [Int]) in
        [DiffSection(model: 0, elements: ids.map { Colliding(id: $0, modulus: modulus) })]
      }
      var (scratch, found) = (DiffScratch(partitionsFrom: 0), false)
      let partitioned = SectionedChangeset(
        source: sections(source), target: sections(target), findingTargetDuplicates: false, found: &found,
        reusing: &scratch)
      return (
        scratch.lastDiffPartitioned,
        partitioned == SectionedChangeset(source: sections(source), target: sections(target))
      )
    }
    let unique = diff([0, 1, 2, 3], [3, 1, 0, 2], modulus: 100)
    #expect(unique.partitioned && unique.equal, "distinct hashes pair by partition")
    let sharedInSource = diff([0, 7, 1, 2], [2, 1, 7, 0], modulus: 7)
    #expect(!sharedInSource.partitioned && sharedInSource.equal, "0 and 7 share a hash in the source")
    let sharedAcross = diff([0, 1, 2, 3], [7, 3, 1, 0, 2], modulus: 7)
    #expect(!sharedAcross.partitioned && sharedAcross.equal, "7 would be proposed 0's source position")
  }

  /// A scratch keeps the words of a partitioned diff for the next one, and a diff too small to
  /// partition hands them back.
  @Test func aDiffTooSmallToPartitionHandsTheWordsBack() {
    let sections = { (ids: Range<Int>) in [TestSection(model: TestItem("S"), elements: ids.map { TestItem("e\($0)") })]
    }
    var scratch = DiffScratch(partitionsFrom: 10)
    _ = StagedChangeset(source: sections(0..<20), target: sections(5..<25), reusing: &scratch)
    #expect(scratch.lastDiffPartitioned && scratch.partitionWords.count >= 3 * 20 + 20)
    let kept = scratch.partitionWords.count
    _ = StagedChangeset(source: sections(0..<18), target: sections(2..<20), reusing: &scratch)
    #expect(scratch.lastDiffPartitioned && scratch.partitionWords.count == kept, "enough words are reused")
    _ = StagedChangeset(source: sections(0..<5), target: sections(1..<6), reusing: &scratch)
    #expect(!scratch.lastDiffPartitioned && scratch.partitionWords.isEmpty)
  }
}
