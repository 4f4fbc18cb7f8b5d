import DataSourceExamples
import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTestSupport
import Foundation
import GRDB
import Testing

/// `--db PATH` on someone else's file: the list follows what another process (the `sqlite3`
/// command) commits, while the demo writes nothing, in every journal mode and whether or not that
/// process keeps the file open.
@MainActor
@Suite(.serialized) struct TaskListDemoFollowingTests {
  static let table =
    "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL);"

  /// The titles shown once they equal `expected`, or when 20 s have passed.
  func titles(of storage: DatabaseStorage<DemoTask, String>, becoming expected: [String]) async throws -> [String] {
    let deadline = ContinuousClock.now + .seconds(20)
    var shown: [String] = []
    repeat {
      try await Task.sleep(for: .milliseconds(20))
      await storage.waitUntilPublished()
      shown = storage.sections.flatMap(\.items).map(\.title).sorted()
    } while shown != expected && ContinuousClock.now < deadline
    return shown
  }

  func follow(journalMode: String) async throws {
    let directory = try TemporaryDirectory(prefix: "follow")
    defer { withExtendedLifetime(directory) {} }
    let path = directory.path("theirs.sqlite")
    try runSQLiteCommand(
      "PRAGMA journal_mode=\(journalMode); \(Self.table) INSERT INTO task VALUES (1, 'first', 'Home', 0);", on: path)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "sqlite3 closed the file")

    let demo = try TaskListDemo(path: path)
    #expect(!demo.isWritable)
    let storage = demo.makeStorage(pollInterval: .milliseconds(20))
    #expect(try await titles(of: storage, becoming: ["first"]) == ["first"])

    // Another process commits and closes, twice.
    try runSQLiteCommand("INSERT INTO task VALUES (2, 'second', 'Work', 0);", on: path)
    #expect(try await titles(of: storage, becoming: ["first", "second"]) == ["first", "second"])
    try runSQLiteCommand("UPDATE task SET title = 'renamed' WHERE id = 1;", on: path)
    #expect(try await titles(of: storage, becoming: ["renamed", "second"]) == ["renamed", "second"])
    // Between reads the storage holds no connection: once it stops, the next program to open and
    // close the file removes any log left by a close that overlapped a read.
    storage.cancel()
    try runSQLiteCommand("SELECT COUNT(*) FROM task;", on: path)
    #expect(
      !FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm"),
      "nothing of the demo kept sqlite3 from removing its log when it closed")
    withExtendedLifetime(demo) {}
  }

  @Test func aWALFileFollowsAnotherProcesssCommits() async throws {
    try await follow(journalMode: "wal")
  }

  @Test func aRollbackJournalFileFollowsAnotherProcesssCommits() async throws {
    try await follow(journalMode: "delete")
  }
}
