/// What a ``DataSource`` knows of rows without identity (models that are not `Diffable`), so it can
/// report ``DataSourceError/rowsWithoutIdentity(type:)`` once per type and look only when there are
/// some. Owned by its data source.
struct IdentityReports {
  /// Whether the last `visibleSections()` met rows whose model is not `Diffable` (lazy placeholders
  /// aside).
  var shownRowsLackIdentity = false
  /// The model types already reported.
  var reportedTypes: Set<ObjectIdentifier> = []
}
