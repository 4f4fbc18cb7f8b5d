// The terminal is driven through the C library: Glibc on Linux, Darwin on macOS (and, compiled but
// of little use, on Apple's other systems). Elsewhere this file compiles to nothing.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(Glibc) || canImport(Darwin)
  import Dispatch
#endif

#if canImport(Glibc) || canImport(Darwin)

  /// The process's terminal: raw mode, the alternate screen, key input and drawing.
  ///
  /// ``start()`` switches to raw mode and the alternate screen and hides the cursor; ``stop()`` undoes
  /// all of it. It is also undone when the process is interrupted or terminated (SIGINT, SIGTERM,
  /// SIGHUP) and when it crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), by signal
  /// handlers that restore the terminal and then let the signal take its course.
  @MainActor
  public final class Terminal {
    /// Whether standard input and output are a terminal.
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    private var pendingBytes: [UInt8] = []
    /// How long a held Escape waits for the rest of a sequence, in milliseconds (a sequence's bytes
    /// are sent together; split, they arrive within a few milliseconds).
    static let escapeWait: Int32 = 50
    private var lastFrame: [String] = []
    public private(set) var isStarted = false
    /// A pipe whose bytes end a ``waitForInput(milliseconds:)`` early (see ``wake()``).
    private var wakePipe: [Int32] = [-1, -1]

    /// Where keys are read from: standard input, or (for tests) another descriptor.
    private let input: Int32

    public init() { input = STDIN_FILENO }

    /// A terminal whose keys are read from `input` (a pipe in a test) instead of standard input.
    package init(input: Int32) { self.input = input }

    /// The terminal's size in characters (80×24 when it cannot be asked).
    public var size: (width: Int, height: Int) {
      var window = winsize()
      if ioctl(STDOUT_FILENO, windowSizeRequest, &window) == 0, window.ws_col > 0, window.ws_row > 0 {
        return (Int(window.ws_col), Int(window.ws_row))
      }
      return (80, 24)
    }

    /// Enters raw mode and the alternate screen, installs the restoring signal handlers, and selects
    /// the environment's `LC_CTYPE` so that character widths follow the user's locale.
    public func start() {
      guard !isStarted else { return }
      // The character widths of the user's locale, for wcwidth (TerminalColumns); the C locale
      // knows only ASCII.
      setlocale(LC_CTYPE, "")
      var original = termios()
      tcgetattr(STDIN_FILENO, &original)
      terminalOriginalSettings = original
      terminalHasOriginalSettings = true
      terminalOriginalOutputFlags = fcntl(STDOUT_FILENO, F_GETFL)
      var raw = original
      cfmakeraw(&raw)
      raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" → "\r\n" for anything printed
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
      for signal in [SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
        installRestoringHandler(signal)
      }
      write(enterSequence)
      isStarted = true
      lastFrame = []
      if wakePipe[0] < 0, pipe(&wakePipe) == 0 {
        for end in wakePipe { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        // A resize wakes the wait too, so the new size is drawn at once.
        terminalWakeDescriptor = wakePipe[1]
        installSignalHandler(SIGWINCH, flags: SA_RESTART) { _ in
          var byte: UInt8 = 1
          _ = writeBytes(terminalWakeDescriptor, &byte, 1)
        }
      }
    }

    /// Ends the ``waitForInput(milliseconds:)`` in progress, or the next one, at once: call it when
    /// something other than a key changes what the screen shows.
    public func wake() {
      guard wakePipe[1] >= 0 else { return }
      var byte: UInt8 = 1
      _ = writeBytes(wakePipe[1], &byte, 1)
    }

    /// Waits until a key arrives, ``wake()`` is called, or `milliseconds` pass. The wait runs off the
    /// main actor, so other main-actor work (storages publishing) goes on meanwhile; an idle program
    /// costs next to nothing.
    public func waitForInput(milliseconds: Int32) async {
      let wakeEnd = wakePipe[0]
      let input = input
      // A held Escape (see ``readKeys()``) is decided soon: the rest of a sequence follows at once.
      let milliseconds = pendingBytes == [0x1B] ? min(milliseconds, Self.escapeWait) : milliseconds
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeEnd, events: Int16(POLLIN), revents: 0),
          ]
          _ = poll(&descriptors, wakeEnd >= 0 ? 2 : 1, milliseconds)
          continuation.resume()
        }
      }
      var drained = [UInt8](repeating: 0, count: 64)
      while wakeEnd >= 0, read(wakeEnd, &drained, drained.count) > 0 {}
    }

    /// Leaves raw mode and the alternate screen, showing the cursor again.
    public func stop() {
      guard isStarted else { return }
      restoreTerminal()
      isStarted = false
    }

    /// Whether the terminal's input is gone: closed, hung up, or at its end. Nothing can be typed any
    /// more, so a program should quit (a parent that ignores SIGHUP keeps it from being told).
    public private(set) var isInputClosed = false

    /// The keys typed since the last call (never waits). Sets ``isInputClosed`` when the input has
    /// hung up or ended.
    public func readKeys() -> [TerminalKey] {
      var buffer = [UInt8](repeating: 0, count: 256)
      var readAny = false
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let gone = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
      while poll(&descriptor, 1, 0) > 0 {
        if descriptor.revents & Int16(POLLIN) != 0 {
          let count = read(input, &buffer, buffer.count)
          if count > 0 {
            pendingBytes += buffer[0..<count]
            readAny = true
            continue
          }
          // End of input (0), or an error other than a retry: no key will ever come.
          if count == 0 || (errno != EAGAIN && errno != EINTR) { isInputClosed = true }
          break
        }
        if descriptor.revents & gone != 0 { isInputClosed = true }
        break
      }
      // An Escape that ends what was just read may be the start of a sequence still arriving: it
      // waits one more round (``waitForInput(milliseconds:)`` then waits briefly), and is the Escape
      // key when nothing followed it.
      let (keys, rest) = TerminalKey.parse(pendingBytes, holdingTrailingEscape: readAny && !isInputClosed)
      pendingBytes = rest
      return keys
    }

    /// Draws `lines` (one per row), writing only the rows that changed since the last frame.
    public func draw(_ lines: [TerminalLine], width: Int) {
      var output = ""
      let noColor = noColor
      let rendered = lines.map { line in
        var style = line.style
        // NO_COLOR (no-color.org): no colours, but bold, dim, underline and reverse stay.
        if noColor { style.color = nil }
        return style.ansi + line.fitted(to: width) + "\u{1B}[0m"
      }
      if rendered.count != lastFrame.count { output += "\u{1B}[2J" }
      for (row, line) in rendered.enumerated() where lastFrame.count != rendered.count || lastFrame[row] != line {
        output += "\u{1B}[\(row + 1);1H" + line
      }
      lastFrame = rendered
      if !output.isEmpty { write(output) }
    }

    /// Whether the `NO_COLOR` environment variable is set (to anything but the empty string).
    private var noColor: Bool { getenv("NO_COLOR").map { $0.pointee != 0 } ?? false }

    /// Forces the next ``draw(_:width:)`` to redraw every row (after a resize, say).
    public func invalidate() { lastFrame = [] }

    private func write(_ text: String) {
      var bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
          writeBytes(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written <= 0 { break }
        offset += written
      }
    }
  }

  private let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  private let leaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  // Read by signal handlers, which can capture nothing: set once in start(), before any handler runs.
  nonisolated(unsafe) private var terminalOriginalSettings = termios()
  nonisolated(unsafe) private var terminalHasOriginalSettings = false
  /// Standard output's file status flags before ``Terminal/start()``: the descriptor is shared with
  /// the shell, so flags changed here (O_NONBLOCK) must be put back on every exit path.
  nonisolated(unsafe) private var terminalOriginalOutputFlags: Int32 = -1
  /// The wake pipe's write end, for the resize handler.
  nonisolated(unsafe) private var terminalWakeDescriptor: Int32 = -1

  /// Restores the terminal; async-signal-safe (only fcntl, write and tcsetattr).
  private func restoreTerminal(nonBlocking: Bool = false) {
    // From a signal handler, never block: after a hangup nobody reads the terminal, its buffer may be
    // full, and a blocking write would keep the process alive forever.
    if nonBlocking { _ = fcntl(STDOUT_FILENO, F_SETFL, fcntl(STDOUT_FILENO, F_GETFL) | O_NONBLOCK) }
    leaveSequence.withUnsafeBytes { _ = writeBytes(STDOUT_FILENO, $0.baseAddress!, $0.count) }
    // TCSANOW: after a hangup the output never drains, and TCSAFLUSH would wait for it forever.
    if terminalHasOriginalSettings { tcsetattr(STDIN_FILENO, TCSANOW, &terminalOriginalSettings) }
    // The shell's next command writes to the same open file: it must find it blocking again.
    if terminalOriginalOutputFlags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, terminalOriginalOutputFlags) }
  }

  private func installRestoringHandler(_ signal: Int32) {
    installSignalHandler(signal, flags: 0) { received in
      restoreTerminal(nonBlocking: true)
      // Let the signal do what it would have done: end the process (with a core dump for crashes).
      resetToDefaultAndRaise(received)
    }
  }

  /// Makes `handler` (which must be async-signal-safe and capture nothing) handle `signal`, with
  /// sigaction's `flags` and no other signal blocked while it runs.
  private func installSignalHandler(
    _ signal: Int32, flags: Int32, _ handler: @escaping @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(signal, &action, nil)
  }
  /// `write(2)` to `descriptor` (standard output, or the wake pipe); async-signal-safe.
  private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  /// Restores the default action of `received` and raises it again; async-signal-safe.
  private func resetToDefaultAndRaise(_ received: Int32) {
    #if canImport(Glibc)
      _ = Glibc.signal(received, SIG_DFL)
      _ = Glibc.raise(received)
    #else
      _ = Darwin.signal(received, SIG_DFL)
      _ = Darwin.raise(received)
    #endif
  }

  #if canImport(Glibc)
    private let windowSizeRequest = UInt(TIOCGWINSZ)
  #else
    // Darwin's TIOCGWINSZ is a function-like macro (_IOR('t', 104, struct winsize)) that Swift does not
    // import; this is its value.
    private let windowSizeRequest: UInt = 0x4008_7468
  #endif
#endif
