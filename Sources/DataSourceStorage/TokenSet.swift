import DataSourceCore

/// A set of item tokens (see `StorageReplay.token(section:index:)`): a token of an old item is one bit
/// in a bitmap per old section, and the few tokens of items the changes made (negative) sit in a
/// plain set. A membership test is then a bounds check and a bit test, where a `Set<Int>` hashes the
/// token; the replay tests every item it lists, so a burst of a thousand updates into ten thousand
/// items made tens of thousands of hashes.
@usableFromInline
struct TokenSet: Sendable {
  /// Per old section, one bit per item index; grown as tokens are inserted.
  @usableFromInline var bits: [[UInt64]] = []
  /// The tokens of items made by the changes.
  @usableFromInline var madeTokens = Set<Int>()
  /// How many tokens the set holds.
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { count == 0 }

  /// Adds `token`.
  /// - Complexity: O(1) amortized.
  @inlinable mutating func insert(_ token: Int) {
    guard let p = StorageReplay.originalPath(of: token) else {
      if madeTokens.insert(token).inserted { count += 1 }
      return
    }
    let word = p.item >> 6
    if bits.count <= p.section { bits += Array(repeating: [], count: p.section + 1 - bits.count) }
    if bits[p.section].count <= word {
      bits[p.section] += Array(repeating: 0, count: word + 1 - bits[p.section].count)
    }
    let mask: UInt64 = 1 << UInt64(p.item & 63)
    if bits[p.section][word] & mask == 0 {
      bits[p.section][word] |= mask
      count += 1
    }
  }

  /// Whether the set holds `token`.
  /// - Complexity: O(1), with no hashing for the token of an old item.
  @inlinable func contains(_ token: Int) -> Bool {
    guard let p = StorageReplay.originalPath(of: token) else {
      return !madeTokens.isEmpty && madeTokens.contains(token)
    }
    let word = p.item >> 6
    guard p.section < bits.count, word < bits[p.section].count else { return false }
    return bits[p.section][word] & (1 << UInt64(p.item & 63)) != 0
  }

  /// The tokens of old items in the set, in increasing order.
  /// - Complexity: O(the bitmaps' words + the tokens).
  func originalTokens() -> [Int] {
    var result: [Int] = []
    for (section, words) in bits.enumerated() {
      for (w, word) in words.enumerated() where word != 0 {
        var rest = word
        while rest != 0 {
          result.append(StorageReplay.token(section: section, index: w << 6 | rest.trailingZeroBitCount))
          rest &= rest - 1
        }
      }
    }
    return result
  }
}
