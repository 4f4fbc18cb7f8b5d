/// One action revealed by swiping a row, mapped onto `UIContextualAction` by the UIKit adapter and
/// onto a key-driven menu by the terminal view.
public struct SwipeAction: Sendable {
  /// How the action is drawn.
  public enum Style: Sendable, Hashable {
    case normal
    case destructive
  }

  /// The action's title.
  public var title: String
  /// How it is drawn.
  public var style: Style
  /// What it does; call `completion` with whether it was performed.
  public var handler: @MainActor (_ completion: @escaping (Bool) -> Void) -> Void

  /// Creates an action.
  public init(
    title: String, style: Style = .normal,
    handler: @escaping @MainActor (_ completion: @escaping (Bool) -> Void) -> Void
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
