extension DataSource {
  /// The descriptor of the shown section at `section`, with the content its closures get.
  func described(_ section: Int) -> (descriptor: AnySectionDescriptor, content: Row)? {
    guard displayedSections.indices.contains(section) else { return nil }
    let model = displayedSections[section].model
    return registry.section(identifier: model.identifier, content: model.content)
  }

  /// The header of `section`: the section's own ``Section/header``, else its descriptor's, else a
  /// title for `String` content. `nil` for no header or a section that does not exist.
  package func header(inSection section: Int) -> Supplement? {
    guard displayedSections.indices.contains(section) else { return nil }
    if let title = displayedSections[section].model.header { return .title(title) }
    if let (descriptor, content) = described(section), let body = descriptor.header { return body(content, section) }
    return displayedSections[section].model.content?.item(as: String.self).map(Supplement.title)
  }

  /// The footer of `section`: the section's own ``Section/footer``, else its descriptor's.
  package func footer(inSection section: Int) -> Supplement? {
    guard displayedSections.indices.contains(section) else { return nil }
    if let title = displayedSections[section].model.footer { return .title(title) }
    guard let (descriptor, content) = described(section) else { return nil }
    return descriptor.footer?(content, section)
  }

  /// The header height of `section`: its descriptor's answer, else ``SectionHeight/automatic`` when
  /// there is a header (a title or a view sizes itself) and ``SectionHeight/zero`` when there is none.
  package func headerHeight(inSection section: Int) -> SectionHeight {
    if let (descriptor, content) = described(section), let body = descriptor.headerHeight {
      return body(content, section)
    }
    return header(inSection: section) == nil ? .zero : .automatic
  }

  /// The footer height of `section`, by the same rules as ``headerHeight(inSection:)``.
  package func footerHeight(inSection section: Int) -> SectionHeight {
    if let (descriptor, content) = described(section), let body = descriptor.footerHeight {
      return body(content, section)
    }
    return footer(inSection: section) == nil ? .zero : .automatic
  }

  /// Tells the section's descriptor that its header view is about to appear.
  package func willDisplayHeader(_ view: AnyObject, inSection section: Int) {
    if let (descriptor, content) = described(section) { descriptor.willDisplayHeader?(content, view, section) }
  }

  /// Tells the section's descriptor that its footer view is about to appear.
  package func willDisplayFooter(_ view: AnyObject, inSection section: Int) {
    if let (descriptor, content) = described(section) { descriptor.willDisplayFooter?(content, view, section) }
  }

  /// Tells the section's descriptor that its header view left the screen.
  package func didEndDisplayingHeader(_ view: AnyObject, inSection section: Int) {
    if let (descriptor, content) = described(section) { descriptor.didEndDisplayingHeader?(content, view, section) }
  }

  /// Tells the section's descriptor that its footer view left the screen.
  package func didEndDisplayingFooter(_ view: AnyObject, inSection section: Int) {
    if let (descriptor, content) = described(section) { descriptor.didEndDisplayingFooter?(content, view, section) }
  }
}
