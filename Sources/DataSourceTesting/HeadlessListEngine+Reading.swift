import DataSourceKit
import Foundation

/// Reading the model: rows, tokens and the batches accepted.
extension HeadlessListEngine {
  package var hasLoaded: Bool { rows != nil }

  /// The most recent accepted batch.
  package var lastBatch: HeadlessBatchRecord? {
    for event in events.reversed() { if case .batch(let record) = event { return record } }
    return nil
  }
  package var rowCounts: [Int] { rows?.map(\.count) ?? [] }

  /// The path of a row token.
  /// - Complexity: O(1), after an O(n) pass the first time it is asked after the rows changed.
  func path(ofToken token: Int) -> ItemPath? {
    if tokenPaths == nil, let rows {
      var paths: [Int: ItemPath] = [:]
      paths.reserveCapacity(rows.reduce(0) { $0 + $1.count })
      for (s, section) in rows.enumerated() {
        for (i, token) in section.enumerated() { paths[token] = ItemPath(item: i, section: s) }
      }
      tokenPaths = paths
    }
    return tokenPaths?[token]
  }

  package func token(at path: ItemPath) -> Int? {
    guard let rows, rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
    else { return nil }
    return rows[path.section][path.item]
  }
}
