// Apple-only adapter; see UITableView+ListView.swift for how it is compiled. One-to-one mappings
// between DataSourceKit's platform-neutral values and UIKit's.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UITableViewCell.EditingStyle {
    /// UIKit's editing style for DataSourceKit's.
    public init(_ style: EditingStyle) {
      switch style {
      case .none: self = .none
      case .delete: self = .delete
      case .insert: self = .insert
      }
    }
  }

  extension UITableView.RowAnimation {
    /// UIKit's row animation for DataSourceKit's.
    public init(_ animation: RowAnimation) {
      switch animation {
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .none: self = .none
      case .middle: self = .middle
      case .automatic: self = .automatic
      }
    }
  }

  extension RowAnimation {
    /// DataSourceKit's row animation for UIKit's; one UIKit adds later is `automatic`.
    public init(_ animation: UITableView.RowAnimation) {
      switch animation {
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .none: self = .none
      case .middle: self = .middle
      default: self = .automatic
      }
    }
  }

  extension EditingStyle {
    /// DataSourceKit's editing style for UIKit's.
    public init(_ style: UITableViewCell.EditingStyle) {
      switch style {
      case .delete: self = .delete
      case .insert: self = .insert
      default: self = .none
      }
    }
  }

  #if !os(tvOS)
    extension UIContextualAction.Style {
      /// UIKit's action style for DataSourceKit's.
      public init(_ style: SwipeAction.Style) {
        self = style == .destructive ? .destructive : .normal
      }
    }

    extension UISwipeActionsConfiguration {
      /// UIKit's swipe configuration for DataSourceKit's: one contextual action per swipe action.
      public convenience init(_ configuration: SwipeActionsConfiguration) {
        self.init(
          actions: configuration.actions.map { action in
            UIContextualAction(style: UIContextualAction.Style(action.style), title: action.title) { _, _, completion in
              action.handler(completion)
            }
          })
        performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
      }
    }
  #endif

  @available(tvOS 17.0, *)
  extension UIContextMenuConfiguration {
    /// UIKit's context menu for DataSourceKit's: one action per entry, no preview.
    public convenience init(_ menu: ContextMenu) {
      self.init(identifier: nil, previewProvider: nil) { _ in
        UIMenu(
          title: menu.title,
          children: menu.actions.map { action in
            UIAction(title: action.title, attributes: action.isDestructive ? .destructive : []) { _ in action.handler()
            }
          })
      }
    }
  }
#endif
