import DataSourceCore
import Foundation

/// Keeps an observer of a ``Storage`` registered; cancel it, or let it go, to stop observing.
///
/// Released on the main actor (the usual case), it stops the observation at once. Released on
/// another thread, it schedules the stop on the main actor, so the observer may be called until
/// then. No `isolated deinit` is involved: its back-deployment shim crashes on OS releases before
/// the runtime supports it.
@MainActor
public final class StorageObservation {
  private var onCancel: (@MainActor @Sendable () -> Void)?

  /// Creates an observation that runs `onCancel` when it is cancelled or released: what a storage of
  /// your own returns from `observe(_:)` (one of the `Extending` seams).
  @_spi(Extending) public init(onCancel: @escaping @MainActor @Sendable () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  deinit {
    guard let onCancel else { return }
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { onCancel() }
    } else {
      Task { @MainActor in onCancel() }
    }
  }
}
