import Foundation
import Testing

/// How the catalog leaves the terminal: its file status flags as they were after a signal, and an end
/// of its own when the terminal closes without a SIGHUP reaching it.
@Suite(.serialized) struct TerminalExitEndToEndTests {
  /// After SIGTERM, the shell's next command finds standard output blocking again (the handler
  /// made it non-blocking to never hang, and left it so: `seq` then failed with EAGAIN).
  @Test(arguments: [(40, 12), (160, 50)])
  func aSignalLeavesTheOutputBlocking(width: Int, height: Int) throws {
    let marker = makeMarkerFile("flags")
    defer { try? FileManager.default.removeItem(atPath: marker) }
    // The line ends with a marker to wait for: waiting for its first word alone could read the
    // screen before the rest of the line was drawn (seen once on a loaded machine).
    let check =
      #"python3 -c 'import fcntl,os; print("NONBLOCK", bool(fcntl.fcntl(1, fcntl.F_GETFL) & os.O_NONBLOCK), "CHECKED")'"#
    let tmux = try TmuxSession(
      "\(TmuxSession.binary) --example sorted --db \(marker); echo EXITED $?; \(check); sleep 60",
      width: width, height: height)
    _ = try tmux.waitFor("q quit")
    let pids = try TmuxSession.pidsOfCommands(containing: marker)
    #expect(pids.count == 1)
    for pid in pids { kill(pid, SIGTERM) }
    let screen = try tmux.waitFor("CHECKED")
    #expect(screen.contains("EXITED 143"), "ended by SIGTERM:\n\(screen)")
    #expect(screen.contains("NONBLOCK False"), "standard output is blocking again:\n\(screen)")
  }

  /// A terminal that closes while the shell ignores SIGHUP (so none reaches the program) ends the
  /// program: it used to poll the dead terminal at nearly a whole core, forever.
  @Test(arguments: [(40, 12), (160, 50)])
  func aClosedTerminalEndsTheProgram(width: Int, height: Int) throws {
    let marker = makeMarkerFile("closed")
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let tmux = try TmuxSession(
      "trap '' HUP; \(TmuxSession.binary) --example sorted --db \(marker); sleep 60", width: width, height: height)
    _ = try tmux.waitFor("q quit")
    let pids = try TmuxSession.pidsOfCommands(containing: marker)
    #expect(pids.count == 1)
    // The terminal closes with the tmux server (killed at once, so it sends no signal); the shell,
    // ignoring SIGHUP, passes nothing on either.
    let server = try tmux.tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    kill(try #require(pid_t(server)), SIGKILL)
    let deadline = Date().addingTimeInterval(10)
    while try !TmuxSession.pidsOfCommands(containing: marker).isEmpty, Date() < deadline { usleep(100_000) }
    let left = try TmuxSession.pidsOfCommands(containing: marker)
    for pid in left { kill(pid, SIGKILL) }
    #expect(left.isEmpty, "the program still runs after its terminal closed")
  }

}
