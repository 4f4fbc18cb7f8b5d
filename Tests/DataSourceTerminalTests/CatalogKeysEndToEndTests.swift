import DataSourceTerminal
import Foundation
import Testing

/// The catalog's keys as a new user meets them, in tmux at a narrow and a wide size: typing on the
/// form, honest bottom bars, the `?` help, and wide characters.
@Suite(.serialized) struct CatalogKeysEndToEndTests {
  static let sizes = [(60, 15), (200, 50)]

  /// The bottom bar: the last line of the screen.
  func bottomBar(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }.map(String.init) ?? ""
  }

  @Test(arguments: sizes) func typingOnTheFormTypesEvenCommandLetters(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example form", width: width, height: height)
    var screen = try tmux.waitFor("Ctrl-C quit")
    #expect(screen.contains("First name") && !bottomBar(screen).contains("q quit"), "\(screen)")
    // Typed without Enter: letters that are commands elsewhere (b back, q quit) are text here.
    try tmux.type("Jacques")
    screen = try tmux.waitFor("First name: [Jacques")
    #expect(screen.contains("Editing First name"), "\(screen)")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Hello, Jacques")
    #expect(!screen.contains("Hello, Jacques "), "no trailing or double space:\n\(screen)")
    try tmux.send("Down")
    try tmux.type("bob")
    screen = try tmux.waitFor("Last name: [bob")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Hello, Jacques bob")
    // Emptying the first name hides the last-name row, and the greeting forgets the last name.
    try tmux.send("Up", "Enter")
    for _ in 0..<7 { try tmux.send("BSpace") }
    try tmux.send("Enter")
    screen = try tmux.waitFor("Type a first name")
    #expect(!screen.contains("Hello"), "\(screen)")
    screen = try tmux.waitUntil { !$0.contains("Last name") }  // once its deletion has animated
    // Off the fields, q quits again.
    try tmux.send("Down", "Down", "q")
    screen = try tmux.waitForExit()
    #expect(screen.contains("EXITED 0"), "\(screen)")
  }

  @Test(arguments: sizes) func wideCharactersKeepTheirColumns(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example form", width: width, height: height)
    _ = try tmux.waitFor("First name")
    try tmux.type("漢字テスト😀é")
    var screen = try tmux.waitFor("First name: [漢字テスト😀é")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Hello, 漢字テスト😀é")
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }  // the capture's final newline
    #expect(lines.count == height, "no line wrapped into the next:\n\(screen)")
    // The title bar is still the first line and the key help the last: nothing scrolled or wrapped.
    #expect(lines.first?.contains("DataSourceKit · Form") == true, "\(screen)")
    #expect(bottomBar(screen).contains("quit"), "\(screen)")
  }

  @Test(arguments: sizes) func theBottomBarKeepsTheWayOutAndTheMenuSaysItsKeys(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example swipe", width: width, height: height)
    var screen = try tmux.waitFor("FRUITS")
    #expect(bottomBar(screen).hasSuffix("Esc back · q quit"), "the way out is never cut:\n\(screen)")
    try tmux.send("m")
    screen = try tmux.waitFor("Enter do it")
    #expect(bottomBar(screen).contains("↑↓ choose") && bottomBar(screen).contains("Esc close"), "\(screen)")
    try tmux.send("Escape")
    screen = try tmux.waitUntil { !$0.contains("Enter do it") }
    #expect(bottomBar(screen).hasSuffix("q quit"), "\(screen)")
  }

  /// `?` says "Enter select" only where Enter selects: not on Groceries (Enter moves an item), and
  /// on an emptied Swipe to Delete the bar and help name only what acts (Enter or r puts the fruit
  /// back), not d, m, Space or g.
  @Test(arguments: sizes) func theHelpSaysWhatEnterDoes(width: Int, height: Int) throws {
    let groceries = try TmuxSession(arguments: "--example groceries", width: width, height: height)
    _ = try groceries.waitFor("Tomatoes")
    try groceries.send("?")
    var screen = try groceries.waitFor("Keys of Groceries")
    #expect(screen.contains("Enter move") && !screen.contains("Enter select"), "\(screen)")

    let swipe = try TmuxSession(arguments: "--example swipe", width: width, height: height)
    _ = try swipe.waitFor("Apple")
    for left in stride(from: 7, through: 0, by: -1) {
      try swipe.send("d")
      _ = try swipe.waitFor(left == 1 ? "1 fruit ·" : "\(left) fruits ·")
    }
    screen = try swipe.waitFor("No fruit left")
    let bar = bottomBar(screen)
    #expect(bar.contains("put them back") && !bar.contains("d delete") && !bar.contains("Space"), "\(bar)")
    try swipe.send("?")
    screen = try swipe.waitFor("Keys of Swipe to Delete")
    #expect(!screen.contains("Enter select") && !screen.contains("Space select several"), "\(screen)")
  }

  @Test(arguments: sizes) func theHelpListsEveryKeyAndTheSourceFile(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example grid", width: width, height: height)
    _ = try tmux.waitFor("emoji")
    try tmux.send("?")
    var screen = try tmux.waitFor("Keys of Emoji Grid")
    #expect(screen.contains("EmojiGridScreen.swift"), "\(screen)")
    #expect(screen.contains("grid:") && screen.contains("q or Ctrl-C quit"), "\(screen)")
    try tmux.send("x")
    screen = try tmux.waitUntil { !$0.contains("Keys of Emoji Grid") }
    #expect(!screen.contains("to the others"), "the key that closed the help did nothing else:\n\(screen)")
  }

  @Test(arguments: [(60, 10), (200, 50)]) func deletingAtTheEndScrollsBackAndEscLandsOnTheExample(
    width: Int, height: Int
  ) throws {
    let tmux = try TmuxSession(arguments: "--example swipe", width: width, height: height)
    _ = try tmux.waitFor("FRUITS")
    try tmux.send("End", "d", "d", "d")
    var screen = try tmux.waitFor("5 fruits")
    screen = try tmux.waitUntil { $0.contains("FRUITS") && !$0.contains("✗") }
    #expect(screen.contains("Apple"), "the rows above came back:\n\(screen)")
    try tmux.send("Escape")
    screen = try tmux.waitFor("14 examples")
    let cursorLine = screen.split(separator: "\n").first { $0.contains("›") } ?? ""
    #expect(cursorLine.contains("Swipe to Delete"), "Esc lands on the example it left:\n\(screen)")
  }

  @Test(arguments: sizes) func aRowWithoutActionsOpensNoMenu(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example persons", width: width, height: height)
    let cursorLine = { (screen: String) in screen.split(separator: "\n").first { $0.contains("›") } ?? "" }
    let before = cursorLine(try tmux.waitFor("A–L"))
    // Down after m: keys are read in order, so once the list's cursor has moved, m has been handled
    // (an open menu would have taken the Down).
    try tmux.send("m", "Down")
    let screen = try tmux.waitUntil { cursorLine($0) != before }
    #expect(cursorLine(screen) != before, "the list took the Down:\n\(screen)")
    #expect(!screen.contains("Enter do it") && !screen.contains("Actions"), "\(screen)")
  }

  @Test(arguments: sizes) func swipeToDeleteReordersSelectsAndResets(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example swipe", width: width, height: height)
    _ = try tmux.waitFor("FRUITS")
    try tmux.send("g", "Down", "Down")
    var screen = try tmux.waitFor("Enter or g drop")
    #expect(screen.contains("≡ Apple"), "the held row shows where it would land:\n\(screen)")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Moved Apple")
    // The first three fruit rows, by their last word.
    let order = screen.split(separator: "\n").compactMap { line -> String? in
      let word = String(line.split(separator: " ").last ?? "")
      return ["Apple", "Banana", "Cherry"].contains(word) && !line.contains("Moved") ? word : nil
    }
    #expect(order == ["Banana", "Cherry", "Apple"], "\(screen)")
    try tmux.send("Home", "Space", "Down", "Space")
    screen = try tmux.waitFor("2 selected")
    try tmux.send("d")
    screen = try tmux.waitFor("6 fruits")
    #expect(screen.contains("Deleted 2 selected"), "\(screen)")
    try tmux.send("r")
    screen = try tmux.waitFor("8 fruits")
    #expect(screen.contains("Reset"), "\(screen)")
  }

  @Test(arguments: sizes) func theFilterAnimatesTheListAsYouType(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example persons", width: width, height: height)
    var screen = try tmux.waitFor("people")
    let total = Int(screen.components(separatedBy: " people").first?.split(separator: " ").last ?? "") ?? -1
    try tmux.send("/")
    screen = try tmux.waitFor("Esc clear")
    try tmux.type("zz")
    screen = try tmux.waitFor("filter: zz")
    #expect(screen.contains(" 0 people"), "no name contains zz:\n\(screen)")
    try tmux.send("Escape")
    screen = try tmux.waitFor("\(total) people")
    #expect(!screen.contains("filter:"), "the filter is gone:\n\(screen)")
  }

  /// An idle catalog sleeps: it draws only when a key, a change or a resize comes (or once a second).
  @Test func anIdleCatalogCostsNextToNothing() throws {
    let marker = makeMarkerFile("idle")  // never opened: it only names the process
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let tmux = try TmuxSession(arguments: "--db \(marker)")
    _ = try tmux.waitFor("14 examples")
    Thread.sleep(forTimeInterval: 0.5)
    let pgrep = Process()
    pgrep.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
    pgrep.arguments = ["-f", "datasource-examples --db \(marker)"]
    let output = Pipe()
    pgrep.standardOutput = output
    try pgrep.run()
    pgrep.waitUntilExit()
    let pid = try #require(
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .split(separator: "\n").first.flatMap { Int($0) })
    func cpuTicks() throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
      return Int(fields[11])! + Int(fields[12])!
    }
    let before = try cpuTicks()
    Thread.sleep(forTimeInterval: 4)
    let used = try cpuTicks() - before
    // 4 s at 100 ticks a second: 10 ticks is 2.5% of a core (polling 30 times a second used about 6%).
    #expect(used <= 10, "\(used) ticks of CPU in 4 idle seconds")
  }

  @Test(arguments: sizes) func longInputScrollsAndKeepsTheCaret(width: Int, height: Int) throws {
    let tmux = try TmuxSession(arguments: "--example form", width: width, height: height)
    _ = try tmux.waitFor("First name")
    try tmux.type("Maximilian-Alexander-Wolfgang-Amadeus-漢字")
    var screen = try tmux.waitFor("漢字▏")
    #expect(screen.contains("…"), "the start scrolled out, marked:\n\(screen)")
    try tmux.send("Enter")
    screen = try tmux.waitFor("Hello")
    #expect(screen.contains("First name: [Maximilian-Alexander-Wo…]"), "the start shows when not editing:\n\(screen)")
  }

  @Test func diffNumbersLineUp() throws {
    let tmux = try TmuxSession(arguments: "--example diff")
    let screen = try tmux.waitFor("ten")
    let lines = screen.split(separator: "\n")
    let nine = lines.first { $0.hasSuffix(" nine") } ?? ""
    let ten = lines.first { $0.hasSuffix(" ten") } ?? ""
    // Where each word starts: the line's length less the word's.
    #expect(!nine.isEmpty && nine.count - 4 == ten.count - 3, "the words start in one column:\n\(screen)")
  }

  @Test(arguments: sizes) func cjkInTheDatabaseAndItsPathKeepTheColumns(width: Int, height: Int) throws {
    try withTemporaryFile("タスク.sqlite", directoryPrefix: "漢字") { path in
      try makeDemoFile(at: path)
      let tmux = try TmuxSession(arguments: "--example sqlite --db '\(path)'", width: width, height: height)
      _ = try tmux.waitFor("ERRANDS")
      try tmux.send("w")  // pause the writer
      try runSQLite(
        "INSERT INTO task (title, list, done) VALUES ('漢字テストのタスク😀 with a long tail of words', 'Errands', 0);",
        on: path)
      let screen = try tmux.waitFor("漢字テスト")
      var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      while lines.last?.isEmpty == true { lines.removeLast() }
      #expect(lines.count == height, "nothing wrapped:\n\(screen)")
      #expect(lines.first?.contains("Live SQLite List") == true, "\(screen)")
    }
  }

  /// The colour codes (SGR 30–37, 90–97) in the catalog's first full frame on the Random Persons
  /// screen, run under `script` so that it has a terminal and its raw output is kept. It reads until
  /// the bottom bar's `q quit` has been written (the last row of a frame), so a slow start under load
  /// cannot pass for a frame without colours. Then it quits with `q`; `timeout` only ends a run that
  /// never draws. `--foreground` keeps the catalog in the terminal's foreground process group: by
  /// default `timeout` moves its command to a group of its own, where entering raw mode stops the
  /// catalog with SIGTTOU before it draws. (Whether that happened depended on the shell `script`
  /// runs, which is pinned to `/bin/sh` so that every machine runs the same way.)
  func colourCodes(environment: String) throws -> [Int] {
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    script.arguments = [
      "-q", "-c", "\(environment) timeout --foreground 20 \(TmuxSession.binary) --example persons", "/dev/null",
    ]
    script.environment = ProcessInfo.processInfo.environment.merging(["SHELL": "/bin/sh"]) { $1 }
    let output = Pipe()
    script.standardOutput = output
    let input = Pipe()
    script.standardInput = input
    try script.run()
    var data = Data()
    while !String(decoding: data, as: UTF8.self).contains("q quit") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }  // the run ended
      data += chunk
    }
    let raw = String(decoding: data, as: UTF8.self)
    if raw.contains("q quit") {  // still running: quit, as a user would
      try input.fileHandleForWriting.write(contentsOf: Data("q".utf8))
    }
    _ = output.fileHandleForReading.readDataToEndOfFile()
    script.waitUntilExit()
    try #require(
      raw.contains("Random Persons") && raw.contains("q quit"), "a whole frame was drawn: \(raw.debugDescription)")
    var colours: [Int] = []
    for sequence in raw.split(separator: "\u{1B}[").dropFirst() {
      guard let end = sequence.firstIndex(of: "m") else { continue }
      colours += sequence[..<end].split(separator: ";").compactMap { Int($0) }.filter {
        (30...37).contains($0) || (90...97).contains($0)
      }
    }
    return colours
  }

  @Test func noColorTurnsTheColoursOff() throws {
    // (swift test may itself run with NO_COLOR set: the first run unsets it.)
    #expect(try !colourCodes(environment: "env -u NO_COLOR").isEmpty, "headers and the status line have colours")
    #expect(try colourCodes(environment: "env NO_COLOR=1").isEmpty, "NO_COLOR: bold, dim and reverse only")
  }
}
