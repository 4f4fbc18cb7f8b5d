import DataSourceTestSupport
import Foundation
import Testing

/// Random keys and resizes on the catalog's screens, in tmux: after every step, what is on the
/// screen (drawn row by row, only where it changed) equals a full redraw of the same state (Ctrl-L),
/// so no stale cell can remain.
@Suite(.serialized) struct RedrawPropertyEndToEndTests {
  /// Keys that stay on a screen whose frames are steady once its animations end.
  /// (No Enter: on the catalog it would open the examples whose lists change by themselves.)
  static let keys = [
    "Down", "Up", "PgDn", "PgUp", "Home", "End", "Right", "Left", "m", "Escape", "d", "r", "s", "a", "x", "g", "e", "c",
    "?", "Space",
  ]
  static let examples = ["persons", "swipe", "grid", "files", "expand", "diff"]

  @Test func everyFrameEqualsAFullRedraw() throws {
    var rng = SplitMix64(seed: UInt64(Date().timeIntervalSince1970))
    let seed = rng.next()
    rng = SplitMix64(seed: seed)
    for example in Self.examples.shuffled(using: &rng).prefix(3) {
      let tmux = try TmuxSession(arguments: "--example \(example)", width: 80, height: 20)
      _ = try tmux.waitFor("Esc back")
      for step in 0..<6 {
        if rng.chance(0.3) {
          let width = Int.random(in: 30...160, using: &rng)
          let height = Int.random(in: 8...45, using: &rng)
          try tmux.tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
        } else {
          try tmux.send(Self.keys.randomElement(using: &rng)!)
        }
        // Let the animations end (0.7 s, or later on a loaded machine), then compare the screen with
        // a redraw from scratch.
        Thread.sleep(forTimeInterval: 0.9)
        let incremental = try tmux.settledScreen()
        // Blank the pane's screen (tmux resets its own terminal, the program sees nothing), so that
        // what shows after Ctrl-L can only be the program's full redraw, never the frame before it.
        try tmux.tmux(["send-keys", "-R"])
        _ = try tmux.waitUntil { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        try tmux.send("C-l")
        _ = try tmux.waitUntil { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        let full = try tmux.settledScreen()
        #expect(incremental == full, "seed \(seed), \(example), step \(step):\n\(incremental)\n---\n\(full)")
        if incremental.contains("EXITED") { break }
      }
    }
  }
}
