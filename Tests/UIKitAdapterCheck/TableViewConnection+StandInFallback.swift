// Not a symlink: the stand-in's replacement for TableViewConnection+Fallback.swift, whose Objective-C
// optional-method calls cannot exist on Linux. Tests hand the bridge calls of their own instead.
#if UIKIT_STANDIN
  import Foundation
  import UIKitStandIn

  extension TableViewConnection {
    func uikitFallbackCalls() -> (any TableViewFallbackCalls)? { nil }
  }
#endif
