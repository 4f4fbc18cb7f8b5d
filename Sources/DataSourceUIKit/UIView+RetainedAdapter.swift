// Apple-only; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import ObjectiveC
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// The key under which a view keeps its adapter: the address of this byte, which never moves.
  nonisolated(unsafe) private var retainedAdapterKey: UInt8 = 0

  extension UIView {
    /// Makes this view keep `adapter` (and through it the data source) alive for as long as the view
    /// lives, replacing the adapter it kept before. UIKit holds a view's data source and delegate
    /// weakly, so without this an adapter nobody stored would be freed at once, leaving a blank view.
    func retainAdapter(_ adapter: AnyObject) {
      objc_setAssociatedObject(self, &retainedAdapterKey, adapter, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The adapter this view keeps, if any.
    var retainedAdapter: AnyObject? {
      objc_getAssociatedObject(self, &retainedAdapterKey) as AnyObject?
    }
  }
#endif
