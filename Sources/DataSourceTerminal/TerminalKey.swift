/// A key press, decoded from the bytes a terminal sends.
public enum TerminalKey: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  case character(Character)
  /// Ctrl and a letter (`ctrl("c")` is Ctrl-C).
  case control(Character)

  /// Decodes every key in `bytes`; an incomplete escape sequence at the end is returned as the rest.
  public static func parse(_ bytes: [UInt8]) -> (keys: [TerminalKey], rest: [UInt8]) {
    var keys: [TerminalKey] = []
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x1B:
        if i + 1 >= bytes.count {
          keys.append(.escape)
          i += 1
        } else if bytes[i + 1] == UInt8(ascii: "[") || bytes[i + 1] == UInt8(ascii: "O") {
          var j = i + 2
          while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
          guard j < bytes.count else { return (keys, Array(bytes[i...])) }
          let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
          if let key = escapeKey(final: bytes[j], parameters: parameters) { keys.append(key) }
          i = j + 1
        } else {
          keys.append(.escape)
          i += 1
        }
      case 0x0D, 0x0A:
        keys.append(.enter)
        i += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        i += 1
      case 0x09:
        keys.append(.tab)
        i += 1
      case 0x01...0x1A:
        keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
        i += 1
      default:
        // UTF-8: take the whole scalar.
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        guard i + length <= bytes.count else { return (keys, Array(bytes[i...])) }
        let text = String(decoding: bytes[i..<(i + length)], as: UTF8.self)
        if let character = text.first { keys.append(.character(character)) }
        i += length
      }
    }
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
