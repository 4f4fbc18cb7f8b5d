import DataSourceCore
import Observation

/// One section of an ``ObservedStorage``: its items, header and footer titles, observed on their
/// own, so a SwiftUI view that shows this section redraws only when this section changes.
///
/// Its ``id`` is the identity the data source's diff gives the section: its header title when it
/// has a `String` header, else its position. Show its items with
/// `ForEach(section.items, id: \.diffIdentifier)`, the identity the diff uses for rows.
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, *)
@MainActor
@Observable
public final class ObservedSection<Item: Diffable & Sendable>: Identifiable {
  /// A section's identity.
  public enum ID: Hashable, Sendable {
    /// The section's `String` header title.
    case title(String)
    /// The section's position, for a section with no title (or a title an earlier section has).
    case position(Int)
  }

  /// The section's identity (see the type's discussion).
  public let id: ID
  /// The items, in order.
  public internal(set) var items: [Item]
  /// The header title: the storage section's header model when it is a `String`.
  public internal(set) var header: String?
  /// The footer title: the storage section's footer model when it is a `String`.
  public internal(set) var footer: String?

  init(id: ID, section: StorageSection<Item>) {
    self.id = id
    items = section.items
    header = section.header as? String
    footer = section.footer as? String
  }

  /// Takes `section`'s content, assigning only what differs (so only what changed notifies).
  /// - Complexity: O(*n*) for *n* items.
  func update(from section: StorageSection<Item>) {
    if !Self.sameContent(items, section.items) { items = section.items }
    let (newHeader, newFooter) = (section.header as? String, section.footer as? String)
    if header != newHeader { header = newHeader }
    if footer != newFooter { footer = newFooter }
  }

  /// Whether two item lists show the same rows: the same identities, in order, with equal content.
  static func sameContent(_ a: [Item], _ b: [Item]) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i].diffIdentifier != b[i].diffIdentifier || !a[i].isContentEqual(to: b[i]) {
      return false
    }
    return true
  }
}
