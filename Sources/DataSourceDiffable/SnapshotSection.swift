@_spi(Extending) import DataSourceCore

/// A shown section's content: its stable number. Its content never changes: a snapshot says which
/// sections to reload, and the apply passes them to the updater as intent.
struct SnapshotSection: Diffable, Sendable {
  var number: Int
  var diffIdentifier: Int { number }
  func isContentEqual(to other: SnapshotSection) -> Bool { true }
}
