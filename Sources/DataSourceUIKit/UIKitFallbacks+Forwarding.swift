// Apple-only: forwarding to a UIKit fallback delegate needs the Objective-C runtime (`responds(to:)`,
// `forwardingTarget(for:)` and optional protocol methods), which Linux does not have, so this file and
// the two ObjC…FallbackCalls files are not compiled against the stand-in. They hold no logic: the
// runtime overrides, and one call per optional method. What the answers mean is decided by
// UIKitFallbackBridge and the connections, which CI compiles and tests.
#if canImport(UIKit)
  @_spi(Extending) import DataSourceCore
  import UIKit

  extension UIKitFallbacks {
    /// Whether the app's delegate or data source implements the method named `name`; called from
    /// the connections' `responds(to:)`, which UIKit calls on the main thread.
    nonisolated func implements(_ name: String) -> Bool {
      MainActor.assumeIsolated {
        let selector = NSSelectorFromString(name)
        return delegate?.responds(to: selector) == true || dataSource?.responds(to: selector) == true
      }
    }

    /// The app's object that implements the method named `name`, delegate first.
    nonisolated func target(for name: String) -> (any NSObjectProtocol)? {
      // `assumeIsolated` returns only Sendable values from the Swift 6 SDKs on, and an Objective-C
      // object is not one: the closure stores the target instead of returning it (read only after
      // the closure has run, on this thread).
      nonisolated(unsafe) var target: (any NSObjectProtocol)?
      MainActor.assumeIsolated {
        let selector = NSSelectorFromString(name)
        if let delegate, delegate.responds(to: selector) {
          target = delegate
        } else if let dataSource, dataSource.responds(to: selector) {
          target = dataSource
        }
      }
      return target
    }
  }

  // `Selector` is Sendable only from the iOS 18 SDK on: its name crosses into the main actor.

  extension UIKitConnection {
    /// Says yes for what the adapter implements, and for what the app's delegate or data source does.
    override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || fallbacks.implements(NSStringFromSelector(selector))
    }

    /// Sends what the adapter does not implement to the app's delegate or data source.
    override func forwardingTarget(for selector: Selector!) -> Any? {
      fallbacks.target(for: NSStringFromSelector(selector)) ?? super.forwardingTarget(for: selector)
    }
  }

  extension TableViewConnection {
    /// The calls into the app's objects, or `nil` when neither is set.
    func uikitFallbackCalls() -> (any UIKitFallbackCalls)? {
      guard fallbacks.delegate != nil || fallbacks.dataSource != nil else { return nil }
      return ObjCTableViewFallbackCalls(connection: self)
    }
  }

  extension CollectionViewConnection {
    /// The calls into the app's objects, or `nil` when neither is set.
    func uikitFallbackCalls() -> (any UIKitFallbackCalls)? {
      guard fallbacks.delegate != nil || fallbacks.dataSource != nil else { return nil }
      return ObjCCollectionViewFallbackCalls(connection: self)
    }
  }
#endif
