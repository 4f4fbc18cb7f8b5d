/// A seeded generator (SplitMix64), so that a failing case names its seed and replays.
struct Seeded: RandomNumberGenerator {
  var state: UInt64
  init(_ seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Random sections of distinct items drawn from `0..<pool`, each with a random content version.
  mutating func sections(maxSections: Int = 4, pool: Int = 24) -> [[Fruit]] {
    var ids = Array(0..<pool).shuffled(using: &self)
    return (0..<Int.random(in: 0...maxSections, using: &self)).map { _ in
      let count = Int.random(in: 0...min(6, ids.count), using: &self)
      defer { ids.removeFirst(count) }
      return ids.prefix(count).map { Fruit(id: $0, version: Int.random(in: 0...1, using: &self)) }
    }
  }
}

/// The model of these tests: an identity and a content version.
struct Fruit: Identifiable, Hashable, Sendable {
  var id: Int
  var version: Int
  var line: String { "fruit \(id) v\(version)" }
}
