// Apple-only adapter; see UIKitListView.swift for how it is compiled.
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
  extension EmptyState {
    /// The state as UIKit's content-unavailable configuration: `.empty()`, `.loading()` or
    /// `.search()` by `EmptyState.kind`, with the state's text, second line, image
    /// and action (a borderless button) set over it. Start from it to present the state your own
    /// way (``EmptyStatePresentation/configuration(_:)``).
    /// - Complexity: O(1).
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor
    public var contentUnavailableConfiguration: UIContentUnavailableConfiguration {
      var configuration: UIContentUnavailableConfiguration =
        switch kind {
        case .empty: .empty()
        case .loading: .loading()
        case .search: .search()
        }
      configuration.text = text
      if let secondaryText { configuration.secondaryText = secondaryText }
      if let image = image.flatMap(UIImage.listImage) { configuration.image = image }
      if let action = uikitAction {
        var button = UIButton.Configuration.borderless()
        button.title = action.title
        configuration.button = button
        configuration.buttonProperties.primaryAction = action
      }
      return configuration
    }

    /// The view a table or collection view shows behind its empty list for this state: a
    /// `UIContentUnavailableView` on iOS and tvOS 17 and later; before that a button that fills the
    /// background, its title the message, its subtitle the second line and the action's title, an
    /// activity indicator for a loading state, and a press anywhere the action (a plain view when
    /// there is none).
    @MainActor
    var backgroundView: UIView {
      if #available(iOS 17.0, tvOS 17.0, *) {
        return UIContentUnavailableView(configuration: contentUnavailableConfiguration)
      }
      var configuration = UIButton.Configuration.plain()
      configuration.title = text
      let subtitle = [secondaryText, action?.title].compactMap { $0 }
      configuration.subtitle = subtitle.isEmpty ? nil : subtitle.joined(separator: "\n")
      configuration.image = image.flatMap(UIImage.listImage)
      configuration.imagePlacement = .top
      configuration.imagePadding = 8
      configuration.titleAlignment = .center
      configuration.showsActivityIndicator = kind == .loading
      let action = uikitAction
      let button = UIButton(configuration: configuration, primaryAction: action)
      button.isUserInteractionEnabled = action != nil
      return button
    }

    /// The action as a `UIAction`, if there is one.
    @MainActor
    private var uikitAction: UIAction? {
      action.map { action in UIAction(title: action.title) { _ in action.handler() } }
    }
  }
#endif
