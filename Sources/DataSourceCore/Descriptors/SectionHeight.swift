/// The height of a section header or footer, as the seed library defines it.
public enum SectionHeight: Sendable, Hashable {
  /// Let the view size it.
  case automatic
  /// No height: 0 in a plain table, the smallest positive height in a grouped one (UIKit treats 0
  /// there as "use the default").
  case zero
  /// A height in points.
  case points(Double)

  /// The height in points for a list of the given style; `nil` for ``automatic``.
  package func resolved(grouped: Bool) -> Double? {
    switch self {
    case .automatic: nil
    case .zero: grouped ? Double.leastNormalMagnitude : 0
    case .points(let value): value
    }
  }
}
