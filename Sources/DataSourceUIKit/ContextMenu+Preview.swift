// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction

  extension ContextMenu {
    /// This menu, with `makePreview` making the view controller UIKit shows above it when the menu
    /// opens, and `onTap` called when the user taps that preview (iOS only; open the row's detail
    /// there). `makePreview` runs each time the menu opens; returning `nil` keeps UIKit's default
    /// preview, the row's cell. Only a row's top menu has a preview: one set on a submenu is ignored.
    ///
    /// ```swift
    /// ContextMenu(title: fruit.name, actions: [copy])
    ///   .previewing { FruitDetailViewController(fruit) } onTap: { open(fruit) }
    /// ```
    /// - Complexity: O(1).
    public func previewing(
      _ makePreview: @escaping @MainActor () -> UIViewController?, onTap: (@MainActor () -> Void)? = nil
    ) -> ContextMenu {
      var menu = self
      menu.preview = { makePreview() }
      menu.willPerformPreviewAction = onTap ?? willPerformPreviewAction
      return menu
    }
  }
#endif
