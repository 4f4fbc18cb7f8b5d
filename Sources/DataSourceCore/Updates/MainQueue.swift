import Foundation

/// Whether code runs on the main queue, which is where the main actor runs. `Thread.isMainThread`
/// cannot tell on Linux, where `dispatchMain()` serves the main queue from another thread.
package enum MainQueue {
  /// The key marking the main queue. `DispatchSpecificKey` is Sendable on Linux but not on Apple's
  /// SDKs; the box is only ever read after it is made, so sharing it is safe.
  private final class Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
    init() { DispatchQueue.main.setSpecific(key: key, value: true) }
  }

  private static let marker = Marker()

  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: marker.key) == true }
}
