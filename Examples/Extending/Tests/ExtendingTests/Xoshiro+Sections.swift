import PropertyBased

extension Xoshiro {
  /// PropertyBased's seeded generator from four words it gave (`Gen.uint64(…).array(of: 4)`), so a
  /// failing case names its seed and replays.
  init(words: [UInt64]) { self.init(seed: (words[0], words[1], words[2], words[3])) }

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
