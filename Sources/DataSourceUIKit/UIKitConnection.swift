// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  @_spi(Extending) import DataSourceCore
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// What the table and collection connections share: the data source they forward to, and the
  /// app's own delegate and data source behind them. On Apple platforms this class also answers
  /// `responds(to:)` and `forwardingTarget(for:)` for both (`UIKitFallbacks+Forwarding.swift`).
  @MainActor
  class UIKitConnection: NSObject {
    let dataSource: DataSource

    /// The app's own delegate and data source, and the one route to them.
    let fallbacks: UIKitFallbacks

    /// Told after the user selected or deselected a row (the SwiftUI list follows its binding).
    var selectionDidChange: (@MainActor () -> Void)?

    init(dataSource: DataSource) {
      self.dataSource = dataSource
      fallbacks = UIKitFallbacks(for: dataSource)
      super.init()
    }
  }
#endif
