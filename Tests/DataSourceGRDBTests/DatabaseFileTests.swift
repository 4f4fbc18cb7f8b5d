import DataSourceGRDBLocal
import DataSourceKit
import Foundation
import GRDB
import Testing

/// DatabaseStorage when its file goes away, comes back, or is replaced, and errors that repeat.
@MainActor
@Suite struct DatabaseFileTests {
  @Test func aDeletedFileIsReportedOnceAndANewDatabaseThereIsFollowed() async throws {
    let database = try TaskDatabase()
    let writer = try database.connection()
    try await writer.write { db in try TaskRecord(id: 1, title: "old", list: "x").insert(db) }
    let f = TaskFixture(try database.connection())
    var errors: [String] = []
    var recoveries = 0
    f.storage.onError = { errors.append("\($0)") }
    f.storage.onRecovery = { recoveries += 1 }
    #expect(await f.eventually { f.held == [["x/old"]] })

    try FileManager.default.removeItem(atPath: database.path)
    #expect(await f.eventually { !errors.isEmpty })
    try await Task.sleep(for: .milliseconds(200))  // about ten polls
    #expect(
      errors == [
        "the database file \(database.path) was deleted; showing its last content until a database appears there again"
      ])
    #expect(f.held == [["x/old"]], "what was shown stays")
    #expect(f.storage.lastError != nil)

    // The new database is made beside the path and renamed onto it: made in place, the file is at
    // the path before its table is, and a poll in between rightly reports that table missing.
    let made = database.directory.appendingPathComponent("new.sqlite").path
    try TaskDatabase.makeDatabase(at: made, [(7, "new", "y")])
    #expect(rename(made, database.path) == 0)
    #expect(await f.eventually { f.held == [["y/new"]] })
    #expect(errors.count == 1, "coming back is not an error: \(errors)")
    #expect(recoveries == 1)
    #expect(f.storage.lastError == nil)
    f.expectConsistent()
  }

  @Test func aReplacedFileIsReportedAndFollowed() async throws {
    let database = try TaskDatabase()
    let writer = try database.connection()
    try await writer.write { db in try TaskRecord(id: 1, title: "before", list: "x").insert(db) }
    let f = TaskFixture(try database.connection())
    var errors: [String] = []
    f.storage.onError = { errors.append("\($0)") }
    #expect(await f.eventually { f.held == [["x/before"]] })

    let replacement = database.directory.appendingPathComponent("restored.sqlite").path
    try TaskDatabase.makeDatabase(at: replacement, [(2, "after", "z"), (3, "also", "z")])
    #expect(rename(replacement, database.path) == 0)
    #expect(await f.eventually { f.held == [["z/after", "z/also"]] })
    #expect(errors == ["the database file \(database.path) was replaced by another file; following the new one"])
    #expect(f.storage.isObserving)
    f.expectConsistent()
  }

  /// The app's own queue, given to the storage, keeps working after its file is renamed away and
  /// back (the same file, the same inode): its writes, which `data_version` does not count, appear.
  @Test func theAppsOwnWritesAppearAfterItsFileIsRenamedAwayAndBack() async throws {
    let database = try TaskDatabase()
    let queue = try database.connection()
    try await queue.write { db in try TaskRecord(id: 1, title: "a", list: "x").insert(db) }
    let f = TaskFixture(queue)
    var errors: [String] = []
    var recoveries = 0
    f.storage.onError = { errors.append("\($0)") }
    f.storage.onRecovery = { recoveries += 1 }
    #expect(await f.eventually { f.held == [["x/a"]] })

    let away = database.directory.appendingPathComponent("away.sqlite").path
    #expect(rename(database.path, away) == 0)
    #expect(await f.eventually { !errors.isEmpty }, "the missing file is noticed")
    #expect(rename(away, database.path) == 0)
    #expect(await f.eventually { recoveries == 1 }, "the file back at its path is read again")
    try await queue.write { db in try TaskRecord(id: 2, title: "b", list: "x").insert(db) }
    #expect(await f.eventually { f.held == [["x/a", "x/b"]] }, "the app's own write is shown")
    #expect(errors.count == 1, "\(errors)")
    #expect(f.storage.isObserving)
    f.expectConsistent()
  }

  @Test func anErrorThatRepeatsIsReportedOnceUntilItClears() async throws {
    let database = try TaskDatabase()
    let writer = try database.connection()
    try await writer.write { db in try TaskRecord(id: 1, title: "a", list: "x").insert(db) }
    let f = TaskFixture(try database.connection())
    var errors: [String] = []
    var recoveries = 0
    f.storage.onError = { errors.append("\($0)") }
    f.storage.onRecovery = { recoveries += 1 }
    #expect(await f.eventually { f.held == [["x/a"]] })

    try await writer.write { db in try db.execute(sql: "DROP TABLE task") }
    #expect(await f.eventually { !errors.isEmpty })
    // Another connection's commits make every poll fetch again, and fail again.
    for i in 0..<10 {
      try await writer.write { db in
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS other (n); INSERT INTO other VALUES (\(i))")
      }
      try await Task.sleep(for: .milliseconds(30))
    }
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.contains("no such table: task") == true, "\(errors)")

    try await writer.write { db in
      try db.execute(sql: "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT)")
      try TaskRecord(id: 2, title: "b", list: "x").insert(db)
    }
    #expect(await f.eventually { f.held == [["x/b"]] })
    #expect(recoveries == 1)
    #expect(errors.count == 1)
  }
}
