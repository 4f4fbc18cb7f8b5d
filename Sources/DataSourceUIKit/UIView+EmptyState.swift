// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UIView {
    /// The view a table or collection view shows behind its empty list for `state`: a
    /// `UIContentUnavailableView` on iOS and tvOS 17 and later; before that a button that fills the
    /// background, its title the message, its subtitle the second line and the action's title, and a
    /// press anywhere the action (a plain view when there is none).
    static func emptyStateView(_ state: EmptyState) -> UIView {
      let image = state.image.flatMap(UIImage.listImage)
      let action = state.action.map { action in UIAction(title: action.title) { _ in action.handler() } }
      if #available(iOS 17.0, tvOS 17.0, *) {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = state.text
        configuration.secondaryText = state.secondaryText
        configuration.image = image
        if let action {
          var button = UIButton.Configuration.borderless()
          button.title = action.title
          configuration.button = button
          configuration.buttonProperties.primaryAction = action
        }
        return UIContentUnavailableView(configuration: configuration)
      }
      var configuration = UIButton.Configuration.plain()
      configuration.title = state.text
      let subtitle = [state.secondaryText, state.action?.title].compactMap { $0 }
      configuration.subtitle = subtitle.isEmpty ? nil : subtitle.joined(separator: "\n")
      configuration.image = image
      configuration.imagePlacement = .top
      configuration.imagePadding = 8
      configuration.titleAlignment = .center
      let button = UIButton(configuration: configuration, primaryAction: action)
      button.isUserInteractionEnabled = action != nil
      return button
    }
  }
#endif
