import DataSourceCore

/// One action revealed by swiping a row, mapped onto `UIContextualAction` by the UIKit adapter and
/// onto a key-driven menu by the terminal view.
///
/// ```swift
/// SwipeAction(title: "Flag", image: .system("flag"), backgroundColor: .system(.orange)) { completion in
///   flag(item)
///   completion(true)
/// }
/// ```
public struct SwipeAction: Sendable {
  /// How the action is drawn.
  public enum Style: Sendable, Hashable {
    case normal
    case destructive
  }

  /// The action's title.
  public var title: String
  /// How it is drawn: a destructive action is red, and UIKit removes its row on a full swipe.
  public var style: Style
  /// The image shown above (or instead of) the title; `nil` for none.
  public var image: ListImage?
  /// The background colour; `nil` for the style's own (red for destructive, gray otherwise).
  public var backgroundColor: ListColor?
  /// What it does. Call `completion` exactly once, with whether the action was performed: UIKit
  /// then closes the swipe (and for `false` a destructive action's row stays).
  public var handler: @MainActor (_ completion: @escaping (Bool) -> Void) -> Void

  /// Creates an action.
  public init(
    title: String, style: Style = .normal, image: ListImage? = nil, backgroundColor: ListColor? = nil,
    handler: @escaping @MainActor (_ completion: @escaping (Bool) -> Void) -> Void
  ) {
    self.title = title
    self.style = style
    self.image = image
    self.backgroundColor = backgroundColor
    self.handler = handler
  }
}
