// Not a symlink: the stand-in's replacement for UIKitFallbacks+Forwarding.swift, whose Objective-C
// optional-method calls cannot exist on Linux. Tests hand the connections calls of their own instead
// (`fallbacks.install(_:)`).
#if UIKIT_STANDIN
  import Foundation
  import UIKitStandIn

  extension TableViewConnection {
    func uikitFallbackCalls() -> (any UIKitFallbackCalls)? { nil }
  }

  extension CollectionViewConnection {
    func uikitFallbackCalls() -> (any UIKitFallbackCalls)? { nil }
  }
#endif
