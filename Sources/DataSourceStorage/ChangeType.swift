import DataSourceCore

/// What happened to a section or an item, in DTModelStorage's terms.
public enum ChangeType: Hashable, Sendable {
  case delete
  case insert
  case move
  case update
}
