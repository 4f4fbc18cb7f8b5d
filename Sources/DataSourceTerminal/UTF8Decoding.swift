/// One UTF-8 scalar read from untrusted bytes, by the Unicode standard's rules: each continuation byte
/// is checked before it is taken, so an invalid sequence ends at the first byte that cannot continue
/// it ("maximal subpart", Unicode 15 §3.9), and that byte is read again on its own.
enum UTF8Decoding: Equatable {
  /// A valid scalar, `length` bytes long.
  case scalar(Unicode.Scalar, length: Int)
  /// `length` bytes that are no scalar: one U+FFFD replaces them.
  case invalid(length: Int)
  /// The bytes end inside a scalar that is valid so far: wait for the rest.
  case incomplete

  /// Decodes the scalar that starts at `bytes[start]`.
  /// - Complexity: O(1).
  static func scalar(in bytes: [UInt8], at start: Int) -> UTF8Decoding {
    let lead = bytes[start]
    // The length the lead byte announces, and the range its first continuation byte must lie in
    // (narrower after E0, ED, F0 and F4: no overlong forms, surrogates or scalars past U+10FFFF).
    let length: Int
    var firstRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, firstRange) = (3, 0xA0...0xBF)
    case 0xED: (length, firstRange) = (3, 0x80...0x9F)
    case 0xE1...0xEF: length = 3
    case 0xF0: (length, firstRange) = (4, 0x90...0xBF)
    case 0xF4: (length, firstRange) = (4, 0x80...0x8F)
    case 0xF1...0xF3: length = 4
    default: return .invalid(length: 1)  // 80-C1 and F5-FF never start a scalar
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .incomplete }
      let byte = bytes[start + offset]
      guard (offset == 1 ? firstRange : 0x80...0xBF).contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .scalar(scalar, length: length)
  }
}
