import DataSourceCore
import Observation

/// One section of an ``ObservedStorage`` or an ``ObservedDataSource``: its items, header and footer
/// titles, observed on their own, so a SwiftUI view that shows this section redraws only when this
/// section changes.
///
/// Its ``id`` is the identity the data source's diff gives the section: a data source's section
/// identifier; for a storage, its header title when it has a `String` header, else its position.
/// Show its items with `ForEach(section.items, id: \.diffIdentifier)`, the identity the diff uses
/// for rows.
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
    /// The section's position, for a storage section with no title (or a title an earlier section
    /// has).
    case position(Int)
    /// A data source section's identifier.
    case identifier(String)
  }

  /// A section's content, as the observed view is given it.
  struct Content {
    var id: ID
    var items: [Item]
    var header: String?
    var footer: String?
    /// The index, among the sections shown, of the section whose items these are unchanged, when the
    /// change that led here says so (a storage update's untouched sections); `nil` when unknown.
    var unchangedFrom: Int? = nil
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

  init(_ content: Content) {
    id = content.id
    storedItems = content.items
    storedHeader = content.header
    storedFooter = content.footer
  }

  /// Takes `content`, assigning only what differs (so only what changed notifies). Items known to be
  /// unchanged (`itemsUnchanged`) are not compared.
  /// - Complexity: O(*n*) for *n* items; O(1) when they are known to be unchanged.
  func update(from content: Content, itemsUnchanged: Bool = false) {
    if !itemsUnchanged, !Self.sameContent(storedItems, content.items) {
      registrar.withMutation(of: self, keyPath: \.items) { storedItems = content.items }
    }
    if storedHeader != content.header {
      registrar.withMutation(of: self, keyPath: \.header) { storedHeader = content.header }
    }
    if storedFooter != content.footer {
      registrar.withMutation(of: self, keyPath: \.footer) { storedFooter = content.footer }
    }
  }

  /// The sections to show `contents`: each section of `shown` whose identity is still there is kept
  /// and updated in place; the others are made. `nil` when the sections are `shown`'s, in order (only
  /// their content changed, if anything). A kept section that is the one `content.unchangedFrom`
  /// names keeps its items without comparing them.
  /// - Complexity: O(*n*) for *n* items of the sections not known to be unchanged, plus O(sections).
  static func reconcile(_ shown: [ObservedSection], with contents: [Content]) -> [ObservedSection]? {
    var existing: [ID: ObservedSection] = [:]
    for section in shown { existing[section.id] = section }
    let updated = contents.map { content in
      if let kept = existing.removeValue(forKey: content.id) {
        let unchanged = content.unchangedFrom.map { shown.indices.contains($0) && shown[$0] === kept } ?? false
        kept.update(from: content, itemsUnchanged: unchanged)
        return kept
      }
      return ObservedSection(content)
    }
    return updated.map(ObjectIdentifier.init) == shown.map(ObjectIdentifier.init) ? nil : updated
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
