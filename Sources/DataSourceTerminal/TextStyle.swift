/// How a line of a terminal cell is drawn: attributes and a foreground colour.
public struct TextStyle: Hashable, Sendable {
  /// A foreground colour from the terminal's basic palette.
  public enum Color: Int, Hashable, Sendable {
    case black = 30
    case red, green, yellow, blue, magenta, cyan, white
  }

  public var bold = false
  public var dim = false
  public var underline = false
  public var reverse = false
  public var strikethrough = false
  public var color: Color?

  /// Plain text.
  public static let plain = TextStyle()

  public init(
    bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
    strikethrough: Bool = false, color: Color? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.strikethrough = strikethrough
    self.color = color
  }

  /// The SGR escape sequence that selects this style (after a reset).
  public var ansi: String {
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if strikethrough { codes.append("9") }
    if let color { codes.append(String(color.rawValue)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
