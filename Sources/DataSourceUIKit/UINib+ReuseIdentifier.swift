// Apple-only; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UINib {
    /// The nib named `reuseIdentifier` in `bundle`, or `nil` when there is no bundle or it has no such
    /// nib: the rule by which the `ListView` conformances register a nib instead of a class.
    static func named(reuseIdentifier: String, in bundle: Bundle?) -> UINib? {
      guard let bundle, bundle.path(forResource: reuseIdentifier, ofType: "nib") != nil else { return nil }
      return UINib(nibName: reuseIdentifier, bundle: bundle)
    }
  }
#endif
