@_spi(Extending) import DataSourceCore
import Foundation

/// What is shown: the snapshot, and identifiers and positions in UIKit's terms.
extension DiffableDataSource {
  /// A copy of the snapshot shown, to edit and apply.
  public func snapshot() -> Snapshot { shown }

  /// A one-line summary of what is shown, as UIKit's `description()`: the type, and how many sections
  /// and items.
  public func description() -> String {
    "\(type(of: self))(\(shown.numberOfSections) sections, \(shown.numberOfItems) items)"
  }

  /// The identifier of the item shown at `path`, or `nil`.
  /// - Complexity: O(1).
  @_disfavoredOverload
  public func itemIdentifier(for path: ItemPath) -> ItemIdentifierType? {
    dataSource.item(at: path, as: SnapshotItem<ItemIdentifierType>.self)?.identifier
  }

  /// Where the item is shown, or `nil`.
  /// - Complexity: O(1) expected (see `DataSource/indexPath(of:)`).
  @_disfavoredOverload
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> ItemPath? {
    dataSource.indexPath(of: SnapshotItem(identifier: itemIdentifier))
  }

  /// The identifier of the item shown at `indexPath`, or `nil`, as UIKit's diffable data sources
  /// take it.
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    ItemPath(indexPath).flatMap { itemIdentifier(for: $0) }
  }

  /// Where the item is shown, or `nil`, as UIKit's diffable data sources give it.
  /// - Complexity: O(1) expected.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    (indexPath(for: itemIdentifier) as ItemPath?).map { IndexPath($0) }
  }

  /// The identifier of the section the view shows at `index`, or `nil`. Like
  /// ``itemIdentifier(for:)-(IndexPath)``, it answers for what the view shows now: once an applied
  /// snapshot is shown, its section at `index`; while an animated apply is under way, the section of
  /// the stage being performed, which is what a view's question about `index` (a supplementary view,
  /// say) refers to.
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    guard dataSource.displayedSections.indices.contains(index),
      let number = Self.number(of: dataSource.displayedSections[index])
    else { return nil }
    return numberedSections[number]
  }

  /// The index at which the view shows the section, or `nil`, with the same meaning of "shows" as
  /// ``sectionIdentifier(for:)``.
  /// - Complexity: O(*S*) for *S* shown sections.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    guard let number = sectionNumbers[sectionIdentifier] else { return nil }
    return dataSource.displayedSections.firstIndex { Self.number(of: $0) == number }
  }

  /// The stable number of a section the data source shows (given when it is first shown: see
  /// `prepare(_:after:holdsNoDuplicate:)`).
  static func number(of section: DisplayedSection) -> Int? {
    section.model.content?.item(as: SnapshotSection.self)?.number
  }
}
