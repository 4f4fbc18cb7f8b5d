import DataSourceCore
import Observation

/// One section of an ``ObservedStorage``: its items, header and footer titles, observed on their
/// own, so a SwiftUI view that shows this section redraws only when this section changes.
///
/// Its ``id`` is the identity the data source's diff gives the section: its header title when it
/// has a `String` header, else its position. Show its items with
/// `ForEach(section.items, id: \.diffIdentifier)`, the identity the diff uses for rows.
///
/// Its `Observable` conformance is written out with an `ObservationRegistrar` rather than the
/// `@Observable` macro, so it compiles alike with every toolchain and SDK pairing.
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, *)
@MainActor
public final class ObservedSection<Item: Diffable & Sendable>: Identifiable, Observable {
  /// A section's identity.
  public enum ID: Hashable, Sendable {
    /// The section's `String` header title.
    case title(String)
    /// The section's position, for a section with no title (or a title an earlier section has).
    case position(Int)
  }

  /// The section's identity (see the type's discussion).
  public let id: ID
  private let registrar = ObservationRegistrar()
  private var storedItems: [Item]
  private var storedHeader: String?
  private var storedFooter: String?

  /// The items, in order.
  public var items: [Item] {
    registrar.access(self, keyPath: \.items)
    return storedItems
  }
  /// The header title: the storage section's header model when it is a `String`.
  public var header: String? {
    registrar.access(self, keyPath: \.header)
    return storedHeader
  }
  /// The footer title: the storage section's footer model when it is a `String`.
  public var footer: String? {
    registrar.access(self, keyPath: \.footer)
    return storedFooter
  }

  init(id: ID, section: StorageSection<Item>) {
    self.id = id
    storedItems = section.items
    storedHeader = section.header as? String
    storedFooter = section.footer as? String
  }

  /// Takes `section`'s content, assigning only what differs (so only what changed notifies).
  /// - Complexity: O(*n*) for *n* items.
  func update(from section: StorageSection<Item>) {
    if !Self.sameContent(storedItems, section.items) {
      registrar.withMutation(of: self, keyPath: \.items) { storedItems = section.items }
    }
    let (newHeader, newFooter) = (section.header as? String, section.footer as? String)
    if storedHeader != newHeader { registrar.withMutation(of: self, keyPath: \.header) { storedHeader = newHeader } }
    if storedFooter != newFooter { registrar.withMutation(of: self, keyPath: \.footer) { storedFooter = newFooter } }
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
