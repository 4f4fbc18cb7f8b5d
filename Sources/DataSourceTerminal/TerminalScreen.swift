/// One screen of a ``TerminalApplication``: a title, a table, a status line, and its own keys.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// Shown in the top bar.
  var title: String { get }
  /// The table filling the screen.
  var tableView: TerminalTableView { get }
  /// Shown above the key help (counts, modes, hints).
  var status: String { get }
  /// The screen's own keys, listed in the bottom bar.
  var keyHelp: String { get }
  /// Whether typed characters go to the screen now (a text field being edited, or about to be):
  /// then `q` and `b` are text, not quit and back, and the bottom bar says so.
  var capturesTyping: Bool { get }
  /// The source file that builds the screen, shown in the `?` help.
  var sourceFile: String? { get }
  /// Whether the screen uses ← and → itself (an outline opens and closes with them), so that ←
  /// does not go back and → does not open a row's actions.
  var usesHorizontalArrows: Bool { get }
  /// Handles a key before the table does; returns whether it used it.
  func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool
  /// Called when the screen is shown (pushed, or uncovered).
  func didAppear(in application: TerminalApplication)
  /// Called when the screen is removed from the stack.
  func didDisappear()
}

extension TerminalScreen {
  public var status: String { "" }
  public var keyHelp: String { "" }
  public var capturesTyping: Bool { false }
  public var sourceFile: String? { nil }
  public var usesHorizontalArrows: Bool { false }
  public func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool { false }
  public func didAppear(in application: TerminalApplication) {}
  public func didDisappear() {}
}
