import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import GRDB
import Testing

/// DatabaseStorage on real SQLite files: changes from other connections and processes, rollbacks,
/// concurrent writers, cancellation.
@MainActor
@Suite struct DatabaseStorageTests {
  @Test func followsInsertsUpdatesDeletesAndMovesFromAnotherConnection() async throws {
    let database = try TaskDatabase()
    let f = TaskFixture(try database.connection())
    let writer = try database.connection()
    try await writer.write { db in
      for (id, title, list) in [(1, "milk", "home"), (2, "bread", "home"), (3, "report", "work")] {
        try TaskRecord(id: Int64(id), title: title, list: list).insert(db)
      }
    }
    #expect(await f.eventually { f.held == [["home/bread", "home/milk"], ["work/report"]] })
    try await writer.write { db in
      try TaskRecord(id: 1, title: "oat milk", list: "home").update(db)  // update, and a move inside "home"
      try TaskRecord(id: 2, title: "bread", list: "work").update(db)  // a move across sections
      try TaskRecord(id: 4, title: "gym", list: "health").insert(db)  // a new section
      _ = try TaskRecord.deleteOne(db, id: 3)
    }
    #expect(await f.eventually { f.held == [["health/gym"], ["home/oat milk"], ["work/bread"]] })
    let moves = f.updates.flatMap(\.changes).filter { if case .moveItem = $0 { true } else { false } }
    #expect(!moves.isEmpty, "bread moved from home to work: \(f.updates.map(\.changes))")
    #expect(f.storage.sectionKeys == ["health", "home", "work"])
    #expect(f.dataSource.header(inSection: 1)?.title == "home")
    f.expectConsistent()
  }

  @Test func followsItsOwnPoolWithoutPolling() async throws {
    let database = try TaskDatabase()
    let pool = try database.pool()
    let f = TaskFixture(pool, pollInterval: nil)
    try await pool.write { db in try TaskRecord(id: 1, title: "a", list: "x").insert(db) }
    #expect(await f.eventually { f.held == [["x/a"]] })
    try await pool.write { db in try TaskRecord(id: 1, title: "b", list: "y").update(db) }
    #expect(await f.eventually { f.held == [["y/b"]] })
    f.expectConsistent()
  }

  @Test func seesAnotherProcessWritingTheFile() async throws {
    let database = try TaskDatabase()
    let pool = try database.pool()
    let f = TaskFixture(pool)
    try await pool.write { db in try TaskRecord(id: 1, title: "inside", list: "app").insert(db) }
    #expect(await f.eventually { f.held == [["app/inside"]] })
    try runSQLiteCommand(
      "PRAGMA busy_timeout = 10000; INSERT INTO task (id, title, list) VALUES (7, 'from outside', 'cli');",
      on: database.path)
    #expect(await f.eventually { f.held == [["app/inside"], ["cli/from outside"]] })
    f.expectConsistent()
  }

  @Test func aRolledBackTransactionSendsNoUpdate() async throws {
    let database = try TaskDatabase()
    let queue = try database.connection()
    let f = TaskFixture(queue)
    try await queue.write { db in try TaskRecord(id: 1, title: "kept", list: "l").insert(db) }
    #expect(await f.eventually { f.held == [["l/kept"]] })
    let count = f.updates.count
    struct Abort: Error {}
    await #expect(throws: Abort.self) {
      try await queue.write { db in
        try TaskRecord(id: 2, title: "gone", list: "l").insert(db)
        throw Abort()
      }
    }
    let other = try database.connection()
    try other.inTransaction { db in
      try TaskRecord(id: 3, title: "gone too", list: "l").insert(db)
      return .rollback
    }
    try await Task.sleep(for: .milliseconds(300))
    await f.storage.waitUntilPublished()
    #expect(f.updates.count == count)
    #expect(f.held == [["l/kept"]])
  }

  @Test func tenThousandRowsUnderConcurrentWritersConverge() async throws {
    let database = try TaskDatabase()
    let f = TaskFixture(try database.pool())
    let writers = 4
    let perWriter = 2_500
    try await withThrowingTaskGroup(of: Void.self) { group in
      for w in 0..<writers {
        let connection = try database.connection()
        group.addTask {
          for batch in stride(from: 0, to: perWriter, by: 100) {
            try await connection.write { db in
              for i in batch..<(batch + 100) {
                let id = Int64(w * perWriter + i)
                try TaskRecord(id: id, title: String(format: "t%05d", id), list: "list\(id % 7)").insert(db)
              }
              // Some rows change list after they were written: moves across sections.
              if batch > 0 {
                try db.execute(
                  sql: "UPDATE task SET list = 'moved' WHERE id = ?", arguments: [Int64(w * perWriter + batch - 1)])
              }
            }
          }
        }
      }
      try await group.waitForAll()
    }
    let committed = try await database.connection().read { db in try TaskRecord.fetchCount(db) }
    #expect(committed == writers * perWriter)
    #expect(await f.eventually { f.storage.sections.map(\.items.count).reduce(0, +) == committed })
    let ids = Set(f.storage.sections.flatMap(\.items).map(\.id))
    #expect(ids == Set((0..<Int64(writers * perWriter))), "no committed row is lost")
    #expect(
      f.storage.sections.first { $0.header as? String == "moved" }?.items.count == writers * (perWriter / 100 - 1))
    f.expectConsistent("\(f.updates.count) updates")
  }

  @Test func stopsWhenCancelledOrReleased() async throws {
    let database = try TaskDatabase()
    let writer = try database.connection()
    let f = TaskFixture(try database.connection())
    try await writer.write { db in try TaskRecord(id: 1, title: "a", list: "x").insert(db) }
    #expect(await f.eventually { f.held == [["x/a"]] })
    f.storage.cancel()
    #expect(!f.storage.isObserving)
    try await writer.write { db in try TaskRecord(id: 2, title: "b", list: "x").insert(db) }
    try await Task.sleep(for: .milliseconds(200))
    await f.storage.waitUntilPublished()
    #expect(f.held == [["x/a"]])

    weak var released: DatabaseStorage<TaskRecord, String>?
    do {
      let storage = DatabaseStorage<TaskRecord, String>(
        try database.connection(), request: TaskRecord.all(), sectionColumn: "list", pollInterval: .milliseconds(10))
      released = storage
      await storage.waitUntilPublished()
    }
    // Released once its poll task has ended: waited for by condition (the guard only stops a hang).
    let guardDeadline = ContinuousClock.now + .seconds(60)
    while released != nil && ContinuousClock.now < guardDeadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(released == nil, "the storage is released, and its observation with it")
    try await writer.write { db in try TaskRecord(id: 3, title: "c", list: "x").insert(db) }
  }

  @Test func aNullSectionKeyIsReportedAndTheContentKept() async throws {
    let database = try TaskDatabase()
    let writer = try database.connection()
    let f = TaskFixture(try database.connection())
    var errors: [String] = []
    f.storage.onError = { errors.append("\($0)") }
    try await writer.write { db in try TaskRecord(id: 1, title: "a", list: "x").insert(db) }
    #expect(await f.eventually { f.held == [["x/a"]] })
    try await writer.write { db in try db.execute(sql: "INSERT INTO task (id, title, list) VALUES (2, 'b', NULL)") }
    #expect(await f.eventually { !errors.isEmpty })
    #expect(errors.first?.contains("the section column list holds NULL") == true, "\(errors)")
    #expect(f.held == [["x/a"]])
  }
}
