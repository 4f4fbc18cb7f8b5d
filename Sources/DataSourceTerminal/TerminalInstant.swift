import Dispatch
import Foundation

/// A point on the monotonic clock that terminal animations follow.
///
/// `ContinuousClock` would do, but it needs iOS 16 while DataSourceKit supports iOS 15; this type is
/// the same idea on `DispatchTime`, which every supported platform has.
public struct TerminalInstant: Comparable, Hashable, Sendable {
  /// Nanoseconds since an unspecified, fixed origin (the system's uptime clock).
  public var nanoseconds: UInt64

  /// Creates the instant `nanoseconds` after the clock's origin.
  public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

  /// The current instant.
  public static var now: TerminalInstant { TerminalInstant(nanoseconds: DispatchTime.now().uptimeNanoseconds) }

  /// The instant `seconds` later (earlier for a negative value; clamped at the origin).
  /// - Complexity: O(1).
  public static func + (instant: TerminalInstant, seconds: TimeInterval) -> TerminalInstant {
    let delta = (seconds * 1e9).rounded()
    if delta >= 0 {
      return TerminalInstant(nanoseconds: instant.nanoseconds &+ UInt64(min(delta, Double(UInt64.max / 2))))
    }
    let back = UInt64(min(-delta, Double(UInt64.max / 2)))
    return TerminalInstant(nanoseconds: instant.nanoseconds > back ? instant.nanoseconds - back : 0)
  }

  public static func < (lhs: TerminalInstant, rhs: TerminalInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
