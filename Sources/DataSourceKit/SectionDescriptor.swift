/// How sections with content of one type get their header, footer, heights and visibility: the
/// section-level twin of ``CellDescriptor``.
///
/// ```swift
/// SectionDescriptor<Team>()
///   .header { team, _ in .title(team.name) }
///   .headerHeight { _, _ in .points(32) }
///   .isHidden { team, _ in team.members.isEmpty }
/// ```
///
/// Sections with `String` content get a title header without any descriptor (the seed's built-in
/// descriptor); sections without content have no header unless ``Section/header`` names one.
@MainActor
public struct SectionDescriptor<Content> {
  var header: ((Content, Int) -> Supplement?)?
  var footer: ((Content, Int) -> Supplement?)?
  var headerHeight: ((Content, Int) -> SectionHeight)?
  var footerHeight: ((Content, Int) -> SectionHeight)?
  var isHidden: ((Content, Int) -> Bool)?
  var willDisplayHeader: ((Content, AnyObject, Int) -> Void)?
  var willDisplayFooter: ((Content, AnyObject, Int) -> Void)?
  var didEndDisplayingHeader: ((Content, AnyObject, Int) -> Void)?
  var didEndDisplayingFooter: ((Content, AnyObject, Int) -> Void)?

  /// Creates a descriptor for sections whose content is a `Content`.
  public init() {}

  private func with<Body>(_ keyPath: WritableKeyPath<Self, Body?>, _ body: Body) -> Self {
    var copy = self
    copy[keyPath: keyPath] = body
    return copy
  }

  /// The header of a section (its content and its index among the shown sections).
  public func header(_ body: @escaping (Content, Int) -> Supplement?) -> Self { with(\.header, body) }
  /// The footer of a section.
  public func footer(_ body: @escaping (Content, Int) -> Supplement?) -> Self { with(\.footer, body) }
  /// The header's height.
  public func headerHeight(_ body: @escaping (Content, Int) -> SectionHeight) -> Self { with(\.headerHeight, body) }
  /// The footer's height.
  public func footerHeight(_ body: @escaping (Content, Int) -> SectionHeight) -> Self { with(\.footerHeight, body) }
  /// Whether a section is hidden; evaluated by ``DataSource/reloadData(animated:)``.
  public func isHidden(_ body: @escaping (Content, Int) -> Bool) -> Self { with(\.isHidden, body) }
  /// Runs just before a section's header view appears.
  public func willDisplayHeader(_ body: @escaping (Content, AnyObject, Int) -> Void) -> Self {
    with(\.willDisplayHeader, body)
  }
  /// Runs just before a section's footer view appears.
  public func willDisplayFooter(_ body: @escaping (Content, AnyObject, Int) -> Void) -> Self {
    with(\.willDisplayFooter, body)
  }
  /// Runs when a section's header view left the screen.
  public func didEndDisplayingHeader(_ body: @escaping (Content, AnyObject, Int) -> Void) -> Self {
    with(\.didEndDisplayingHeader, body)
  }
  /// Runs when a section's footer view left the screen.
  public func didEndDisplayingFooter(_ body: @escaping (Content, AnyObject, Int) -> Void) -> Self {
    with(\.didEndDisplayingFooter, body)
  }
}

/// A section header or footer as a descriptor gives it: a title, or a view of the platform's kind.
@MainActor
public enum Supplement {
  /// A plain title.
  case title(String)
  /// A view (a `UIView` on Apple platforms); its height defaults to its own.
  case view(AnyObject)

  /// The title, if this is one.
  public var title: String? { if case .title(let title) = self { title } else { nil } }
}

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
  public func resolved(grouped: Bool) -> Double? {
    switch self {
    case .automatic: nil
    case .zero: grouped ? Double.leastNormalMagnitude : 0
    case .points(let value): value
    }
  }
}

/// A ``SectionDescriptor`` with its type erased, as a ``DataSource`` stores it.
@MainActor
public struct AnySectionDescriptor {
  let contentType: ObjectIdentifier
  let header: ((Row, Int) -> Supplement?)?
  let footer: ((Row, Int) -> Supplement?)?
  let headerHeight: ((Row, Int) -> SectionHeight)?
  let footerHeight: ((Row, Int) -> SectionHeight)?
  let isHidden: ((Row, Int) -> Bool)?
  let willDisplayHeader: ((Row, AnyObject, Int) -> Void)?
  let willDisplayFooter: ((Row, AnyObject, Int) -> Void)?
  let didEndDisplayingHeader: ((Row, AnyObject, Int) -> Void)?
  let didEndDisplayingFooter: ((Row, AnyObject, Int) -> Void)?

  /// Erases a descriptor.
  public init<Content>(_ descriptor: SectionDescriptor<Content>) {
    contentType = ObjectIdentifier(Content.self)
    // Sections reach these closures only through a lookup by their content type.
    func typed<R>(_ body: ((Content, Int) -> R)?) -> ((Row, Int) -> R)? {
      guard let body else { return nil }
      return { content, index in body(content.item(as: Content.self)!, index) }
    }
    func typed(_ body: ((Content, AnyObject, Int) -> Void)?) -> ((Row, AnyObject, Int) -> Void)? {
      guard let body else { return nil }
      return { content, view, index in body(content.item(as: Content.self)!, view, index) }
    }
    header = typed(descriptor.header)
    footer = typed(descriptor.footer)
    headerHeight = typed(descriptor.headerHeight)
    footerHeight = typed(descriptor.footerHeight)
    isHidden = typed(descriptor.isHidden)
    willDisplayHeader = typed(descriptor.willDisplayHeader)
    willDisplayFooter = typed(descriptor.willDisplayFooter)
    didEndDisplayingHeader = typed(descriptor.didEndDisplayingHeader)
    didEndDisplayingFooter = typed(descriptor.didEndDisplayingFooter)
  }
}
