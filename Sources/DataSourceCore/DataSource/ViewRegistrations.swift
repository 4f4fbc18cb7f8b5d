/// The reuse identifiers a ``DataSource`` registered with the view its cells come from: registration
/// is per view, so another view starts from none. Owned by its data source.
struct ViewRegistrations {
  /// The view registered with; `nil` before the first registration.
  var view: ObjectIdentifier?
  /// The reuse identifiers registered with ``view``.
  var identifiers = Set<String>()
}
