/// One line on the terminal: text and its style.
public struct TerminalLine: Hashable, Sendable {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// The line with its text cut to at most `width` terminal columns (see ``TerminalColumns``): a wide
  /// character that would straddle the limit is left out, tabs become spaces, and line breaks and
  /// other controls are dropped.
  /// - Complexity: O(*n*) in the text.
  public func truncated(to width: Int) -> TerminalLine {
    TerminalLine(Self.cut(text, to: width).text, style: style)
  }

  /// The line cut to at most `width` terminal columns as ``truncated(to:)`` cuts it, with `…` after
  /// the last whole word when the text did not fit, so a reader sees that something was cut and no
  /// word is shown in part. A word longer than half the width is cut inside it instead.
  /// - Complexity: O(*n*) in the text.
  public func ellipsized(to width: Int) -> TerminalLine {
    guard width > 0, TerminalColumns.width(of: text) > width else { return truncated(to: width) }
    var kept = Self.cut(text, to: width - 1).text
    // The character after the cut, in the text as shown (controls dropped, tabs as spaces).
    let cutInsideAWord = Self.cut(text, to: .max).text.dropFirst(kept.count).first.map { $0 != " " } ?? false
    if cutInsideAWord, let space = kept.lastIndex(of: " "),
      TerminalColumns.width(of: String(kept[..<space])) * 2 >= width
    {
      kept = String(kept[..<space])
    }
    // No separator or space is left hanging before the mark.
    while let last = kept.last, last == " " || last == "·" { kept.removeLast() }
    return TerminalLine(kept + "…", style: style)
  }

  /// The text cut or padded with spaces to exactly `width` terminal columns, as ``truncated(to:)``
  /// cuts it.
  /// - Complexity: O(*n*) in the text.
  public func fitted(to width: Int) -> String {
    let (text, used) = Self.cut(text, to: width)
    return text + String(repeating: " ", count: max(0, width - used))
  }

  private static func cut(_ text: String, to width: Int) -> (text: String, columns: Int) {
    // Printable ASCII, the common case: a column per byte, cut without grapheme breaking.
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
      let count = min(max(0, width), text.utf8.count)
      return (count == text.utf8.count ? text : String(decoding: text.utf8.prefix(count), as: UTF8.self), count)
    }
    var result = ""
    var used = 0
    for character in text {
      let shown: Character = character == "\t" ? " " : character
      if shown.isNewline || shown.unicodeScalars.first?.properties.generalCategory == .control { continue }
      let columns = TerminalColumns.width(of: shown)
      if used + columns > width { break }
      result.append(shown)
      used += columns
    }
    return (result, used)
  }
}
