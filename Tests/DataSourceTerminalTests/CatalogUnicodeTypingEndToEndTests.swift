import DataSourceTerminal
import Foundation
import Testing

/// Every text field of the catalog, typed with characters of more than one scalar: a combining mark
/// (sent with its letter and on its own), a ZWJ family and a flag, then moved over and erased.
@Suite(.serialized) struct CatalogUnicodeTypingEndToEndTests {
  /// Each field: the example, the keys that start typing, and what the screen shows of typed "ok".
  static let fields: [(example: String, start: [String], shows: String)] = [
    ("form", [], "First name: [ok▏"),
    ("persons", ["/"], "filter: ok▏"),
    ("groceries", ["/"], "filter: ok▏"),
    ("settings", ["Enter"], "ok▏"),
  ]

  @Test(arguments: CatalogKeysEndToEndTests.sizes, [0, 1, 2, 3])
  func combiningMarksAndJoinedEmojiNeverTrapTheCaret(size: (Int, Int), field: Int) throws {
    let (example, start, shows) = Self.fields[field]
    let tmux = try TmuxSession(arguments: "--example \(example)", width: size.0, height: size.1)
    _ = try tmux.waitFor("quit")
    for key in start { try tmux.send(key) }
    try tmux.type("e\u{301}")
    try tmux.type("e")
    try tmux.type("\u{301}")
    try tmux.type("👨‍👩‍👧🇫🇷")
    try tmux.send("Left", "Left", "BSpace", "Right", "Right", "Right", "Right", "Right")
    for _ in 0..<6 { try tmux.send("BSpace") }
    try tmux.send("Left", "Right")
    try tmux.type("ok")
    let screen = try tmux.waitFor(shows)
    #expect(screen.contains(shows), "\(example) at \(size):\n\(screen)")
    #expect(!screen.contains("EXITED"), "the catalog is still running:\n\(screen)")
  }
}
