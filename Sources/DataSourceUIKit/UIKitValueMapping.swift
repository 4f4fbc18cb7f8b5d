// Apple-only adapter; see UIKitListView.swift for how it is compiled. One-to-one mappings
// between DataSourceKit's platform-neutral values and UIKit's.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UITableViewCell.EditingStyle {
    /// UIKit's editing style for DataSourceKit's.
    init(_ style: EditingStyle) {
      switch style {
      case .none: self = .none
      case .delete: self = .delete
      case .insert: self = .insert
      }
    }
  }

  extension UITableView.RowAnimation {
    /// UIKit's row animation for DataSourceKit's.
    init(_ animation: RowAnimation) {
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
    init(_ animation: UITableView.RowAnimation) {
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
    init(_ style: UITableViewCell.EditingStyle) {
      switch style {
      case .delete: self = .delete
      case .insert: self = .insert
      default: self = .none
      }
    }
  }

  extension CellConfigurationState {
    /// A cell's UIKit configuration state, in the core's terms.
    init(_ state: UICellConfigurationState) {
      self.init(
        isSelected: state.isSelected, isHighlighted: state.isHighlighted, isFocused: state.isFocused,
        isDisabled: state.isDisabled, isEditing: state.isEditing, isSwiped: state.isSwiped,
        isExpanded: state.isExpanded)
    }
  }

  extension UIImage {
    /// UIKit's image for DataSourceKit's: a system image or an asset; `nil` when there is none of
    /// that name.
    static func listImage(_ image: ListImage) -> UIImage? {
      image.isSystemImage ? UIImage(systemName: image.name) : UIImage(named: image.name)
    }
  }

  extension UIColor {
    /// UIKit's colour for DataSourceKit's: a system colour, or the components.
    static func listColor(_ color: ListColor) -> UIColor {
      if let (red, green, blue, alpha) = color.components {
        return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
      }
      switch color.system ?? .gray {
      case .red: return .systemRed
      case .orange: return .systemOrange
      case .yellow: return .systemYellow
      case .green: return .systemGreen
      case .mint: return .systemMint
      case .teal: return .systemTeal
      case .cyan: return .systemCyan
      case .blue: return .systemBlue
      case .indigo: return .systemIndigo
      case .purple: return .systemPurple
      case .pink: return .systemPink
      case .brown: return .systemBrown
      case .gray: return .systemGray
      }
    }
  }

  #if !os(tvOS)
    extension UIContextualAction.Style {
      /// UIKit's action style for DataSourceKit's.
      init(_ style: SwipeAction.Style) {
        self = style == .destructive ? .destructive : .normal
      }
    }

    extension UISwipeActionsConfiguration {
      /// UIKit's swipe configuration for DataSourceKit's: one contextual action per swipe action,
      /// with its image and background colour.
      convenience init(_ configuration: SwipeActionsConfiguration) {
        self.init(
          actions: configuration.actions.map { action in
            let contextual = UIContextualAction(style: UIContextualAction.Style(action.style), title: action.title) {
              _, _, completion in action.handler(completion)
            }
            contextual.image = action.image.flatMap(UIImage.listImage)
            if let color = action.backgroundColor { contextual.backgroundColor = .listColor(color) }
            return contextual
          })
        performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
      }
    }
  #endif

  extension UIMenuElement.Attributes {
    /// UIKit's attributes for DataSourceKit's.
    init(_ attributes: ContextMenu.Attributes) {
      self = []
      if attributes.contains(.destructive) { insert(.destructive) }
      if attributes.contains(.disabled) { insert(.disabled) }
      if attributes.contains(.hidden) { insert(.hidden) }
    }
  }

  extension UIMenu {
    /// UIKit's menu for DataSourceKit's: an action per entry, a menu per submenu, with their images
    /// and attributes.
    convenience init(_ menu: ContextMenu) {
      self.init(
        title: menu.title, image: menu.image.flatMap(UIImage.listImage),
        children: menu.children.map { child -> UIMenuElement in
          switch child {
          case .action(let action):
            UIAction(
              title: action.title, image: action.image.flatMap(UIImage.listImage),
              attributes: UIMenuElement.Attributes(action.attributes)
            ) { _ in action.handler() }
          case .submenu(let submenu): UIMenu(submenu)
          }
        })
    }
  }

  /// The identifier the adapters give a row's context menu: its index path, so that the menu is found
  /// again when its preview is tapped.
  final class ContextMenuRow: NSObject, NSCopying {
    let indexPath: IndexPath
    init(_ indexPath: IndexPath) { self.indexPath = indexPath }
    func copy(with zone: NSZone? = nil) -> Any { self }
  }

  @available(tvOS 17.0, *)
  extension UIContextMenuConfiguration {
    /// UIKit's context menu for DataSourceKit's, identified by `identifier` (the adapters pass the
    /// row's index path, to find the menu again when its preview is tapped): the menu, and its
    /// preview when it makes one.
    convenience init(_ menu: ContextMenu, identifier: (any NSCopying)? = nil) {
      var previewProvider: UIContextMenuContentPreviewProvider?
      if let makePreview = menu.preview {
        previewProvider = { makePreview() as? UIViewController }
      }
      self.init(identifier: identifier, previewProvider: previewProvider) { _ in UIMenu(menu) }
    }
  }
#endif
