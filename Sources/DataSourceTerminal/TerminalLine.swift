/// One line on the terminal: text and its style.
public struct TerminalLine: Hashable, Sendable {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// The text cut or padded with spaces to exactly `width` characters.
  public func fitted(to width: Int) -> String {
    let characters = Array(text.replacingOccurrences(of: "\t", with: " ").filter { !$0.isNewline })
    if characters.count >= width { return String(characters.prefix(max(0, width))) }
    return String(characters) + String(repeating: " ", count: width - characters.count)
  }
}
