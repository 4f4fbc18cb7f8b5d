/// A key press, decoded from the bytes a terminal sends.
public enum TerminalKey: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// Typed text: one grapheme cluster, as Swift counts `Character`s.
  case character(Character)
  /// Ctrl and a letter (`ctrl("c")` is Ctrl-C).
  case control(Character)

  /// The most parameter bytes an escape sequence may have before it is dropped as garbage.
  static let longestEscapeSequence = 32

  /// Decodes every key in `bytes`; an incomplete escape sequence or UTF-8 character at the end is
  /// returned as the rest, to be decoded with the bytes that follow it.
  ///
  /// Guarantees, for any bytes:
  /// - Text is decoded as UTF-8 and yielded one grapheme cluster at a time: a combining mark joins the
  ///   character before it, and a zero-width-joiner or flag sequence is one character, when they
  ///   arrive in the same `bytes`. (Text split across reads joins where it is inserted:
  ///   `String` does that.)
  /// - Invalid UTF-8 becomes U+FFFD, one per maximal invalid subsequence, and never swallows the byte
  ///   after it: Ctrl-C, Enter and Escape after garbage are still keys.
  /// - A malformed escape sequence is dropped up to the first byte that cannot belong to it, and that
  ///   byte is decoded as usual.
  /// - With `holdingTrailingEscape`, an Escape byte that ends `bytes` is returned as the rest: it may
  ///   be the start of a sequence whose other bytes are still on their way (a slow link, a terminal
  ///   multiplexer). Without it, the byte is the Escape key.
  /// - Complexity: O(*n*) in the number of bytes.
  public static func parse(_ bytes: [UInt8], holdingTrailingEscape: Bool = false) -> (
    keys: [TerminalKey], rest: [UInt8]
  ) {
    var keys: [TerminalKey] = []
    // Printable scalars decoded since the last non-text key: they become characters together, so the
    // grapheme rules see the whole run.
    var text = String.UnicodeScalarView()
    func flushText() {
      guard !text.isEmpty else { return }
      for character in String(text) { keys.append(.character(character)) }
      text = String.UnicodeScalarView()
    }
    func append(_ key: TerminalKey) {
      flushText()
      keys.append(key)
    }
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x1B:
        guard i + 1 < bytes.count else {
          if holdingTrailingEscape {
            flushText()
            return (keys, [0x1B])
          }
          append(.escape)
          i += 1
          continue
        }
        guard bytes[i + 1] == UInt8(ascii: "[") || bytes[i + 1] == UInt8(ascii: "O") else {
          append(.escape)
          i += 1
          continue
        }
        // Parameter and intermediate bytes (0x20-0x3F), then one final byte (0x40-0x7E).
        var j = i + 2
        while j < bytes.count, (0x20...0x3F).contains(bytes[j]), j - i <= longestEscapeSequence { j += 1 }
        guard j < bytes.count else {
          flushText()
          return (keys, Array(bytes[i...]))
        }
        guard (0x40...0x7E).contains(bytes[j]) else {
          // Not an escape sequence after all: drop what was read of it, decode the byte that broke it.
          flushText()
          i = j
          continue
        }
        let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
        if let key = escapeKey(final: bytes[j], parameters: parameters) { append(key) } else { flushText() }
        i = j + 1
      case 0x0D, 0x0A:
        append(.enter)
        i += 1
      case 0x7F, 0x08:
        append(.backspace)
        i += 1
      case 0x09:
        append(.tab)
        i += 1
      case 0x01...0x1A:
        append(.control(Character(UnicodeScalar(byte + 0x60))))
        i += 1
      case 0x00, 0x1C...0x1F:
        // Ctrl-@ and Ctrl-\ ] ^ _: no key of this library, and no text either.
        flushText()
        i += 1
      default:
        switch UTF8Decoding.scalar(in: bytes, at: i) {
        case .scalar(let scalar, let length):
          text.append(scalar)
          i += length
        case .invalid(let length):
          text.append("\u{FFFD}")
          i += length
        case .incomplete:
          flushText()
          return (keys, Array(bytes[i...]))
        }
      }
    }
    flushText()
    return (keys, [])
  }

  private static func escapeKey(final: UInt8, parameters: String) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "~"):
      switch parameters {
      case "1", "7": .home
      case "4", "8": .end
      case "5": .pageUp
      case "6": .pageDown
      default: nil
      }
    default: nil
    }
  }
}
