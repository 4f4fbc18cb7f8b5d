/// A supplementary view as a section descriptor declares it: the view class, how it is registered,
/// and how it shows a section's content.
struct SupplementaryViewEntry<Content> {
  let viewClass: AnyClass
  let reuseIdentifier: String
  let registration: CellRegistration
  /// Configures a dequeued view; `false` when the view is not of the declared class.
  let configure: (Content, AnyObject, Int) -> Bool
}

extension SectionDescriptor {
  /// Gives the sections this descriptor describes a supplementary view of `kind` in a collection
  /// view: a header (``SupplementaryKind/header``), a footer (``SupplementaryKind/footer``), or a kind
  /// of your layout's own.
  ///
  /// ```swift
  /// SectionDescriptor<Team>()
  ///   .supplementaryView(ofKind: .header, TeamHeaderView.self) { team, view, _ in view.title = team.name }
  /// ```
  ///
  /// The view class is registered with the collection view the first time one is needed, as
  /// `registration` says (by default a nib named after the reuse identifier when there is one, else
  /// the class), and dequeued for the kind and identifier. `configure` gets the section's content, the
  /// view and the section's index among the shown sections. A later call for the same kind replaces
  /// the earlier one.
  ///
  /// - Parameters:
  ///   - kind: The element kind the layout asks for.
  ///   - viewType: The view class (a `UICollectionReusableView` subclass on Apple platforms).
  ///   - reuseIdentifier: The identifier it is registered and dequeued with; by default the class's
  ///     name.
  ///   - registration: How the view is registered (see ``CellRegistration``).
  ///   - configure: Shows the section's content in the view.
  /// - Complexity: O(1).
  public func supplementaryView<View: AnyObject>(
    ofKind kind: SupplementaryKind, _ viewType: View.Type, reuseIdentifier: String? = nil,
    registration: CellRegistration = .automatic(),
    configure: @escaping (Content, View, Int) -> Void = { _, _, _ in }
  ) -> Self {
    var copy = self
    copy.supplementaryViews[kind] = SupplementaryViewEntry(
      viewClass: View.self, reuseIdentifier: reuseIdentifier ?? String(describing: View.self),
      registration: registration
    ) { content, view, section in
      guard let view = view as? View else { return false }
      configure(content, view, section)
      return true
    }
    return copy
  }
}
