extension DataSource {
  /// The content of the shown section at `section`, if it has one.
  func content(inSection section: Int) -> Row? {
    displayedSections.indices.contains(section) ? displayedSections[section].model.content : nil
  }

  /// The header of `section`: the section's own ``Section/header``, else its descriptor's, else a
  /// title for `String` content. `nil` for no header or a section that does not exist.
  public func header(inSection section: Int) -> Supplement? {
    guard displayedSections.indices.contains(section) else { return nil }
    if case .title(let title)? = displayedSections[section].model.header { return .title(title) }
    guard let content = content(inSection: section) else { return nil }
    if let body = sectionDescriptor(for: content)?.header { return body(content, section) }
    return content.item(as: String.self).map(Supplement.title)
  }

  /// The footer of `section`: the section's own ``Section/footer``, else its descriptor's.
  public func footer(inSection section: Int) -> Supplement? {
    guard displayedSections.indices.contains(section) else { return nil }
    if case .title(let title)? = displayedSections[section].model.footer { return .title(title) }
    guard let content = content(inSection: section) else { return nil }
    return sectionDescriptor(for: content)?.footer?(content, section)
  }

  /// The header height of `section`: its descriptor's answer, else ``SectionHeight/automatic`` when
  /// there is a header (a title or a view sizes itself) and ``SectionHeight/zero`` when there is none.
  public func headerHeight(inSection section: Int) -> SectionHeight {
    if let content = content(inSection: section), let body = sectionDescriptor(for: content)?.headerHeight {
      return body(content, section)
    }
    return header(inSection: section) == nil ? .zero : .automatic
  }

  /// The footer height of `section`, by the same rules as ``headerHeight(inSection:)``.
  public func footerHeight(inSection section: Int) -> SectionHeight {
    if let content = content(inSection: section), let body = sectionDescriptor(for: content)?.footerHeight {
      return body(content, section)
    }
    return footer(inSection: section) == nil ? .zero : .automatic
  }

  /// Tells the section's descriptor that its header view is about to appear.
  public func willDisplayHeader(_ view: AnyObject, inSection section: Int) {
    if let content = content(inSection: section) {
      sectionDescriptor(for: content)?.willDisplayHeader?(content, view, section)
    }
  }

  /// Tells the section's descriptor that its footer view is about to appear.
  public func willDisplayFooter(_ view: AnyObject, inSection section: Int) {
    if let content = content(inSection: section) {
      sectionDescriptor(for: content)?.willDisplayFooter?(content, view, section)
    }
  }

  /// Tells the section's descriptor that its header view left the screen.
  public func didEndDisplayingHeader(_ view: AnyObject, inSection section: Int) {
    if let content = content(inSection: section) {
      sectionDescriptor(for: content)?.didEndDisplayingHeader?(content, view, section)
    }
  }

  /// Tells the section's descriptor that its footer view left the screen.
  public func didEndDisplayingFooter(_ view: AnyObject, inSection section: Int) {
    if let content = content(inSection: section) {
      sectionDescriptor(for: content)?.didEndDisplayingFooter?(content, view, section)
    }
  }
}
