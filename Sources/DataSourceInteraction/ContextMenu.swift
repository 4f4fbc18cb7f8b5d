import DataSourceCore

/// A context menu for a row, mapped onto `UIContextMenuConfiguration` and `UIMenu` by the UIKit
/// adapters and onto a key-driven menu by the terminal view.
///
/// ```swift
/// ContextMenu(title: item.name, children: [
///   .action(ContextMenu.Action(title: "Copy", image: .system("doc.on.doc")) { copy(item) }),
///   .submenu(ContextMenu(title: "Share", children: [.action(mail), .action(message)])),
///   .action(ContextMenu.Action(title: "Delete", image: .system("trash"), attributes: .destructive) { delete(item) }),
/// ])
/// ```
public struct ContextMenu: Sendable {
  /// How an entry is shown, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates attributes from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn in red: the entry destroys something.
    public static let destructive = Attributes(rawValue: 1 << 0)
    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// One entry of the menu.
  public struct Action: Sendable {
    /// The entry's title.
    public var title: String
    /// The entry's image; `nil` for none.
    public var image: ListImage?
    /// Destructive, disabled or hidden.
    public var attributes: Attributes
    /// What choosing the entry does.
    public var handler: @MainActor () -> Void

    /// Creates an entry.
    public init(
      title: String, image: ListImage? = nil, attributes: Attributes = [], handler: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.image = image
      self.attributes = attributes
      self.handler = handler
    }
  }

  /// An entry, or a submenu of entries.
  public enum Element: Sendable {
    case action(Action)
    case submenu(ContextMenu)
  }

  /// The menu's title; may be empty.
  public var title: String
  /// The menu's image, shown beside its title when it is a submenu; `nil` for none.
  public var image: ListImage?
  /// The entries and submenus, in order.
  public var children: [Element]
  /// Makes the preview shown above the menu: a `UIViewController` on UIKit; `nil` (or a closure that
  /// returns `nil`) for UIKit's default preview, the row's cell. Only a row's top menu has one.
  public var preview: (@MainActor () -> AnyObject?)?
  /// Called when the user taps the preview (UIKit's `willPerformPreviewActionForMenuWith`; iOS only).
  /// Use it to open the row's detail.
  public var willPerformPreviewAction: (@MainActor () -> Void)?

  /// Creates a menu of entries and submenus.
  public init(
    title: String = "", image: ListImage? = nil, children: [Element], preview: (@MainActor () -> AnyObject?)? = nil,
    willPerformPreviewAction: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.image = image
    self.children = children
    self.preview = preview
    self.willPerformPreviewAction = willPerformPreviewAction
  }

  /// Creates a menu of entries.
  public init(title: String = "", actions: [Action]) {
    self.init(title: title, children: actions.map(Element.action))
  }

  /// Every entry, submenus' entries included (depth first), with the titles of the submenus that
  /// lead to it; hidden entries and submenus left out.
  /// - Complexity: O(entries).
  package var entries: [(path: [String], action: Action)] {
    var result: [(path: [String], action: Action)] = []
    func visit(_ menu: ContextMenu, _ path: [String]) {
      for child in menu.children {
        switch child {
        case .action(let action) where !action.attributes.contains(.hidden): result.append((path, action))
        case .action: continue
        case .submenu(let submenu): visit(submenu, path + [submenu.title])
        }
      }
    }
    visit(self, [])
    return result
  }
}
