import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTestSupport
import Foundation
import GRDB
import PropertyBased
import Testing

/// Random commits by another connection (inserts, updates that move rows within and across
/// sections, deletes, several per transaction), followed by a DatabaseStorage: after each, the
/// storage and both headless views equal a plain reference model, with no rejected batch.
@MainActor
@Suite struct DatabaseStoragePropertyTests {
  @Test func randomCommitsMatchAReferenceModel() async throws {
    await propertyCheck(count: 8 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      guard let database = try? TaskDatabase(), let reader = try? database.connection(),
        let writer = try? database.connection()
      else {
        Issue.record("no database")
        return
      }
      let f = TaskFixture(reader)
      var reference: [Int64: TaskRecord] = [:]
      for step in 0..<8 {
        var edits: [TaskRecord?] = []  // a record to save, or nil to delete `ids[i]`
        var ids: [Int64] = []
        for _ in 0..<rng.int(1...4) {
          let id = Int64(rng.int(1...12))
          ids.append(id)
          if rng.chance(0.25) {
            edits.append(nil)
          } else {
            edits.append(TaskRecord(id: id, title: "t\(rng.int(0...6))", list: ["a", "b", "c"][rng.int(0...2)]))
          }
        }
        let commit = zip(ids, edits).map { ($0, $1) }
        do {
          try await writer.write { db in
            for (id, record) in commit {
              if let record { try record.save(db) } else { _ = try TaskRecord.deleteOne(db, id: id) }
            }
          }
        } catch {
          Issue.record("seed \(seed): \(error)")
          return
        }
        for (id, record) in commit { reference[id] = record }
        let expected = Dictionary(grouping: reference.values, by: \.list).sorted { $0.key < $1.key }.map { _, tasks in
          tasks.sorted { ($0.title, $0.id) < ($1.title, $1.id) }.map(\.text)
        }
        let followed = await f.eventually(timeout: .seconds(10)) { f.held == expected }
        #expect(followed, "seed \(seed), step \(step): \(f.held) ≠ \(expected)")
        f.expectConsistent("seed \(seed), step \(step)")
      }
    }
  }
}
