import Foundation

/// A parsed JSON value that remembers the line it started on, so errors can name it.
enum JSONValue {
  case object([(key: String, value: JSONValue)], line: Int)
  case array([JSONValue], line: Int)
  case string(String, line: Int)
  case number(Double, line: Int)
  case bool(Bool, line: Int)
  case null(line: Int)

  var line: Int {
    switch self {
    case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l): l
    case .null(let l): l
    }
  }

  /// "an object", "a string"… for error messages.
  var kindName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// A malformed input: where (line and field path) and what was wrong.
struct InputError: Error, Equatable {
  var line: Int
  var field: String
  var problem: String
}

/// A small JSON reader over UTF-8 bytes that tracks line numbers (RFC 8259, without extensions).
///
/// It is strict where Foundation's reader is lenient or silent: invalid UTF-8, raw control
/// characters in strings, unknown escapes and duplicate keys are errors, and so is nesting deeper
/// than ``maximumDepth``. Every error names the line, the field, and for byte-level problems the
/// byte offset. (Kept over `JSONSerialization`, which reports none of these with a field path and
/// silently keeps the last of duplicate keys.)
struct JSONReader {
  /// How deeply arrays and objects may nest. The tool's schema needs 5 levels; the limit keeps a
  /// hostile input (`[[[[…`) from exhausting the stack.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var position = 0
  private var line: Int
  private var depth = 0

  init(_ bytes: [UInt8], firstLine: Int = 1) {
    self.bytes = bytes
    line = firstLine
  }

  init(_ text: String, firstLine: Int = 1) { self.init(Array(text.utf8), firstLine: firstLine) }

  /// Parses exactly one value, with only whitespace around it.
  mutating func parseDocument() throws(InputError) -> JSONValue {
    skipWhitespace()
    let value = try parseValue(field: "$")
    skipWhitespace()
    if position < bytes.count { throw error("$", "unexpected text after the JSON value") }
    return value
  }

  private func error(_ field: String, _ problem: String) -> InputError {
    InputError(line: line, field: field, problem: problem)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: return
      }
      position += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ field: String) throws(InputError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else {
      throw error(field, "expected '\(Character(Unicode.Scalar(byte)))'")
    }
    position += 1
  }

  private mutating func parseValue(field: String) throws(InputError) -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw error(field, "unexpected end of input") }
    let start = line
    if bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") {
      guard depth < Self.maximumDepth else {
        throw error(field, "nesting deeper than \(Self.maximumDepth) levels at byte offset \(position)")
      }
      depth += 1
    }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      defer { depth -= 1 }
      var members: [(key: String, value: JSONValue)] = []
      var keys = Set<String>()
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members, line: start)
      }
      while true {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error(field, "expected a quoted key")
        }
        let keyPosition = position
        let key = try parseString(field: field)
        guard keys.insert(key).inserted else {
          throw error("\(field).\(key)", "duplicate key \"\(key)\" at byte offset \(keyPosition)")
        }
        try expect(UInt8(ascii: ":"), field)
        members.append((key, try parseValue(field: "\(field).\(key)")))
        skipWhitespace()
        guard position < bytes.count else { throw error(field, "unexpected end of input in an object") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        try expect(UInt8(ascii: "}"), field)
        return .object(members, line: start)
      }
    case UInt8(ascii: "["):
      position += 1
      defer { depth -= 1 }
      var elements: [JSONValue] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements, line: start)
      }
      while true {
        elements.append(try parseValue(field: "\(field)[\(elements.count)]"))
        skipWhitespace()
        guard position < bytes.count else { throw error(field, "unexpected end of input in an array") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
          continue
        }
        try expect(UInt8(ascii: "]"), field)
        return .array(elements, line: start)
      }
    case UInt8(ascii: "\""):
      return .string(try parseString(field: field), line: start)
    case UInt8(ascii: "t"): return try literal("true", .bool(true, line: start), field)
    case UInt8(ascii: "f"): return try literal("false", .bool(false, line: start), field)
    case UInt8(ascii: "n"): return try literal("null", .null(line: start), field)
    default:
      return try parseNumber(field: field)
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue, _ field: String) throws(InputError) -> JSONValue {
    let w = Array(word.utf8)
    guard position + w.count <= bytes.count, Array(bytes[position..<position + w.count]) == w else {
      throw error(field, "invalid JSON")
    }
    position += w.count
    return value
  }

  /// A number as RFC 8259 writes it: `-`? then `0` or a digit 1–9 and more digits, then an optional
  /// fraction (`.` and digits) and exponent (`e` or `E`, a sign, digits). `+1`, `01`, `.5` and `1.`
  /// are not numbers.
  private mutating func parseNumber(field: String) throws(InputError) -> JSONValue {
    let start = position
    let invalid = error(field, "invalid number at byte offset \(start) (JSON numbers are -?digits[.digits][e±digits])")
    func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard isDigit(position) else { throw invalid }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard isDigit(position) else { throw invalid }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard isDigit(position) else { throw invalid }
      while isDigit(position) { position += 1 }
    }
    if isDigit(position) { throw invalid }  // a leading zero followed by digits: 01
    guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw invalid }
    return .number(number, line: line)
  }

  private mutating func parseString(field: String) throws(InputError) -> String {
    position += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "u"):
          guard let code = hex4() else {
            throw error(field, "invalid \\u escape in a string at byte offset \(position - 2)")
          }
          if (0xD800..<0xDC00).contains(code), bytes.count >= position + 6, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else {
              throw error(field, "invalid surrogate pair in a string at byte offset \(position - 6)")
            }
            scalars.append(Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!)
          } else if let scalar = Unicode.Scalar(code) {
            scalars.append(scalar)
          } else {
            throw error(field, "invalid \\u escape in a string at byte offset \(position - 6)")
          }
        default:
          throw error(
            field, "invalid escape \\\(Character(Unicode.Scalar(escape))) in a string at byte offset \(position - 2)")
        }
      case UInt8(ascii: "\n"):
        throw error(field, "unterminated string")
      case 0..<0x20:
        throw error(
          field,
          "raw control character U+\(String(format: "%04X", byte)) in a string at byte offset \(position) (escape it)"
        )
      case 0..<0x80:
        scalars.append(Unicode.Scalar(byte))
        position += 1
      default:
        scalars.append(try decodeMultiByteScalar(field: field))
      }
    }
    throw error(field, "unterminated string")
  }

  /// Decodes one multi-byte UTF-8 sequence at `position`, rejecting invalid, overlong and surrogate
  /// encodings.
  private mutating func decodeMultiByteScalar(field: String) throws(InputError) -> Unicode.Scalar {
    let start = position
    let lead = bytes[start]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
    var decoder = UTF8()
    var iterator = bytes[start..<min(bytes.count, start + max(length, 1))].makeIterator()
    guard length > 0, case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      throw error(field, "invalid UTF-8 at byte offset \(start)")
    }
    position = start + length
    return scalar
  }

  /// Four hexadecimal digits at `position`, and nothing else (no sign, as `UInt32(_:radix:)` allows).
  private mutating func hex4() -> UInt32? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[position..<position + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
      value = value << 4 | UInt32(digit)
    }
    position += 4
    return value
  }
}
