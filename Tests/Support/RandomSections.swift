import DataSourceTesting

/// Random source/target pairs of sections for diff tests: the target is an edit of the source
/// (deleted, inserted, moved and updated sections and elements, elements moved across sections), or
/// sometimes unrelated, or empty. Identifiers come from small pools, so duplicates are common.
public struct RandomSections {
  public var source: [TestSection]
  public var target: [TestSection]

  public init(seed: UInt64, maxSections: Int, maxElements: Int) {
    var rng = SplitMix64(seed: seed)
    let sectionPool = max(1, maxSections + maxSections / 3)
    let elementPool = max(1, (maxSections * maxElements) / 2 + 2)
    func content(_ rng: inout SplitMix64) -> String { rng.chance(0.5) ? "a" : "b" }
    func randomSections(_ rng: inout SplitMix64) -> [TestSection] {
      (0..<rng.int(0...maxSections)).map { _ in
        TestSection(
          model: TestItem("S\(rng.int(0...sectionPool))", content(&rng)),
          elements: (0..<rng.int(0...maxElements)).map { _ in TestItem("e\(rng.int(0...elementPool))", content(&rng)) })
      }
    }
    source = randomSections(&rng)
    switch rng.int(0...9) {
    case 0:
      target = randomSections(&rng)
      return
    case 1:
      target = []
      return
    default:
      break
    }
    var sections = source.filter { _ in !rng.chance(0.15) }
    // Move some sections.
    for _ in 0..<rng.int(0...2) where sections.count > 1 {
      let section = sections.remove(at: rng.int(0...(sections.count - 1)))
      sections.insert(section, at: rng.int(0...sections.count))
    }
    // Insert sections, sometimes re-using an identifier.
    for _ in 0..<rng.int(0...2) {
      let model = TestItem("S\(rng.int(0...sectionPool))", content(&rng))
      let elements = (0..<rng.int(0...maxElements)).map { _ in TestItem("e\(rng.int(0...elementPool))", content(&rng)) }
      sections.insert(TestSection(model: model, elements: elements), at: rng.int(0...sections.count))
    }
    // Section content changes.
    for s in sections.indices where rng.chance(0.1) { sections[s].model.content += "!" }
    // Element edits: deletes, content changes, moves within and across sections, inserts.
    var floating: [TestItem] = []
    for s in sections.indices {
      sections[s].elements = sections[s].elements.filter { _ in !rng.chance(0.15) }
      for e in sections[s].elements.indices where rng.chance(0.1) { sections[s].elements[e].content += "!" }
      for e in sections[s].elements.indices.reversed() where rng.chance(0.12) {
        floating.append(sections[s].elements.remove(at: e))
      }
    }
    if !sections.isEmpty {
      for item in floating {
        let s = rng.int(0...(sections.count - 1))
        sections[s].elements.insert(item, at: rng.int(0...sections[s].elements.count))
      }
      for _ in 0..<rng.int(0...(maxElements / 2 + 1)) {
        let s = rng.int(0...(sections.count - 1))
        sections[s].elements.insert(
          TestItem("e\(rng.int(0...elementPool))", content(&rng)), at: rng.int(0...sections[s].elements.count))
      }
    }
    target = sections
  }
}

/// The minimal number of moves between two section lists, computed by brute force and independently
/// of DataSourceDiff: pair identities by occurrence order, then find the longest increasing
/// subsequences by trying every subset. Only for small inputs (at most ~16 items per sequence).
public func bruteForceMinimalMoves(_ source: [TestSection], _ target: [TestSection]) -> Int {
  let sectionPairs = pairByOccurrence(source.map(\.model.id), target.map(\.model.id))
  var moves = 0
  // Sections: paired target sections in target order; keep a longest increasing run of sources.
  let pairedSectionSources = target.indices.compactMap { sectionPairs[$0] }
  moves += pairedSectionSources.count - bruteForceLIS(pairedSectionSources)
  // Elements of paired sections, numbered (section, item) in source order.
  var sourceIDs: [String] = []
  var sourcePaths: [(Int, Int)] = []
  for (s, section) in source.enumerated() where sectionPairs.values.contains(s) {
    for (i, element) in section.elements.enumerated() {
      sourceIDs.append(element.id)
      sourcePaths.append((s, i))
    }
  }
  var targetIDs: [String] = []
  var targetPaths: [(Int, Int)] = []
  for (t, section) in target.enumerated() where sectionPairs[t] != nil {
    for (j, element) in section.elements.enumerated() {
      targetIDs.append(element.id)
      targetPaths.append((t, j))
    }
  }
  let elementPairs = pairByOccurrence(sourceIDs, targetIDs)
  for t in target.indices {
    guard let home = sectionPairs[t] else { continue }
    var staying: [Int] = []
    for (k, path) in targetPaths.enumerated() where path.0 == t {
      guard let flat = elementPairs[k] else { continue }
      if sourcePaths[flat].0 == home { staying.append(sourcePaths[flat].1) } else { moves += 1 }
    }
    moves += staying.count - bruteForceLIS(staying)
  }
  return moves
}

/// Target position → source position, pairing the k-th occurrence of each identifier on both sides.
public func pairByOccurrence(_ source: [String], _ target: [String]) -> [Int: Int] {
  var result: [Int: Int] = [:]
  var used = Set<Int>()
  for (t, id) in target.enumerated() {
    if let s = source.indices.first(where: { source[$0] == id && !used.contains($0) }) {
      used.insert(s)
      result[t] = s
    }
  }
  return result
}

/// The length of a longest strictly increasing subsequence, by trying every subset.
public func bruteForceLIS(_ values: [Int]) -> Int {
  precondition(values.count <= 18, "brute force is for small inputs")
  var best = 0
  for mask in 0..<(1 << values.count) {
    var last = Int.min
    var length = 0
    var increasing = true
    for i in values.indices where mask & (1 << i) != 0 {
      if values[i] <= last {
        increasing = false
        break
      }
      last = values[i]
      length += 1
    }
    if increasing { best = max(best, length) }
  }
  return best
}
