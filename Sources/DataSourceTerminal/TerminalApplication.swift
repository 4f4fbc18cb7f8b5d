/// A stack of ``TerminalScreen``s, drawn into frames and driven by keys.
///
/// Keys go to the top screen, then to its table; Esc, Backspace or `b` go back one screen (the first
/// screen stays); `q` and Ctrl-C quit; `?` shows every key of the current screen until the next key;
/// Ctrl-L draws the whole screen again.
/// The bottom bar lists the keys that work in the current mode: a menu's keys while one is open, and
/// no `q` or `b` while the screen takes typing. The drawing itself is ``frame(width:height:)``, so the
/// application can be tested without a terminal; ``run(on:)`` connects it to one.
@MainActor
public final class TerminalApplication {
  /// The screens, the last one shown.
  public private(set) var screens: [TerminalScreen] = []
  /// Whether the application should keep running.
  public private(set) var isRunning = true
  /// Sees every key first (for logging, or a test's hook).
  public var onKey: (@MainActor (TerminalKey) -> Void)?
  /// Whether the `?` help is shown (until the next key).
  public private(set) var showsHelp = false
  /// The first help line shown, when the help is taller than the window.
  private var helpOffset = 0
  /// The rows and columns the help last had.
  private var helpRows = 24
  private var helpWidth = 80
  /// Whether the next frame is drawn whole (Ctrl-L asks for it), not only its changed rows.
  public private(set) var needsFullRedraw = false

  public init(root: TerminalScreen) {
    screens = [root]
    root.didAppear(in: self)
  }

  /// Shows `screen` over the current one.
  public func push(_ screen: TerminalScreen) {
    screens.append(screen)
    screen.didAppear(in: self)
  }

  /// Goes back one screen; the first screen stays.
  public func pop() {
    guard screens.count > 1 else { return }
    screens.removeLast().didDisappear()
    screens.last?.didAppear(in: self)
  }

  /// Ends the run loop.
  public func quit() {
    isRunning = false
    while screens.count > 1 { screens.removeLast().didDisappear() }
  }

  /// Handles one key.
  public func handle(_ key: TerminalKey) {
    onKey?(key)
    guard let screen = screens.last else { return }
    if key == .control("c") { return quit() }
    if key == .control("l") {
      needsFullRedraw = true
      return
    }
    if showsHelp {
      // A help taller than the window scrolls; any other key closes it.
      let step: Int? =
        switch key {
        case .up: -1
        case .down: 1
        case .pageUp: -max(1, helpRows - 1)
        case .pageDown: max(1, helpRows - 1)
        case .home: -Int.max / 2
        case .end: Int.max / 2
        default: nil
        }
      let overflow = helpLinesShown(for: screen).count - (helpRows - 1)
      if let step, overflow > 0 {
        helpOffset = min(max(0, helpOffset + step), overflow)
        return
      }
      showsHelp = false
      return
    }
    if key == .character("?") && !screen.capturesTyping {
      showsHelp = true
      helpOffset = 0
      return
    }
    if screen.tableView.menu == nil {
      if screen.handle(key, in: self) { return }
    }
    if screen.tableView.handle(key) { return }
    switch key {
    case .character("q") where !screen.capturesTyping: quit()
    case .character("b") where !screen.capturesTyping: pop()
    case .escape, .backspace, .left: pop()
    default: break
    }
  }

  /// The whole screen: a title bar, the table, a status line and the key help.
  public func frame(width: Int, height: Int) -> [TerminalLine] {
    guard let screen = screens.last else { return [] }
    let back = screens.count > 1 ? "  ‹ Esc back" : ""
    let title = TerminalLine(" DataSourceKit · \(screen.title)" + back, style: TextStyle(bold: true, reverse: true))
      .ellipsized(to: width)
    // The table first: the status may describe what this frame drew.
    let table = screen.tableView.frame(width: width, height: max(1, height - 3))
    // A status too long for the window ends in "…" rather than mid-word.
    let status = TerminalLine(" " + screen.status, style: TextStyle(color: .cyan)).ellipsized(to: width)
    let help = TerminalLine(" " + bottomBar(for: screen, width: max(0, width - 1)), style: TextStyle(dim: true))
    if showsHelp {
      let rows = max(1, height - 3)
      helpRows = rows
      helpWidth = max(0, width - 1)
      var lines = helpLinesShown(for: screen)
      // A short window: the blank lines went first; what still does not fit scrolls.
      if lines.count > rows {
        let shown = max(1, rows - 1)
        let offset = min(helpOffset, lines.count - shown)
        let end = offset + shown
        lines =
          Array(lines[offset..<end])
          + ["↑↓ PgUp PgDn scroll (\(offset + 1)–\(end) of \(lines.count)) · any other key closes"]
      }
      let overlay = lines.map { TerminalLine(" " + $0).ellipsized(to: width) }
      let padded = Array(
        (overlay + Array(repeating: TerminalLine(""), count: max(0, rows - overlay.count))).prefix(rows))
      return [title] + padded + [status, help]
    }
    return [title] + table + [status, help]
  }

  #if canImport(Glibc) || canImport(Darwin)
    /// Runs on `terminal` until the user quits: draws about 30 frames a second, reads keys, follows
    /// resizes, and lets other main-actor work (storages publishing) run in between.
    public func run(on terminal: Terminal) async {
      terminal.start()
      defer { terminal.stop() }
      var lastSize = terminal.size
      while isRunning {
        let size = terminal.size
        for key in terminal.readKeys() where isRunning { handle(key) }
        // A closed terminal: no key will come, and polling it would spin; quit as if told to.
        guard isRunning, !terminal.isInputClosed else { break }
        if size != lastSize || needsFullRedraw {
          terminal.invalidate()
          lastSize = size
          needsFullRedraw = false
        }
        terminal.draw(frame(width: size.width, height: size.height), width: size.width)
        // Frames at about 30 a second while something animates; otherwise sleep until a key, a
        // change of the table or a resize (they wake the terminal), or a second has passed.
        guard let table = screens.last?.tableView else { break }
        table.onChange = { [weak terminal] in terminal?.wake() }
        if table.isAnimating {
          try? await Task.sleep(nanoseconds: 33_000_000)
        } else {
          await terminal.waitForInput(milliseconds: 1000)
        }
      }
    }
  #endif

  /// The help's lines at the width it last had, without its blank lines when they do not fit.
  private func helpLinesShown(for screen: TerminalScreen) -> [String] {
    var lines = helpLines(for: screen, width: helpWidth)
    if lines.count > helpRows { lines.removeAll { $0.isEmpty } }
    return lines
  }
}
