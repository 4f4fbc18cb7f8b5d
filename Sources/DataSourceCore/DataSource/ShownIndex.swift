/// Where each row a ``DataSource`` shows is, by identity and by model type and identifier: each
/// table built on the first look-up after what is shown changed, and dropped at the next change.
/// Owned by its data source.
struct ShownIndex {
  /// The first path of each row identity.
  var byIdentity: [RowIdentity: ItemPath]?
  /// The first path of each model type and identifier.
  var byIdentifier: [TypedIdentifier: ItemPath]?
}
