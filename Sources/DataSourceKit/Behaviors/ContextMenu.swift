/// A context menu for a row, mapped onto `UIContextMenuConfiguration` by the UIKit adapter and onto
/// a key-driven menu by the terminal view.
public struct ContextMenu: Sendable {
  /// One entry of the menu.
  public struct Action: Sendable {
    /// The entry's title.
    public var title: String
    /// Whether the entry is destructive (drawn in red on iOS).
    public var isDestructive: Bool
    /// What choosing the entry does.
    public var handler: @MainActor () -> Void

    /// Creates an entry.
    public init(title: String, isDestructive: Bool = false, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.isDestructive = isDestructive
      self.handler = handler
    }
  }

  /// The menu's title; may be empty.
  public var title: String
  /// The entries, in order.
  public var actions: [Action]

  /// Creates a menu.
  public init(title: String = "", actions: [Action]) {
    self.title = title
    self.actions = actions
  }
}
