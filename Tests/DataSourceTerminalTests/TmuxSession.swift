import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real `datasource-examples` binary, run in a private tmux server: send keys, read the screen.
final class TmuxSession {
  let socket = "dsk-\(UUID().uuidString.prefix(8))"
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static var binary: String {
    let candidates = [".build/debug/datasource-examples", ".build/x86_64-unknown-linux-gnu/debug/datasource-examples"]
    return candidates.map { packageRoot.appendingPathComponent($0).path }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
      ?? candidates[0]
  }

  /// Starts `command` (a shell command line) in a `width`×`height` window.
  init(_ command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
    let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
    // The server that new-session starts keeps the output pipe open: give it none to capture.
    try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", exports + command], capture: false)
    _ = panePID
  }

  /// Starts the example binary with `arguments`; after it ends, the pane prints `EXITED <status>`.
  convenience init(arguments: String = "", width: Int = 100, height: Int = 30, environment: [String: String] = [:])
    throws
  {
    try self.init(
      "\(Self.binary) \(arguments); echo EXITED $?; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 60",
      width: width, height: height, environment: environment)
  }

  /// The pane's shell: the leader of the process group the program runs in.
  lazy var panePID: pid_t =
    pid_t(
      (try? tmux(["display-message", "-p", "#{pane_pid}"]))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0

  deinit {
    // tmux's kill-server does not end a pane whose program is still running: end it first.
    if panePID > 0 { kill(-panePID, SIGKILL) }
    _ = try? tmux(["kill-server"], capture: false)
  }

  /// Runs tmux on this session's server. Spawned directly (not with Foundation's Process) so that
  /// the tmux server, which `new-session` starts, inherits nothing but /dev/null.
  @discardableResult
  func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let argv = ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
    var fds: [Int32] = [0, 0]
    // Close-on-exec, set under a lock every spawn here takes: a tmux server started meanwhile by
    // another test must not inherit the write end, or this read would never see the output end.
    Self.spawnLock.lock()
    guard pipe(&fds) == 0 else {
      Self.spawnLock.unlock()
      throw TmuxError.spawnFailed
    }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
      posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for pointer in cArguments { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
    close(fds[1])
    Self.spawnLock.unlock()
    defer { close(fds[0]) }
    guard spawned == 0 else { throw TmuxError.spawnFailed }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fds[0], &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return String(decoding: output, as: UTF8.self)
  }

  enum TmuxError: Error { case spawnFailed }
  static let spawnLock = NSLock()

  /// Sends tmux key names (`Down`, `Enter`, `C-c`) or literal text.
  func send(_ keys: String...) throws {
    for key in keys {
      try tmux(["send-keys", key])
      Thread.sleep(forTimeInterval: 0.08)
    }
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-l", text])
    Thread.sleep(forTimeInterval: 0.1)
  }

  /// The screen, as text.
  func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

  /// Waits until the screen contains `text` (or `timeout` passes); returns the last screen.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    repeat {
      last = try screen()
      if last.contains(text) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return last
  }

  /// Waits until the program has ended and the shell has printed the terminal's settings after it.
  @discardableResult
  func waitForExit(timeout: TimeInterval = 10) throws -> String {
    try waitUntil(timeout: timeout) { screen in
      guard let exited = screen.range(of: "EXITED") else { return false }
      return screen[exited.upperBound...].contains("echo")
    }
  }

  /// The screen once it has stopped changing: the same for `quiet` seconds in a row (or `timeout`
  /// passes). A loaded machine may draw an animation's frames late; this waits them out.
  func settledScreen(quiet: TimeInterval = 0.4, timeout: TimeInterval = 10) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = try screen()
    var since = Date()
    while Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      let now = try screen()
      if now != last {
        (last, since) = (now, Date())
      } else if Date().timeIntervalSince(since) >= quiet {
        break
      }
    }
    return last
  }

  /// Waits until `condition` holds for the screen.
  @discardableResult
  func waitUntil(timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    repeat {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return last
  }

  /// The program's processes whose command line contains `text` (read from /proc).
  static func pidsOfCommands(containing text: String) throws -> [Int32] {
    try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { entry in
      guard let pid = Int32(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else {
        return nil
      }
      let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
      return command.hasPrefix(TmuxSession.binary) && command.contains(text) ? pid : nil
    }
  }
}
