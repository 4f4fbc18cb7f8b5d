// Apple only, and only where SwiftUI exists: the stand-in cannot type-check this file, so the real
// SDKs compile it (see CONTRIBUTING.md).
#if canImport(UIKit) && canImport(SwiftUI)
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import SwiftUI
  import UIKit

  @available(iOS 16.0, tvOS 16.0, *)
  extension View {
    #if !os(tvOS)
      /// The row's platform-neutral swipe actions as SwiftUI's `swipeActions` (iOS; tvOS has no
      /// swipe): the same titles, images, colours and roles a descriptor gives UIKit, and a full
      /// swipe as the configuration says. `nil` or no actions adds none. An action's completion is
      /// ignored: SwiftUI closes the row itself.
      public func rowSwipeActions(_ configuration: SwipeActionsConfiguration?, edge: HorizontalEdge = .trailing)
        -> some View
      {
        swipeActions(edge: edge, allowsFullSwipe: configuration?.performsFirstActionWithFullSwipe ?? false) {
          ForEach(Array((configuration?.actions ?? []).enumerated()), id: \.offset) { _, action in
            Button(role: action.style == .destructive ? .destructive : nil) {
              // SwiftUI runs button actions on the main thread.
              MainActor.assumeIsolated { action.handler { _ in } }
            } label: {
              RowActionLabel(title: action.title, image: action.image)
            }
            .tint(action.backgroundColor.map { Color(uiColor: .listColor($0)) })
          }
        }
      }
    #endif

    /// The row's platform-neutral context menu as SwiftUI's `contextMenu`: its actions (destructive,
    /// disabled and hidden as their attributes say) and submenus. `nil` adds none. The menu's UIKit
    /// preview is not shown (SwiftUI previews are views).
    public func rowContextMenu(_ menu: DataSourceInteraction.ContextMenu?) -> some View {
      contextMenu {
        if let menu { ContextMenuItems(elements: menu.children) }
      }
    }
  }

  /// A row action's title and image.
  @available(iOS 16.0, tvOS 16.0, *)
  struct RowActionLabel: View {
    let title: String
    let image: ListImage?

    var body: some View {
      if let image {
        Label {
          Text(title)
        } icon: {
          image.isSystemImage ? Image(systemName: image.name) : Image(image.name)
        }
      } else {
        Text(title)
      }
    }
  }

  /// A context menu's entries as SwiftUI buttons and menus.
  @available(iOS 16.0, tvOS 16.0, *)
  struct ContextMenuItems: View {
    let elements: [DataSourceInteraction.ContextMenu.Element]

    var body: some View {
      ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
        switch element {
        case .action(let action) where !action.attributes.contains(.hidden):
          Button(role: action.attributes.contains(.destructive) ? .destructive : nil) {
            MainActor.assumeIsolated { action.handler() }
          } label: {
            RowActionLabel(title: action.title, image: action.image)
          }
          .disabled(action.attributes.contains(.disabled))
        case .action:
          EmptyView()
        case .submenu(let submenu):
          if #available(tvOS 17.0, *) {
            Menu {
              AnyView(ContextMenuItems(elements: submenu.children))
            } label: {
              RowActionLabel(title: submenu.title, image: submenu.image)
            }
          } else {
            // tvOS 16 has no nested menus: the submenu's entries show in place.
            AnyView(ContextMenuItems(elements: submenu.children))
          }
        }
      }
    }
  }
#endif
