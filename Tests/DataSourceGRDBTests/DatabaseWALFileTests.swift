import DataSourceGRDBLocal
import DataSourceKit
import Foundation
import GRDB
import Testing

/// DatabaseStorage over a database in WAL mode (a `DatabasePool`) whose file is replaced by a rename
/// while the pool still has the old file's write-ahead log open.
@MainActor
@Suite struct DatabaseWALFileTests {
  @Test func aRenameOverAnOpenLogIsReportedNotShownWrong() async throws {
    let database = try TaskDatabase()
    let pool = try database.pool()
    try await pool.write { db in try TaskRecord(id: 1, title: "before", list: "x").insert(db) }
    let f = TaskFixture(pool)
    var errors: [DatabaseStorageError] = []
    f.storage.onError = { if let e = $0 as? DatabaseStorageError { errors.append(e) } }
    #expect(await f.eventually { f.held == [["x/before"]] })
    #expect(FileManager.default.fileExists(atPath: database.path + "-wal"))

    let replacement = database.directory.appendingPathComponent("restored.sqlite").path
    try TaskDatabase.makeDatabase(at: replacement, [(2, "after", "z")])
    #expect(rename(replacement, database.path) == 0)
    #expect(await f.eventually { !errors.isEmpty })
    try await Task.sleep(for: .milliseconds(200))  // about ten polls
    #expect(errors == [.fileReplacedUnderOpenLog(path: database.path)])
    #expect(f.held == [["x/before"]], "what was shown stays")
    f.expectConsistent()

    // SQLite leaves the old log there even after the old file's last connection closes (the first
    // connection to open the new file would then copy the old pages into it). An app restoring a
    // database removes it; then the new file is followed.
    try pool.close()
    try await Task.sleep(for: .milliseconds(100))
    #expect(f.held == [["x/before"]], "the log is still there: nothing is read from the new file")
    #expect(FileManager.default.fileExists(atPath: database.path + "-wal"))
    try FileManager.default.removeItem(atPath: database.path + "-wal")
    try FileManager.default.removeItem(atPath: database.path + "-shm")
    #expect(await f.eventually { f.held == [["z/after"]] })
    #expect(f.storage.lastError == nil)
    f.expectConsistent()
  }
}
