import Foundation
import Testing

@testable import DataSourceExamples

#if canImport(Glibc)
  import Glibc
#endif

/// The real `datasource-examples`, driven in tmux: what a person would see.
@Suite(.serialized) struct ExamplesEndToEndTests {
  @Test func theCatalogOpensTheFormAndGoesBack() throws {
    let tmux = try TmuxSession()
    var screen = try tmux.waitFor("Live SQLite List")
    for title in [
      "Random Persons", "Form", "Lazy Rows", "Diff & Update", "Swipe to Delete", "Expandable Cell", "Sorted Feed",
    ] {
      #expect(screen.contains(title), "\(title) missing:\n\(screen)")
    }
    try tmux.send("Down", "Enter")
    screen = try tmux.waitFor("First name")
    #expect(!screen.contains("Last name"), "the last-name row is hidden while the first name is empty:\n\(screen)")
    try tmux.send("Enter")
    try tmux.type("Ann")
    screen = try tmux.waitFor("Last name")
    #expect(screen.contains("First name: [Ann"), "\(screen)")
    try tmux.send("Enter", "Down", "Down", "Enter")
    screen = try tmux.waitFor("ADDITIONAL FIELDS")
    #expect(screen.contains("Email") && screen.contains("(●) on"), "\(screen)")
    try tmux.send("Escape")
    screen = try tmux.waitFor("16 examples")
    #expect(screen.contains("Random Persons"), "\(screen)")
    try tmux.send("q")
    screen = try tmux.waitForExit()
    #expect(screen.contains("EXITED 0"), "\(screen)")
    #expect(
      screen.contains("icanon") && !screen.contains("-icanon") && !screen.contains("-echo"),
      "raw mode is undone:\n\(screen)")
  }

  @Test func randomPersonsRefreshesAndLazyRowsMakesOnlyWhatIsDrawn() throws {
    let tmux = try TmuxSession(height: 24)
    try tmux.waitFor("16 examples")
    try tmux.send("Enter")
    var screen = try tmux.waitFor("A–L")
    #expect(screen.contains("M–Z") && screen.contains("refreshed 0 times"), "\(screen)")
    try tmux.send("r", "r")
    screen = try tmux.waitFor("refreshed 2 times")
    #expect(screen.contains("refreshed 2 times"), "\(screen)")
    try tmux.send("Escape", "Down", "Down", "Enter")
    // The status line can be captured before the first frame's count is final: wait for the count.
    screen = try tmux.waitFor("rows created: 20 of 1,000")
    #expect(screen.contains("Row #1"), "\(screen)")
    try tmux.send("End")
    screen = try tmux.waitFor("Row #1000")
    let created = screen.components(separatedBy: "rows created: ").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? -1
    #expect(created > 0 && created <= 60, "only the rows drawn are made: \(created)\n\(screen)")
  }

  @Test func swipeToDeleteDeletesAndShowsTheActionMenu() throws {
    let tmux = try TmuxSession(arguments: "--example swipe")
    var screen = try tmux.waitFor("Apple")
    try tmux.send("d")
    screen = try tmux.waitFor("Deleted Apple")
    let appleRows = { (text: String) in
      text.split(separator: "\n").filter { $0.contains("Apple") && !$0.contains("Deleted") }
    }
    screen = try tmux.waitUntil { appleRows($0).isEmpty }
    #expect(appleRows(screen).isEmpty && screen.contains("7 fruits"), "the struck-through row goes away:\n\(screen)")
    try tmux.send("m")
    screen = try tmux.waitFor("Delete Banana")
    #expect(screen.contains("Favorite") && screen.contains("Duplicate"), "\(screen)")
    try tmux.send("Down", "Enter")
    screen = try tmux.waitFor("Favorited Banana")
    #expect(screen.contains("Banana  ★"), "\(screen)")
    // The context menu's submenu shows its entries under its title; a disabled one does nothing.
    try tmux.send("m")
    screen = try tmux.waitFor("Share › Copy Name")
    #expect(screen.contains("Share › Print"), "\(screen)")
    try tmux.send("Down", "Down", "Down", "Enter")  // Delete, Unfavorite, Duplicate, then Share › Copy Name
    screen = try tmux.waitFor("Copied Banana")
    try tmux.send("Escape")
    try tmux.waitFor("16 examples")
  }

  /// Deleting every fruit shows the list's empty state, and its action (Enter) puts them back.
  @Test func anEmptyListShowsItsEmptyStateAndItsAction() throws {
    let tmux = try TmuxSession(arguments: "--example swipe")
    _ = try tmux.waitFor("Apple")
    for left in stride(from: 7, through: 0, by: -1) {
      try tmux.send("d")
      let screen = try tmux.waitFor(left == 1 ? "1 fruit ·" : "\(left) fruits ·")
      #expect(!screen.contains("1 fruits"), "one fruit, not one fruits")
    }
    var screen = try tmux.waitFor("No fruit left")
    #expect(screen.contains("Every fruit was deleted.") && screen.contains("[ Put them back ]"), "\(screen)")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Put every fruit back")
    screen = try tmux.waitUntil { $0.contains("Kiwi") && !$0.contains("No fruit left") }
    #expect(screen.contains("Apple") && !screen.contains("No fruit left"), "\(screen)")
  }

  @Test func expandableDiffAndSortedFeed() throws {
    let tmux = try TmuxSession(arguments: "--example expand")
    var screen = try tmux.waitFor("What is DataSourceKit?")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Describe sections and cells once")
    #expect(screen.contains("1 of 4 open"), "\(screen)")
    try tmux.send("Escape", "Home", "Down", "Down", "Down", "Enter")
    screen = try tmux.waitFor("Numbers".uppercased())
    try tmux.send("l")
    screen = try tmux.waitFor("ZAHLEN")
    #expect(screen.contains("1  eins") && screen.contains("Deutsch"), "\(screen)")
    try tmux.send("Escape", "Down", "Down", "Down", "Down", "Down", "Enter")
    screen = try tmux.waitFor("posts in")
    let updates = { (text: String) -> Int in
      // The status line: "N posts in S sections · U updates · live · by score".
      let status = text.split(separator: "\n").first { $0.contains("posts in") }.map(String.init) ?? ""
      return status.components(separatedBy: " update").first.flatMap { Int($0.split(separator: " ").last ?? "") } ?? -1
    }
    let first = updates(screen)
    screen = try tmux.waitUntil { updates($0) > first + 2 }
    #expect(updates(screen) > first + 2, "the feed keeps changing:\n\(screen)")
  }

  @Test func theFileTreeOpensAndClosesFolders() throws {
    let tmux = try TmuxSession(arguments: "--example files")
    var screen = try tmux.waitFor("DataSourceDiff/")
    #expect(screen.contains("▾ Sources/") && screen.contains("▸ Tests/"), "Sources starts open:\n\(screen)")
    #expect(!screen.contains("SectionedChangeset.swift"), "\(screen)")
    // The folders are this package's, read from disk, folders first and by name: the cursor starts
    // on Sources, which is open; Down past DataSourceCore and DataSourceCoreData to DataSourceDiff,
    // → opens it, indented under Sources.
    try tmux.send("Down", "Down", "Down", "Right")
    screen = try tmux.waitFor("SectionedChangeset.swift")
    let line = screen.split(separator: "\n").first { $0.contains("SectionedChangeset.swift") } ?? ""
    let folderLine = screen.split(separator: "\n").first { $0.contains("DataSourceDiff/") } ?? ""
    #expect(
      line.prefix { $0 != "S" }.count > folderLine.prefix { $0 != "▾" }.count,
      "a file is indented under its folder:\n\(screen)")
    // ← twice: close DataSourceDiff, then go up to Sources; Enter closes Sources.
    try tmux.send("Left", "Left", "Enter")
    screen = try tmux.waitUntil { $0.contains("▸ Sources/") && !$0.contains("DataSourceDiff/") }
    #expect(screen.contains("0 open"), "\(screen)")
    try tmux.send("e")
    screen = try tmux.waitFor("DiffPropertyTests.swift")
    #expect(screen.contains("open"), "\(screen)")
  }

  @Test func theEmojiGridMovesInTwoDimensionsAndAnimates() throws {
    let tmux = try TmuxSession(arguments: "--example grid")
    var screen = try tmux.waitFor("24 emoji")
    let columns = Int(screen.components(separatedBy: " columns").first?.split(separator: " ").last ?? "") ?? 0
    #expect(columns >= 2, "\(screen)")
    #expect(screen.contains("›😀 grin") && screen.contains(" 😂 joy"), "items side by side:\n\(screen)")
    try tmux.send("Down")
    screen = try tmux.waitUntil { !$0.contains("›😀") }
    let cursorLine = screen.split(separator: "\n").first { $0.contains("›") } ?? ""
    #expect(!cursorLine.contains("grin"), "Down moved to the next grid line:\n\(screen)")
    let moving = cursorLine.split(separator: "›").last.map { String($0.prefix(8)) } ?? "?"
    try tmux.send("x")
    screen = try tmux.waitFor("to the others")
    let lines = screen.split(separator: "\n")
    let animals = lines.firstIndex { $0.contains("ANIMALS") } ?? lines.count
    #expect(
      lines[animals...].contains { $0.contains("›" + moving) },
      "\(moving) moved to the other section with the cursor:\n\(screen)")
    try tmux.send("s")
    screen = try tmux.waitFor("shuffled")
    #expect(screen.contains("↕"), "moves are marked:\n\(screen)")
    try tmux.send("d")
    screen = try tmux.waitFor("23 emoji")
    #expect(screen.contains("✗"), "the deleted emoji stays a moment, struck out:\n\(screen)")
    try tmux.send("a")
    screen = try tmux.waitFor("24 emoji")
    #expect(screen.contains("+"), "the added emoji is marked:\n\(screen)")
  }

  @Test func theLiveSQLiteListFollowsTheFile() throws {
    try withTemporaryFile("tasks.sqlite") { path in
      try makeDemoFile(at: path)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)")
      var screen = try tmux.waitFor("ERRANDS")
      // The status names the file; the directory is the user's own --db argument.
      #expect(screen.contains("tasks ·") && screen.contains("· tasks.sqlite"), "\(screen)")
      try tmux.waitFor("writer on")  // the demo created this file, so its writer runs
      try tmux.send("w")  // pause the writer, then change the file from outside
      try tmux.waitFor("writer paused")
      try runSQLite("INSERT INTO task (title, list, done) VALUES ('written by sqlite3', 'Outside', 0);", on: path)
      screen = try tmux.waitFor("written by sqlite3")
      #expect(screen.contains("OUTSIDE"), "\(screen)")
    }
  }

  /// Files the demo did not create: one with a `task` table, one without, and a `task` file made
  /// read-only (`chmod 444`). Each opens; Enter, `d` and `w` change nothing and say why; not one
  /// byte, size or modification time changes, and no `-wal` or `-shm` file appears.
  @Test(arguments: ["task table", "no task table", "chmod 444"], [60, 200])
  func aForeignDatabaseIsNeverChanged(_ kind: String, width: Int) throws {
    try withTemporaryFile("mine.sqlite") { path in
      if kind == "no task table" {
        try runSQLite("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');", on: path)
      } else {
        try runSQLite(
          """
          CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT NOT NULL, done BOOLEAN NOT NULL);
          INSERT INTO task VALUES (1, 'keep me', 'Mine', 0);
          """, on: path)
      }
      if kind == "chmod 444" { #expect(chmod(path, 0o444) == 0) }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
      let tmux = try TmuxSession(
        arguments: "--example sqlite --db \(path)", width: width, height: width == 60 ? 15 : 50)
      if kind == "no task table" {
        let screen = try tmux.waitFor("· read-only ·")
        #expect(screen.contains("⚠ no task"), "the reason, cut or not:\n\(screen)")
      } else {
        var screen = try tmux.waitFor("keep me")
        #expect(screen.contains("read-only"), "the status says so:\n\(screen)")
        try tmux.send("Enter")
        screen = try tmux.waitFor("· ⚠ r")  // "⚠ read-only: … nothing is changed", cut at 60 columns
        #expect(screen.contains("[ ] keep me"), "not marked done:\n\(screen)")
      }
      // Keys are handled in order, and q ends the process: once it has exited, any write it would
      // make is made.
      try tmux.send("w", "Enter", "d", "q")
      let end = try tmux.waitForExit()
      #expect(end.contains("EXITED 0"), "\(end)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file is unchanged")
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
      #expect(
        !FileManager.default.fileExists(atPath: path + "-wal")
          && !FileManager.default.fileExists(atPath: path + "-shm"),
        "no sidecar files")
    }
  }

  @Test func ctrlCAndACrashRestoreTheTerminal() throws {
    let interrupted = try TmuxSession()
    try interrupted.waitFor("16 examples")
    try interrupted.send("C-c")
    var screen = try interrupted.waitForExit()
    #expect(screen.contains("EXITED 0") && !screen.contains("-icanon"), "\(screen)")

    let crashing = try TmuxSession(environment: ["DATASOURCE_EXAMPLES_CRASH_KEY": "X"])
    try crashing.waitFor("16 examples")
    try crashing.send("X")
    screen = try crashing.waitForExit()
    #expect(!screen.contains("EXITED 0"), "the crash ends the process with a failure:\n\(screen)")
    #expect(screen.contains("icanon") && !screen.contains("-icanon") && !screen.contains("-echo"), "\(screen)")
    #expect(!screen.contains("16 examples"), "the alternate screen is gone:\n\(screen)")
  }

  @Test func followsAResize() throws {
    let tmux = try TmuxSession(width: 100, height: 30)
    try tmux.waitFor("16 examples")
    try tmux.tmux(["resize-window", "-x", "60", "-y", "12"])
    let screen = try tmux.waitUntil {
      $0.split(separator: "\n", omittingEmptySubsequences: false).prefix(12).last?.contains("q quit") == true
        || $0.split(separator: "\n").count <= 12 && $0.contains("16 examples")
    }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(12).contains { $0.contains("16 examples") },
      "the status line moves up with the new height:\n\(screen)")
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(screen)")
  }

  @MainActor @Test func withoutATerminalItExplainsAndExits() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = Pipe()
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(message.contains("not a terminal"), "\(message)")

    let help = Process()
    help.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    help.arguments = ["--help"]
    let helpOutput = Pipe()
    help.standardOutput = helpOutput
    try help.run()
    help.waitUntilExit()
    let text = String(decoding: helpOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(help.terminationStatus == 0)
    // Every id whole, followed by a space before its title: never cut, never run into the title.
    for entry in CatalogScreen.entries {
      #expect(text.contains("  \(entry.id) ") && !text.contains("\(entry.id)\(entry.title)"), "\(entry.id)")
    }
    #expect(text.contains("--db PATH") && text.contains("q       quit"), "\(text)")
  }

  /// Closing the terminal (SIGHUP) ends the program and restores the terminal, even while the
  /// program is busy drawing.
  @Test func aHangupEndsTheProgram() throws {
    let marker = makeMarkerFile("hangup")
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let tmux = try TmuxSession(arguments: "--example sorted --db \(marker)")
    try tmux.waitFor("posts in")
    let pids = try TmuxSession.pidsOfCommands(containing: marker)
    #expect(pids.count == 1)
    for pid in pids { kill(pid, SIGHUP) }
    let screen = try tmux.waitForExit()
    #expect(screen.contains("EXITED 129"), "ended by SIGHUP:\n\(screen)")
    #expect(screen.contains("icanon") && !screen.contains("-icanon") && !screen.contains("-echo"), "\(screen)")
    #expect(try TmuxSession.pidsOfCommands(containing: marker).isEmpty)
  }

}
