import DataSourceCore

/// An image for a swipe action, a menu entry or an empty state, named rather than held, so the core
/// stays free of UIKit: on Apple platforms a system image (an SF Symbol) or an image of the app's
/// asset catalog; the terminal and the headless views keep the name.
public struct ListImage: Sendable, Hashable {
  /// The image's name.
  public var name: String
  /// Whether `name` is a system image (`UIImage(systemName:)`) rather than an asset
  /// (`UIImage(named:)`).
  public var isSystemImage: Bool

  /// A system image (an SF Symbol), such as `"trash"`.
  public static func system(_ name: String) -> ListImage { ListImage(name: name, isSystemImage: true) }

  /// An image of the app's asset catalog.
  public static func named(_ name: String) -> ListImage { ListImage(name: name, isSystemImage: false) }
}
