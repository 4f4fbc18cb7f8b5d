import DataSourceTerminal
import Foundation
import Testing

/// The Live SQLite List's problems in tmux, at a narrow and a wide size: a file that is no database,
/// and a problem that goes once its cause does.
@Suite(.serialized) struct LiveSQLiteEndToEndTests {
  static let sizes = CatalogKeysEndToEndTests.sizes

  /// The bottom bar: the last line of the screen.
  func bottomBar(_ screen: String) -> String { CatalogKeysEndToEndTests().bottomBar(screen) }

  /// A file that cannot be opened says so, and no writer state is claimed for it.
  /// A file that is no database (a missing path no longer reaches the screen: `--db` refuses it).
  @Test(arguments: sizes) func aFileThatFailedToOpenHasNoWriter(width: Int, height: Int) throws {
    try withTemporaryFile("notes.sqlite") { path in
      try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)", width: width, height: height)
      var screen = try tmux.waitFor("not open")
      #expect(screen.contains("0 tasks · 0 updates · not open") && !screen.contains("writer paused"), "\(screen)")
      // No key of the screen acts on a file that is not open, so the bar and the help list none.
      let bar = bottomBar(screen)
      #expect(!bar.contains("Enter") && !bar.contains("d delete") && !bar.contains("w "), "\(bar)")
      try tmux.send("?")
      screen = try tmux.waitFor("Keys of Live SQLite")
      #expect(!screen.contains("this screen:") && !screen.contains("Enter"), "\(screen)")
    }
  }

  @Test(arguments: sizes) func aDatabaseProblemGoesWhenItsCauseDoes(width: Int, height: Int) throws {
    try withTemporaryFile("tasks.sqlite") { path in
      try makeDemoFile(at: path)
      let tmux = try TmuxSession(arguments: "--example sqlite --db \(path)", width: width, height: height)
      _ = try tmux.waitFor("ERRANDS")
      try tmux.send("w")
      _ = try tmux.waitFor("writer paused")
      try runSQLite("ALTER TABLE task RENAME TO gone;", on: path)
      var screen = try tmux.waitFor("⚠")
      #expect(screen.contains("tasks ·") && screen.contains("writer paused"), "the counts still show:\n\(screen)")
      #expect(screen.contains("tasks.sqlite · ⚠"), "the file shows before the problem, not pushed off:\n\(screen)")
      try runSQLite("ALTER TABLE gone RENAME TO task;", on: path)
      screen = try tmux.waitUntil { !$0.contains("⚠") }
      #expect(!screen.contains("⚠") && screen.contains("ERRANDS"), "the problem went with its cause:\n\(screen)")
    }
  }
}
