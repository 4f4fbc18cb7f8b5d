// The stand-in's swipe actions, menus and context menus (see UIKitStandIn.swift for the rules).
import Foundation

// MARK: - Swipe actions

@MainActor
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public convenience init(
    style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
  ) {
    self.init()
    self.style = style
    self.title = title
    self.handler = handler
  }

  open private(set) var style = Style.normal
  open var title: String?
  open private(set) var handler: Handler = { _, _, _ in }

  open var image: UIImage?
  open var backgroundColor: UIColor!
}

@MainActor
open class UISwipeActionsConfiguration: NSObject {
  public convenience init(actions: [UIContextualAction]) {
    self.init()
    self.actions = actions
  }
  open private(set) var actions: [UIContextualAction] = []
  open var performsFirstActionWithFullSwipe: Bool = true
}

// MARK: - Menus

@MainActor
open class UIViewController: UIResponder {
  public override init() {}
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  /// The controller's root view; `loadView()` sets it.
  open var view: UIView!
  open func loadView() {}
  open func viewDidLoad() {}
  /// What the controller shows over its view while there is no content (iOS 17, tvOS 17).
  open var contentUnavailableConfiguration: (any UIContentConfiguration)?
}

@MainActor
open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction: UIMenuElement {
  // UIKit's initializer has more parameters, all defaulted; these are the ones the adapter passes.
  public convenience init(
    title: String = "", image: UIImage? = nil, attributes: UIMenuElement.Attributes = [],
    handler: @escaping UIActionHandler
  ) {
    self.init()
    self.title = title
    self.image = image
    self.attributes = attributes
    self.handler = handler
  }

  open var title = ""
  open var image: UIImage?
  open var attributes: UIMenuElement.Attributes = []
  open private(set) var handler: UIActionHandler = { _ in }
}

@MainActor
open class UIMenu: UIMenuElement {
  // UIKit's initializer has more parameters, all defaulted; these are the ones the adapter passes.
  public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.init()
    self.title = title
    self.image = image
    self.children = children
  }

  open private(set) var title = ""
  open private(set) var image: UIImage?
  open private(set) var children: [UIMenuElement] = []
}

public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

@MainActor
open class UIContextMenuConfiguration: NSObject {
  public convenience init(
    identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider?
  ) {
    self.init()
    storedIdentifier = identifier ?? NSUUID()
    standInPreviewProvider = previewProvider
    standInActionProvider = actionProvider
  }

  /// What the configuration was made with (UIKit keeps them private; the stand-in shows them to tests).
  public private(set) var standInPreviewProvider: UIContextMenuContentPreviewProvider?
  public private(set) var standInActionProvider: UIContextMenuActionProvider?

  private var storedIdentifier: any NSCopying = NSUUID()
  /// UIKit makes a unique identifier when none is given.
  open var identifier: any NSCopying { storedIdentifier }
}

/// The animator of a context menu's preview being committed (iOS 13; not on tvOS).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: NSObjectProtocol {}
