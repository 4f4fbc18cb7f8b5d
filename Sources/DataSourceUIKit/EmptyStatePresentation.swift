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
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// How a ``TableViewAdapter`` or ``CollectionViewAdapter`` presents its data source's
  /// `DataSource.emptyState`: as the list's background view (the default), as a view or
  /// content-unavailable configuration the app makes, or as a view controller's own
  /// `contentUnavailableConfiguration`.
  ///
  /// Whichever it is, it is shown when the list becomes empty and hidden when rows come back, on the
  /// main actor, and a new presentation takes over at once (the old one is hidden first).
  ///
  /// ```swift
  /// // Apple platforms only (UIKit):
  /// tableView.tableViewAdapter?.emptyStatePresentation = .viewController(self)
  /// ```
  @MainActor
  public struct EmptyStatePresentation {
    /// Shows a state (`nil` hides it), given the way to set the list's background view.
    let show: @MainActor (_ state: EmptyState?, _ setBackground: (UIView?) -> Void) -> Void

    /// The default: the list's `backgroundView`, a `UIContentUnavailableView` of the state's
    /// `EmptyState.contentUnavailableConfiguration` on iOS and tvOS 17 and later, a button with the
    /// same text (and an activity indicator for a loading state) before.
    public static var backgroundView: EmptyStatePresentation {
      EmptyStatePresentation { state, setBackground in setBackground(state?.backgroundView) }
    }

    /// The list's `backgroundView` is the view `make` returns for the state, on every iOS version.
    public static func backgroundView(_ make: @escaping @MainActor (EmptyState) -> UIView) -> EmptyStatePresentation {
      EmptyStatePresentation { state, setBackground in setBackground(state.map(make)) }
    }

    /// The list's `backgroundView` is a `UIContentUnavailableView` of the configuration `make`
    /// returns for the state (start from its `EmptyState.contentUnavailableConfiguration`).
    @available(iOS 17.0, tvOS 17.0, *)
    public static func configuration(
      _ make: @escaping @MainActor (EmptyState) -> UIContentUnavailableConfiguration
    ) -> EmptyStatePresentation {
      EmptyStatePresentation { state, setBackground in
        setBackground(state.map { UIContentUnavailableView(configuration: make($0)) })
      }
    }

    /// The state is `controller`'s own `contentUnavailableConfiguration` (UIKit draws it over the
    /// controller's whole view), made by `make` (by default the state's
    /// `EmptyState.contentUnavailableConfiguration`); hiding the state sets it to `nil`. The list's
    /// background stays empty. The controller is held weakly.
    @available(iOS 17.0, tvOS 17.0, *)
    public static func viewController(
      _ controller: UIViewController,
      _ make: @escaping @MainActor (EmptyState) -> UIContentUnavailableConfiguration = {
        $0.contentUnavailableConfiguration
      }
    ) -> EmptyStatePresentation {
      EmptyStatePresentation { [weak controller] state, setBackground in
        setBackground(nil)
        controller?.contentUnavailableConfiguration = state.map(make)
      }
    }
  }
#endif
