import DataSourceDiff

/// An element with an `Int` identity and a version as its content.
public struct IntItem: Diffable, Hashable, Sendable {
  public var id: Int
  public var version: Int
  public var diffIdentifier: Int { id }
  public func isContentEqual(to other: IntItem) -> Bool { version == other.version }
}

/// An element with a 36-character `String` identity (UUID-shaped) and a version as its content.
public struct StringItem: Diffable, Hashable, Sendable {
  public var id: String
  public var version: Int
  public var diffIdentifier: String { id }
  public func isContentEqual(to other: StringItem) -> Bool { version == other.version }
}

/// The benchmark scenarios. All run on identical data for every measured implementation.
public enum Scenario: String, CaseIterable, Sendable {
  /// Delete 10% contiguous, insert 10% contiguous, shuffle the first 2%.
  case dk
  /// The same counts at random positions.
  case rand
  /// `rand` plus 10% content updates.
  case randu
  /// 10 sections: 10% deleted, 10% inserted, 2% moved within a section, 1% moved across sections,
  /// section 0 moved to the end.
  case sect
  /// `sect` plus 10% content updates.
  case sectu

  public var isSectioned: Bool { self == .sect || self == .sectu }
}

/// A deterministic generator (SplitMix64), so every run and every implementation sees the same data.
public struct ScenarioRandom: RandomNumberGenerator {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One generated case: source and target as identities and versions, in sections (one section for
/// the flat scenarios).
public struct ScenarioData: Sendable {
  public var source: [[(id: Int, version: Int)]]
  public var target: [[(id: Int, version: Int)]]

  /// Generates `scenario` with `n` elements in all.
  public init(_ scenario: Scenario, n: Int, seed: UInt64 = 2026) {
    var rng = ScenarioRandom(seed: seed)
    var nextID = n
    func fresh() -> (id: Int, version: Int) {
      defer { nextID += 1 }
      return (nextID, 0)
    }
    switch scenario {
    case .dk:
      let source: [(id: Int, version: Int)] = (0..<n).map { (id: $0, version: 0) }
      var target = Array(source)
      target.removeSubrange((n / 10)..<(n / 5))
      let inserted = (0..<(n / 10)).map { _ in fresh() }
      target.insert(contentsOf: inserted, at: target.count / 2)
      target[0..<(n / 50)].shuffle(using: &rng)
      self.source = [source]
      self.target = [target]
    case .rand, .randu:
      let source: [(id: Int, version: Int)] = (0..<n).map { (id: $0, version: 0) }
      var target = Array(source)
      for _ in 0..<(n / 10) { target.remove(at: Int.random(in: 0..<target.count, using: &rng)) }
      for _ in 0..<(n / 10) { target.insert(fresh(), at: Int.random(in: 0...target.count, using: &rng)) }
      for _ in 0..<(n / 50) {
        let item = target.remove(at: Int.random(in: 0..<target.count, using: &rng))
        target.insert(item, at: Int.random(in: 0...target.count, using: &rng))
      }
      if scenario == .randu {
        for _ in 0..<(n / 10) { target[Int.random(in: 0..<target.count, using: &rng)].version += 1 }
      }
      self.source = [source]
      self.target = [target]
    case .sect, .sectu:
      let per = n / 10
      let source: [[(id: Int, version: Int)]] = (0..<10).map { s in (0..<per).map { (id: s * per + $0, version: 0) } }
      var target = source
      func randomSection(_ rng: inout ScenarioRandom) -> Int { Int.random(in: 0..<10, using: &rng) }
      for _ in 0..<(n / 10) {
        var s = randomSection(&rng)
        while target[s].isEmpty { s = randomSection(&rng) }
        target[s].remove(at: Int.random(in: 0..<target[s].count, using: &rng))
      }
      for _ in 0..<(n / 10) {
        let s = randomSection(&rng)
        target[s].insert(fresh(), at: Int.random(in: 0...target[s].count, using: &rng))
      }
      for _ in 0..<(n / 50) {
        let s = randomSection(&rng)
        guard !target[s].isEmpty else { continue }
        let item = target[s].remove(at: Int.random(in: 0..<target[s].count, using: &rng))
        target[s].insert(item, at: Int.random(in: 0...target[s].count, using: &rng))
      }
      for _ in 0..<(n / 100) {
        let from = randomSection(&rng)
        var to = randomSection(&rng)
        while to == from { to = randomSection(&rng) }
        guard !target[from].isEmpty else { continue }
        let item = target[from].remove(at: Int.random(in: 0..<target[from].count, using: &rng))
        target[to].insert(item, at: Int.random(in: 0...target[to].count, using: &rng))
      }
      if scenario == .sectu {
        for _ in 0..<(n / 10) {
          let s = randomSection(&rng)
          guard !target[s].isEmpty else { continue }
          target[s][Int.random(in: 0..<target[s].count, using: &rng)].version += 1
        }
      }
      target.append(target.removeFirst())
      self.source = source
      self.target = target
    }
  }

  /// The section identifiers of the target: the source's are 0..<sections, and section 0 moves to the
  /// end in the sectioned scenarios.
  public var targetSectionIDs: [Int] {
    source.count == 1 ? [0] : Array(1..<source.count) + [0]
  }

  /// Sections of `IntItem`.
  public func intSections() -> (source: [DiffSection<Int, IntItem>], target: [DiffSection<Int, IntItem>]) {
    (
      source.enumerated().map {
        DiffSection(model: $0.offset, elements: $0.element.map { IntItem(id: $0.id, version: $0.version) })
      },
      zip(targetSectionIDs, target).map {
        DiffSection(model: $0.0, elements: $0.1.map { IntItem(id: $0.id, version: $0.version) })
      }
    )
  }

  /// Sections of `StringItem`, with 36-character identities.
  public func stringSections() -> (source: [DiffSection<Int, StringItem>], target: [DiffSection<Int, StringItem>]) {
    (
      source.enumerated().map {
        DiffSection(
          model: $0.offset, elements: $0.element.map { StringItem(id: uuidString($0.id), version: $0.version) })
      },
      zip(targetSectionIDs, target).map {
        DiffSection(model: $0.0, elements: $0.1.map { StringItem(id: uuidString($0.id), version: $0.version) })
      }
    )
  }
}

/// A deterministic 36-character, UUID-shaped identifier for `n`.
public func uuidString(_ n: Int) -> String {
  var rng = ScenarioRandom(seed: UInt64(n) &* 0x2545_F491_4F6C_DD1D)
  let hex = Array("0123456789abcdef")
  var out = ""
  out.reserveCapacity(36)
  for i in 0..<32 {
    if i == 8 || i == 12 || i == 16 || i == 20 { out.append("-") }
    out.append(hex[Int(rng.next() & 15)])
  }
  return out
}
