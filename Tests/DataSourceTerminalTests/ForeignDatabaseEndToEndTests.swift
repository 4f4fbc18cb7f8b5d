import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--db` on files the demo did not make, in the real catalog: WAL files, a read-only folder, a locked
/// file and a missing path. The catalog never changes, creates or leaves a file beside the user's.
@Suite(.serialized) struct ForeignDatabaseEndToEndTests {
  /// Makes a WAL-mode file with a `task` table (or another table) at `path`, through `sqlite3`, which
  /// checkpoints and removes its log when it closes.
  func makeWALFile(at path: String, taskTable: Bool = true) throws {
    let table =
      taskTable
      ? "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL); INSERT INTO task VALUES (1, 'keep me', 'Mine', 0);"
      : "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');"
    try runSQLite("PRAGMA journal_mode = WAL; " + table, on: path)
  }

  /// What must not change: the file's bytes and modification time, and no file appears beside it.
  func fingerprint(_ path: String) throws -> (Data, Date?, [String]) {
    let directory = (path as NSString).deletingLastPathComponent
    return (
      try Data(contentsOf: URL(fileURLWithPath: path)),
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date,
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    )
  }

  func expectUnchanged(_ path: String, since before: (Data, Date?, [String])) throws {
    let after = try fingerprint(path)
    #expect(after.0 == before.0, "the file's bytes are unchanged")
    #expect(after.1 == before.1, "its modification time too")
    #expect(after.2 == before.2, "no file appeared beside it: \(after.2)")
  }

  @Test(arguments: [true, false]) func aWALFileIsReadWithoutASidecar(taskTable: Bool) throws {
    try withTemporaryFile("wal.sqlite") { path in
      try makeWALFile(at: path, taskTable: taskTable)
      let before = try fingerprint(path)
      #expect(before.2 == ["wal.sqlite"], "sqlite3 left no log: \(before.2)")
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      let screen = try tmux.waitFor(taskTable ? "keep me" : "⚠ no task")
      #expect(screen.contains("read-only"), "\(screen)")
      try tmux.send("Enter", "d", "w", "q")
      #expect(try tmux.waitForExit().contains("EXITED 0"))
      try expectUnchanged(path, since: before)
    }
  }

  /// A read-only bind mount stands for a folder the user may not write (root writes any folder).
  static let canMountReadOnly: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/mount") else { return false }
    return true
  }()

  func run(_ command: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(.enabled(if: canMountReadOnly, "needs root to bind-mount a read-only folder"))
  func aWALFileInAReadOnlyFolderOpens() throws {
    try withTemporaryFile("wal.sqlite") { path in
      try makeWALFile(at: path)
      let folder = (path as NSString).deletingLastPathComponent
      let mount = folder + "-readonly"
      try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: false)
      defer {
        _ = try? run("/usr/bin/umount", [mount])
        try? FileManager.default.removeItem(atPath: mount)
      }
      #expect(try run("/usr/bin/mount", ["--bind", folder, mount]) == 0)
      #expect(try run("/usr/bin/mount", ["-o", "remount,bind,ro", mount]) == 0)
      let readOnlyPath = mount + "/wal.sqlite"
      #expect(!FileManager.default.createFile(atPath: mount + "/probe", contents: nil), "the folder is read-only")
      let before = try fingerprint(readOnlyPath)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(readOnlyPath)")
      let screen = try tmux.waitFor("keep me")
      #expect(screen.contains("keep me") && !screen.contains("cannot open"), "\(screen)")
      try tmux.send("q")
      #expect(try tmux.waitForExit().contains("EXITED 0"))
      try expectUnchanged(readOnlyPath, since: before)
    }
  }

  /// Another program holds `BEGIN EXCLUSIVE` on a rollback-journal file (it writes nothing, so no
  /// journal is made) until it is terminated, which releases the lock.
  func holdExclusiveLock(on path: String) throws -> Process {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(600)",
      path,
    ]
    process.standardOutput = output
    try process.run()
    // Wait until the lock is held.
    _ = output.fileHandleForReading.availableData
    return process
  }

  func release(_ holder: Process) {
    kill(holder.processIdentifier, SIGKILL)
    let deadline = Date().addingTimeInterval(10)
    while holder.isRunning, Date() < deadline { usleep(20_000) }
  }

  func makeRollbackFile(at path: String) throws {
    try runSQLite(
      "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL); INSERT INTO task VALUES (1, 'keep me', 'Mine', 0);",
      on: path)
  }

  @Test func aLockedFileSaysSoAtOnceAndOpensWhenTheLockClears() throws {
    try withTemporaryFile("locked.sqlite") { path in
      try makeRollbackFile(at: path)
      let holder = try holdExclusiveLock(on: path)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      var screen = try tmux.waitFor("locked by another", timeout: 3)
      #expect(screen.contains("locked by another"), "said at once, no freeze:\n\(screen)")
      // The list shows a loading state, its spinner turning, while it waits.
      screen = try tmux.waitFor("Waiting for the lock to clear", timeout: 3)
      let spinner = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
      let frame = { (screen: String) in screen.split(separator: "\n").first { $0.contains("Waiting for the lock") } }
      let firstSpinner = frame(screen)?.first { spinner.contains($0) }
      #expect(firstSpinner != nil, "a spinner before the message:\n\(screen)")
      screen = try tmux.waitUntil(timeout: 3) { frame($0)?.first { spinner.contains($0) } != firstSpinner }
      #expect(frame(screen)?.first { spinner.contains($0) } != firstSpinner, "it turns:\n\(screen)")
      // The screen answers keys meanwhile.
      try tmux.send("?")
      screen = try tmux.waitFor("Keys of Live SQLite List", timeout: 3)
      #expect(screen.contains("Keys of Live SQLite List"), "\(screen)")
      try tmux.send("Escape")
      _ = try tmux.waitUntil(timeout: 3) { !$0.contains("Keys of Live SQLite List") }
      release(holder)
      screen = try tmux.waitFor("keep me")
      #expect(screen.contains("keep me") && !screen.contains("locked by another"), "opened by itself:\n\(screen)")
      try tmux.send("q")
      #expect(try tmux.waitForExit().contains("EXITED 0"))
    }
  }

  @Test func ctrlCQuitsWhileTheFileIsLocked() throws {
    try withTemporaryFile("locked.sqlite") { path in
      try makeRollbackFile(at: path)
      let holder = try holdExclusiveLock(on: path)
      defer { release(holder) }
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      _ = try tmux.waitFor("locked by another", timeout: 3)
      try tmux.send("C-c")
      let screen = try tmux.waitForExit(timeout: 3)
      #expect(screen.contains("EXITED"), "\(screen)")
    }
  }

  @Test func aMissingPathIsAnErrorAndCreatesNothing() throws {
    try withTemporaryFile("typo.sqlite") { path in
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      let screen = try tmux.waitForExit()
      #expect(screen.contains("no file at \(path)") && screen.contains("EXITED 2"), "\(screen)")
      #expect(!FileManager.default.fileExists(atPath: path), "no database was created")
    }
  }

  @Test func aFolderIsRefusedAtStart() throws {
    try withTemporaryFile("folder.sqlite") { path in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      let screen = try tmux.waitForExit()
      #expect(screen.contains("is a folder") && screen.contains("EXITED 2"), "\(screen)")
    }
  }

  /// Another shell's `sqlite3` writes the file while the catalog shows it: each commit shows,
  /// whether `sqlite3` closed the file in between or not, and the catalog leaves nothing behind.
  @Test(arguments: [60, 80, 200]) func anotherProgramsCommitsShow(width: Int) throws {
    try withTemporaryFile("theirs.sqlite") { path in
      try makeWALFile(at: path)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)", width: width, height: 20)
      var screen = try tmux.waitFor("keep me")
      #expect(screen.contains("read-only"), "\(screen)")
      try runSQLite("INSERT INTO task VALUES (2, 'from another shell', 'Mine', 0);", on: path)
      screen = try tmux.waitFor("from another shell")
      try runSQLite("UPDATE task SET title = 'renamed there' WHERE id = 1;", on: path)
      screen = try tmux.waitFor("renamed there")
      #expect(!screen.contains("keep me"), "\(screen)")
      try tmux.send("q")
      #expect(try tmux.waitForExit().contains("EXITED 0"))
      // A sqlite3 that closed while the catalog was reading leaves its log; the next one to close,
      // with the catalog gone, removes it: the catalog left nothing of its own.
      try runSQLite("SELECT COUNT(*) FROM task;", on: path)
      let beside = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
      #expect(beside == ["theirs.sqlite"], "\(beside)")
    }
  }

  /// Why a file did not open shows at every width, in the list, not only at the end of the status.
  @Test(arguments: [60, 80, 200]) func whyAFileDidNotOpenShowsAtEveryWidth(width: Int) throws {
    try withTemporaryFile("notes.sqlite") { path in
      try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)", width: width, height: 15)
      let screen = try tmux.waitFor("not open")
      #expect(screen.contains("Cannot open notes.sqlite"), "\(screen)")
      #expect(screen.contains("file is not a database (SQLite error 26)"), "\(screen)")
    }
  }
}
