import Foundation

extension DataSource {
  /// A configured supplementary view of `kind` for `section`, dequeued from `view` (registering the
  /// section descriptor's view class on first use), or from a diffable data source's
  /// `supplementaryViewProvider`; `nil` when no descriptor of the section declares
  /// one (see ``SectionDescriptor/supplementaryView(ofKind:_:reuseIdentifier:registration:configure:)``),
  /// or when the view could not dequeue one, which is recorded in ``failures``. An adapter then shows
  /// the section's title header or footer, or an empty view: a collection view must get a view for
  /// every element its layout asks for.
  /// - Complexity: O(1), plus the descriptor's configuration.
  package func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, in view: any ListView)
    -> AnyObject?
  {
    do {
      return try makeSupplementaryView(ofKind: kind, inSection: section, in: view)
    } catch {
      report(error)
      return nil
    }
  }

  /// A configured supplementary view of `kind` for `section`, as ``supplementaryView(ofKind:inSection:in:)``
  /// makes it; `nil` when no descriptor of the section declares the kind.
  /// - Throws: ``DataSourceError/supplementaryDequeueFailed(kind:reuseIdentifier:section:)`` when the
  ///   view gave no view, or one of another class;
  ///   ``DataSourceError/supplementaryProviderReturnedNil(kind:section:)`` when a diffable data
  ///   source's provider gave none.
  /// - Complexity: O(1), plus the descriptor's configuration.
  package func makeSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, in view: any ListView)
    throws(DataSourceError) -> AnyObject?
  {
    try door.supplementaryView(ofKind: kind, inSection: section, of: self, in: view)
  }

  /// The section descriptor's supplementary view of `kind` for `section` (the default door's), or
  /// `nil` when no descriptor declares the kind.
  /// - Throws: ``DataSourceError/supplementaryDequeueFailed(kind:reuseIdentifier:section:)`` when the
  ///   view gave no view, or one of another class.
  package func descriptorSupplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, in view: any ListView
  ) throws(DataSourceError) -> AnyObject? {
    guard let (descriptor, content) = described(section), let entry = descriptor.supplementaryViews[kind] else {
      return nil
    }
    registerOnce(
      entry.viewClass, reuseIdentifier: entry.reuseIdentifier, registration: entry.registration, kind: kind, in: view)
    guard
      let supplementary = view.dequeueSupplementaryView(
        ofKind: kind, reuseIdentifier: entry.reuseIdentifier, for: ItemPath(item: 0, section: section)),
      entry.configure(content, supplementary, section)
    else { throw .supplementaryDequeueFailed(kind: kind, reuseIdentifier: entry.reuseIdentifier, section: section) }
    return supplementary
  }

  /// Whether `section` shows a supplementary view of `kind`: a diffable data source's
  /// `supplementaryViewProvider` is set (it is asked for every kind), a section descriptor declares
  /// one, or, for a header or footer, the section has a title. A list layout's header and footer
  /// modes follow it (`UICollectionLayoutListConfiguration.takeSupplementaryModes(from:section:)`).
  /// - Complexity: O(1), plus the section descriptor's header or footer closure.
  package func hasSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int) -> Bool {
    door.hasSupplementaryView(ofKind: kind, inSection: section, of: self)
  }

  /// Whether a section descriptor declares a supplementary view of `kind` for `section`, or, for a
  /// header or footer, the section has a title (the default door's answer).
  package func describesSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int) -> Bool {
    if let (descriptor, _) = described(section), descriptor.supplementaryViews[kind] != nil { return true }
    return supplementaryTitle(ofKind: kind, inSection: section) != nil
  }

  /// The title of the section's header or footer for a supplementary view of `kind`: the title of
  /// ``header(inSection:)`` for ``SupplementaryKind/header``, of ``footer(inSection:)`` for
  /// ``SupplementaryKind/footer``, and `nil` for other kinds or no title.
  package func supplementaryTitle(ofKind kind: SupplementaryKind, inSection section: Int) -> String? {
    switch kind {
    case .header: header(inSection: section)?.title
    case .footer: footer(inSection: section)?.title
    default: nil
    }
  }

  /// The reuse identifier of ``placeholderSupplementaryView(ofKind:inSection:in:viewClass:)``.
  nonisolated static let titleSupplementaryReuseIdentifier = "DataSourceKit.TitleSupplementaryView"

  /// The view an adapter shows for a supplementary element that no section descriptor gives a view
  /// for (a collection view must get a dequeued view for every element its layout asks for): a
  /// `viewClass`, registered with `view` for the kind the first time one is needed, and dequeued for
  /// `section`. The adapter shows ``supplementaryTitle(ofKind:inSection:)`` in it, or nothing. `nil`
  /// when the view could not dequeue one.
  /// - Complexity: O(1).
  package func placeholderSupplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, in view: any ListView, viewClass: AnyClass
  ) -> AnyObject? {
    let identifier = Self.titleSupplementaryReuseIdentifier
    registerOnce(viewClass, reuseIdentifier: identifier, registration: .cellClass, kind: kind, in: view)
    return view.dequeueSupplementaryView(
      ofKind: kind, reuseIdentifier: identifier, for: ItemPath(item: 0, section: section))
  }

  /// A placeholder cell for `path`, registered (once) and dequeued from `view` with `cellClass`: what
  /// a collection adapter hands its view when the data source has no cell (why is in ``failures``),
  /// since a collection view takes only cells dequeued from it.
  package func placeholderCell(at path: ItemPath, in view: any ListView, cellClass: AnyClass) -> AnyObject? {
    registerOnce(cellClass, reuseIdentifier: Self.placeholderCellIdentifier, registration: .cellClass, in: view)
    return view.dequeueCell(reuseIdentifier: Self.placeholderCellIdentifier, for: path)
  }

  /// The reuse identifier of ``placeholderCell(at:in:cellClass:)``.
  package static let placeholderCellIdentifier = "DataSourceKit.PlaceholderCell"

  /// The precondition message for a view that cannot even dequeue the placeholder cell registered
  /// just before: its registrations were changed behind the data source's back.
  package static func placeholderFailure(at path: ItemPath) -> String {
    "The view could not dequeue DataSourceKit's placeholder cell for row \(path.item) of section \(path.section), registered just before. Do not re-register or unregister the reuse identifier DataSourceKit.PlaceholderCell on a view DataSourceKit drives."
  }

  /// Tells the section's descriptor that a supplementary view is about to appear: its
  /// `willDisplayHeader` for a header, `willDisplayFooter` for a footer.
  package func willDisplaySupplementaryView(_ view: AnyObject, ofKind kind: SupplementaryKind, inSection section: Int) {
    switch kind {
    case .header: willDisplayHeader(view, inSection: section)
    case .footer: willDisplayFooter(view, inSection: section)
    default: break
    }
  }

  /// Tells the section's descriptor that a supplementary view left the screen: its
  /// `didEndDisplayingHeader` for a header, `didEndDisplayingFooter` for a footer.
  package func didEndDisplayingSupplementaryView(
    _ view: AnyObject, ofKind kind: SupplementaryKind, inSection section: Int
  ) {
    switch kind {
    case .header: didEndDisplayingHeader(view, inSection: section)
    case .footer: didEndDisplayingFooter(view, inSection: section)
    default: break
    }
  }

  /// Registers a cell (`kind == nil`) or supplementary view with `view` the first time its identifier
  /// is needed there, as `registration` says. Registration is per view: another view starts afresh.
  func registerOnce(
    _ viewClass: AnyClass, reuseIdentifier: String, registration: CellRegistration, kind: SupplementaryKind? = nil,
    in view: any ListView
  ) {
    if registrations.view != ObjectIdentifier(view) {
      registrations = ViewRegistrations(view: ObjectIdentifier(view))
    }
    let key = kind.map { "\($0.rawValue)\u{0}\(reuseIdentifier)" } ?? reuseIdentifier
    guard registrations.identifiers.insert(key).inserted else { return }
    let nibBundle: Bundle?
    switch registration {
    case .automatic(let bundle): nibBundle = bundle ?? Bundle(for: viewClass)
    case .cellClass: nibBundle = nil
    case .none: return
    }
    if let kind {
      view.registerSupplementaryView(viewClass, ofKind: kind, reuseIdentifier: reuseIdentifier, nibBundle: nibBundle)
    } else {
      view.registerCell(viewClass, reuseIdentifier: reuseIdentifier, nibBundle: nibBundle)
    }
  }
}
