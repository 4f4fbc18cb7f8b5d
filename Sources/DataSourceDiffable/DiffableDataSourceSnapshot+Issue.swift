import DataSourceCore

extension DiffableDataSourceSnapshot {
  /// An operation that UIKit's snapshot raises an exception for. This snapshot records it in
  /// ``DiffableDataSourceSnapshot/issues`` and leaves itself unchanged for the identifier named.
  public enum Issue: Hashable, CustomStringConvertible {
    /// `operation` tried to add an item the snapshot already holds (or that the same call named
    /// twice). The item stays where it was; the extra copy is skipped.
    case duplicateItem(ItemIdentifierType, operation: String)
    /// `operation` tried to add a section the snapshot already holds. It is skipped.
    case duplicateSection(SectionIdentifierType, operation: String)
    /// `operation` named an item the snapshot does not hold. Nothing is done for it.
    case itemNotFound(ItemIdentifierType, operation: String)
    /// `operation` named a section the snapshot does not hold. Nothing is done for it.
    case sectionNotFound(SectionIdentifierType, operation: String)
    /// Items were appended without naming a section while the snapshot has none. They are skipped.
    case noSection(operation: String)
    /// `operation` placed an item or section relative to itself. Nothing moves.
    case relativeToItself(String, operation: String)

    public var description: String {
      switch self {
      case .duplicateItem(let item, let operation):
        "\(operation): item \(item) is already in the snapshot; identifiers must be unique, so it was skipped."
      case .duplicateSection(let section, let operation):
        "\(operation): section \(section) is already in the snapshot; identifiers must be unique, so it was skipped."
      case .itemNotFound(let item, let operation):
        "\(operation): item \(item) is not in the snapshot; nothing was done for it."
      case .sectionNotFound(let section, let operation):
        "\(operation): section \(section) is not in the snapshot; nothing was done for it."
      case .noSection(let operation):
        "\(operation): the snapshot has no section to append to; append a section first. The items were skipped."
      case .relativeToItself(let identifier, let operation):
        "\(operation): \(identifier) cannot be placed relative to itself; nothing moved."
      }
    }
  }
}

extension DiffableDataSourceSnapshot.Issue: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
