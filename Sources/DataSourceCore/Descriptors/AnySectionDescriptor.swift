/// A ``SectionDescriptor`` with its type erased, as a ``DataSource`` stores it.
@MainActor
public struct AnySectionDescriptor {
  let contentType: ObjectIdentifier
  /// The identifier of the one section described, or `nil` for sections by content type.
  let identifier: String?
  let header: ((Row, Int) -> Supplement?)?
  let footer: ((Row, Int) -> Supplement?)?
  let headerHeight: ((Row, Int) -> SectionHeight)?
  let footerHeight: ((Row, Int) -> SectionHeight)?
  let isHidden: ((Row) -> Bool)?
  let willDisplayHeader: ((Row, AnyObject, Int) -> Void)?
  let willDisplayFooter: ((Row, AnyObject, Int) -> Void)?
  let didEndDisplayingHeader: ((Row, AnyObject, Int) -> Void)?
  let didEndDisplayingFooter: ((Row, AnyObject, Int) -> Void)?
  let supplementaryViews: [SupplementaryKind: SupplementaryViewEntry<Row>]

  /// Erases a descriptor.
  public init<Content>(_ descriptor: SectionDescriptor<Content>) {
    contentType = ObjectIdentifier(Content.self)
    identifier = descriptor.identifier
    // Sections reach these closures only through a lookup that checked their content's type (or
    // passes `()` to a descriptor of `Void` content).
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
    if let body = descriptor.isHidden {
      isHidden = { content in body(content.item(as: Content.self)!) }
    } else {
      isHidden = nil
    }
    willDisplayHeader = typed(descriptor.willDisplayHeader)
    willDisplayFooter = typed(descriptor.willDisplayFooter)
    didEndDisplayingHeader = typed(descriptor.didEndDisplayingHeader)
    didEndDisplayingFooter = typed(descriptor.didEndDisplayingFooter)
    supplementaryViews = descriptor.supplementaryViews.mapValues { entry in
      SupplementaryViewEntry(
        viewClass: entry.viewClass, reuseIdentifier: entry.reuseIdentifier, registration: entry.registration
      ) { content, view, section in entry.configure(content.item(as: Content.self)!, view, section) }
    }
  }
}
