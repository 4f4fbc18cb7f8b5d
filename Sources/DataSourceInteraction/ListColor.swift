import DataSourceCore

/// A colour for a swipe action's background, platform-neutral: one of the system colours (which
/// adapt to light and dark mode on Apple platforms) or red, green, blue and alpha components.
public struct ListColor: Sendable, Hashable {
  /// A system colour, by the name UIKit gives it without its `system` prefix.
  public enum System: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  }

  /// The system colour, when the colour is one.
  public var system: System?
  /// The components, each from 0 to 1, when the colour is not a system colour.
  public var components: (red: Double, green: Double, blue: Double, alpha: Double)? {
    rgba.map { ($0[0], $0[1], $0[2], $0[3]) }
  }
  private var rgba: [Double]?

  /// A system colour: `.system(.red)`, the one spelling of a system colour.
  public static func system(_ color: System) -> ListColor { ListColor(system: color, rgba: nil) }

  /// A colour of these components, each from 0 to 1 (values outside are clamped).
  public static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> ListColor {
    ListColor(system: nil, rgba: [red, green, blue, alpha].map { min(1, max(0, $0)) })
  }
}
