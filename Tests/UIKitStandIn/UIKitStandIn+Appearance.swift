// The stand-in's images, colours, buttons and empty states (see UIKitStandIn.swift for the rules).
import Foundation

// MARK: - Images and colours

// The stand-in's images and colours remember what made them, so tests can check a mapping.
open class UIImage: NSObject, @unchecked Sendable {
  public private(set) var standInName = ""
  public convenience init?(systemName name: String) {
    self.init()
    standInName = "system:" + name
  }
  public convenience init?(named name: String) {
    self.init()
    standInName = name
  }
}

open class UIColor: NSObject, @unchecked Sendable {
  public private(set) var standInName = ""
  convenience init(standInName: String) {
    self.init()
    self.standInName = standInName
  }
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(standInName: "rgba(\(red), \(green), \(blue), \(alpha))")
  }
  open class var systemRed: UIColor { UIColor(standInName: "systemRed") }
  open class var systemOrange: UIColor { UIColor(standInName: "systemOrange") }
  open class var systemYellow: UIColor { UIColor(standInName: "systemYellow") }
  open class var systemGreen: UIColor { UIColor(standInName: "systemGreen") }
  open class var systemMint: UIColor { UIColor(standInName: "systemMint") }
  open class var systemTeal: UIColor { UIColor(standInName: "systemTeal") }
  open class var systemCyan: UIColor { UIColor(standInName: "systemCyan") }
  open class var systemBlue: UIColor { UIColor(standInName: "systemBlue") }
  open class var systemIndigo: UIColor { UIColor(standInName: "systemIndigo") }
  open class var systemPurple: UIColor { UIColor(standInName: "systemPurple") }
  open class var systemPink: UIColor { UIColor(standInName: "systemPink") }
  open class var systemBrown: UIColor { UIColor(standInName: "systemBrown") }
  open class var systemGray: UIColor { UIColor(standInName: "systemGray") }
}

// MARK: - Buttons and empty states

/// The edges of a rectangle, in the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
}

@MainActor
open class UIControl: UIView {}

@MainActor
open class UIButton: UIControl {
  /// A button's appearance (iOS 15, tvOS 15).
  public struct Configuration: Sendable {
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var imagePlacement = NSDirectionalRectEdge.leading
    public var imagePadding: CGFloat = 0
    public var titleAlignment = TitleAlignment.automatic
    public var showsActivityIndicator = false
    public static func plain() -> Configuration { Configuration() }
    public static func borderless() -> Configuration { Configuration() }
  }

  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.configuration = configuration
    standInPrimaryAction = primaryAction
  }

  open var configuration: UIButton.Configuration?
  /// The action the button was made with (the stand-in's record).
  public private(set) var standInPrimaryAction: UIAction?
}

/// What a view shows while there is no content (iOS 17, tvOS 17). The stand-in records which of
/// UIKit's factories made it (`standInKind`); UIKit's own carry an activity indicator (`.loading()`)
/// or a magnifying glass and "No Results" (`.search()`).
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Sendable {
  public struct ButtonProperties: Sendable {
    public var primaryAction: UIAction?
  }
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var button = UIButton.Configuration.plain()
  public var buttonProperties = ButtonProperties()
  public private(set) var standInKind = "empty"
  public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.standInKind = "loading"
    configuration.text = "Loading…"
    return configuration
  }
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration()
    configuration.standInKind = "search"
    configuration.text = "No Results"
    return configuration
  }
}

@MainActor
open class UIContentUnavailableView: UIView {
  public init(configuration: UIContentUnavailableConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  open var configuration: UIContentUnavailableConfiguration
}
