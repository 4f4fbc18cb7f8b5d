#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many terminal columns text takes: what the terminal view pads and cuts by, so a line never
/// runs into the next row.
///
/// The rules, per grapheme cluster (a Swift `Character`):
/// - a cluster that is an emoji (emoji presentation, a `U+FE0F` variation selector, a zero-width-joiner
///   sequence or a regional-indicator flag) takes 2 columns, whatever follows its first scalar;
/// - otherwise its first scalar decides: 0 for controls and format characters, else the C library's
///   `wcwidth` when it knows the character (it does under a UTF-8 locale), else 2 for the East Asian
///   wide and fullwidth blocks (CJK, kana, Hangul, fullwidth forms) and 1 for the rest;
/// - the scalars after the first (combining marks, joiners, selectors) add nothing.
public enum TerminalColumns {
  /// The columns `character` takes.
  /// - Complexity: O(scalars in the cluster).
  public static func width(of character: Character) -> Int {
    // ASCII, the common case, without Unicode property look-ups: printable characters take a column,
    // controls none.
    if let ascii = character.asciiValue { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isEmoji(scalars) { return 2 }
    switch first.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark: return 0
    default: break
    }
    if let wcwidth = cWidth {
      let known = Int(wcwidth(Int32(bitPattern: first.value)))
      if known >= 0 { return known }
    }
    return isWide(first.value) ? 2 : 1
  }

  /// The C library's `wcwidth`, looked up once (Glibc's Swift module does not import it). It answers
  /// for non-ASCII characters only under a UTF-8 `LC_CTYPE`, which `Terminal.start` selects from the
  /// environment.
  private static let cWidth: (@convention(c) (Int32) -> Int32)? = {
    #if canImport(Glibc) || canImport(Darwin)
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "wcwidth") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// The columns `text` takes.
  /// - Complexity: O(*n*).
  public static func width(of text: String) -> Int {
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // regional indicators: flags
    guard first.properties.isEmoji else { return false }
    return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
  }

  /// East Asian Wide and Fullwidth blocks, for when the C library does not know the character (a C
  /// locale): CJK ideographs and their extensions, kana, Hangul, CJK symbols, fullwidth forms.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
