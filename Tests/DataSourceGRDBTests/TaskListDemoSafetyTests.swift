import DataSourceExamples
import DataSourceTestSupport
import Foundation
import GRDB
import Testing

/// `--db PATH` on a user's own file: the demo changes only files it created.
@Suite struct TaskListDemoSafetyTests {
  func temporaryPath() throws -> (directory: TemporaryDirectory, path: String) {
    let directory = try TemporaryDirectory(prefix: "safety")
    return (directory, directory.path("file.sqlite"))
  }

  @Test func aNewFileIsTheDemosAndStaysSoWhenOpenedAgain() throws {
    let (directory, path) = try temporaryPath()
    defer { withExtendedLifetime(directory) {} }
    let first = try TaskListDemo(path: path)
    #expect(first.createdTheFile)
    let again = try TaskListDemo(path: path)
    #expect(again.createdTheFile, "the application id marks it as the demo's")
    let count = try again.reader.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM task") }
    #expect(count == 5, "seeded once")
  }

  @Test func someoneElsesTaskTableIsNeitherSeededNorWrittenByTheSampleWriter() async throws {
    let (directory, path) = try temporaryPath()
    defer { withExtendedLifetime(directory) {} }
    let own = try DatabaseQueue(path: path)
    try await own.write { db in
      try db.execute(
        sql:
          "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL)")
    }
    try own.close()
    let demo = try TaskListDemo(path: path)
    #expect(!demo.createdTheFile)
    let (count, stamp) = try await demo.reader.read { db in
      (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task"), try Int32.fetchOne(db, sql: "PRAGMA application_id"))
    }
    #expect(count == 0, "no sample rows were added")
    #expect(stamp == 0, "the file was not stamped")
    #expect(!demo.isWritable)
    #expect(!demo.startWriter(), "the sample writer does not start")
    await #expect(throws: TaskListDemo.ReadOnlyFile.self) {
      try await demo.write { db in try db.execute(sql: "DELETE FROM task") }
    }
    #expect(
      !FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm"),
      "opened read-only: no journal-mode switch, no sidecar files")
  }

  @Test func aFileWithoutTheTableIsLeftUntouched() throws {
    let (directory, path) = try temporaryPath()
    defer { withExtendedLifetime(directory) {} }
    let own = try DatabaseQueue(path: path)
    try own.write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
    try own.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: TaskListDemo.MissingTable.self) { try TaskListDemo(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not one byte changed")
  }
}
