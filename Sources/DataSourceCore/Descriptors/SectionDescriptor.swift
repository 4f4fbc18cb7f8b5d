/// How sections with content of one type get their header, footer, heights and visibility: the
/// section-level twin of ``CellDescriptor``.
///
/// ```swift
/// SectionDescriptor<Team>()
///   .header { team, _ in .title(team.name) }
///   .headerHeight { _, _ in .points(32) }
///   .isHidden { team in team.members.isEmpty }
/// ```
///
/// A descriptor made with an identifier, as the seed's `SectionDescriptor<Void>("id")`, describes the
/// section with that ``Section/identifier`` instead: its closures get `()` for `Void` content, or the
/// section's content when it is a `Content`. It comes before a descriptor by content type.
///
/// Sections with `String` content get a title header without any descriptor (the seed's built-in
/// descriptor); sections without content have no header unless ``Section/header`` names one.
@MainActor
public struct SectionDescriptor<Content> {
  var header: ((Content, Int) -> Supplement?)?
  var footer: ((Content, Int) -> Supplement?)?
  var headerHeight: ((Content, Int) -> SectionHeight)?
  var footerHeight: ((Content, Int) -> SectionHeight)?
  var isHidden: ((Content) -> Bool)?
  var willDisplayHeader: ((Content, AnyObject, Int) -> Void)?
  var willDisplayFooter: ((Content, AnyObject, Int) -> Void)?
  var didEndDisplayingHeader: ((Content, AnyObject, Int) -> Void)?
  var didEndDisplayingFooter: ((Content, AnyObject, Int) -> Void)?
  var supplementaryViews: [SupplementaryKind: SupplementaryViewEntry<Content>] = [:]

  /// The identifier of the one section this descriptor describes; `nil` for every section whose
  /// content is a `Content`.
  public let identifier: String?

  /// Creates a descriptor for sections whose content is a `Content`.
  public init() { identifier = nil }

  /// Creates a descriptor for the section whose identifier is `identifier` (see the type's
  /// discussion). Its content must be a `Content`, or `Content` must be `Void`.
  public init(_ identifier: String) { self.identifier = identifier }

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
  /// Whether a section is hidden; evaluated by ``DataSource/reloadData(animated:completion:)``. Given
  /// the content only: a hidden section has no shown index, and every other closure is given the
  /// index where its section is shown.
  public func isHidden(_ body: @escaping (Content) -> Bool) -> Self { with(\.isHidden, body) }
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
