import Testing

@testable import DataSourceTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An escape sequence whose bytes arrive in two reads, split right after ESC (a slow link, a
/// terminal multiplexer), is still one key; an Escape with nothing after it is still Escape, one
/// short wait later.
@MainActor
@Suite struct TerminalSplitEscapeTests {
  /// A terminal reading keys from a pipe, and the pipe's write end.
  static func piped() throws -> (Terminal, Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (Terminal(input: ends[0]), ends[1])
  }

  static func send(_ bytes: [UInt8], to end: Int32) {
    var bytes = bytes
    _ = write(end, &bytes, bytes.count)
  }

  @Test func anArrowSplitAfterEscapeIsOneKey() throws {
    let (terminal, end) = try Self.piped()
    defer { close(end) }
    Self.send([0x1B], to: end)
    #expect(terminal.readKeys() == [], "the Escape waits for what may follow")
    Self.send(Array("[B".utf8), to: end)
    #expect(terminal.readKeys() == [.down])
    Self.send([0x41, 0x1B], to: end)
    #expect(terminal.readKeys() == [.character("A")])
    Self.send(Array("OA".utf8), to: end)
    #expect(terminal.readKeys() == [.up])
  }

  @Test func anEscapeWithNothingAfterItIsEscape() async throws {
    let (terminal, end) = try Self.piped()
    defer { close(end) }
    Self.send([0x1B], to: end)
    #expect(terminal.readKeys() == [])
    await terminal.waitForInput(milliseconds: 10_000)  // returns after the short Escape wait
    #expect(terminal.readKeys() == [.escape], "nothing followed: the Escape key")
    Self.send([0x1B, 0x1B], to: end)
    #expect(terminal.readKeys() == [.escape], "the first of two is a key, the second waits")
    #expect(terminal.readKeys() == [.escape])
  }

  @Test func theDecoderHoldsOnlyATrailingEscape() {
    #expect(TerminalKey.parse([0x1B], holdingTrailingEscape: true) == ([], [0x1B]))
    #expect(TerminalKey.parse([0x1B]) == ([.escape], []))
    #expect(TerminalKey.parse([0x1B, 0x61], holdingTrailingEscape: true) == ([.escape, .character("a")], []))
  }
}
