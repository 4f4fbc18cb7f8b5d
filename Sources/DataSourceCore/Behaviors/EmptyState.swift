/// What a list shows when it has no rows: a message, and optionally a second line, an image and an
/// action, platform-neutral. On iOS 17 and later the UIKit views show it as a
/// `UIContentUnavailableConfiguration`; before that, as a background view; the headless views expose
/// it, and the terminal view draws it centred.
///
/// ```swift
/// dataSource.emptyState = EmptyState(
///   "No fruit", secondaryText: "Fruit you add appears here.", image: .system("basket"),
///   action: EmptyState.Action(title: "Add Fruit") { addFruit() })
/// ```
public struct EmptyState: Sendable {
  /// A button under the message.
  public struct Action: Sendable {
    /// The button's title.
    public var title: String
    /// What pressing it does.
    public var handler: @MainActor () -> Void

    /// Creates an action.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.handler = handler
    }
  }

  /// The message, such as "No Results".
  public var text: String
  /// A second, quieter line; `nil` for none.
  public var secondaryText: String?
  /// An image above the message; `nil` for none.
  public var image: ListImage?
  /// A button under the message; `nil` for none.
  public var action: Action?

  /// Creates an empty state.
  public init(_ text: String, secondaryText: String? = nil, image: ListImage? = nil, action: Action? = nil) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.action = action
  }
}
