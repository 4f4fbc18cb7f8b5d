import DataSourceCore
import Foundation

/// A drop on a list: where it lands, whether it moves or copies, and what was dropped. A list's
/// ``DropRule`` proposes it while the drag hovers and performs it when the user lets go.
@MainActor
public struct ListDrop {
  /// Whether the dropped items leave where they came from.
  public enum Operation: Sendable, Hashable {
    /// The items are added here and stay where they were (the default for other apps' items).
    case copy
    /// The items move here: the rule's `perform` removes them from their ``Item/origin`` (the
    /// default when every item comes from a list of this app).
    case move
  }

  /// Where a drop lands (`DropLanding`, which the core's errors name).
  public typealias Landing = DropLanding

  /// The list and row a dropped item was dragged from, when it comes from this app.
  public struct Origin {
    /// The data source of the list it was dragged from.
    public let dataSource: DataSource
    /// Its row there when the drag began.
    public let path: ItemPath
  }

  /// One dropped item.
  @MainActor
  public struct Item {
    /// What the row's ``DragItem`` gave this app; `nil` for an item from another app.
    public let localObject: Any?
    /// Where it was dragged from; `nil` for an item from another app.
    public let origin: Origin?
    /// The uniform type identifiers its data can be read as, best first.
    public let typeIdentifiers: [String]
    /// Reads the data of a type identifier, off the main actor where the platform does.
    package let loader: @Sendable (String) async -> Data?

    package init(
      localObject: Any?, origin: Origin?, typeIdentifiers: [String], load: @escaping @Sendable (String) async -> Data?
    ) {
      self.localObject = localObject
      self.origin = origin
      self.typeIdentifiers = typeIdentifiers
      self.loader = load
    }

    /// An item whose data are `representations` (read as they are asked for), with `localObject`
    /// and `origin` when it comes from a list of this app.
    package init(representations: [DragItem.Representation], localObject: Any?, origin: Origin?) {
      self.init(
        localObject: localObject, origin: origin, typeIdentifiers: representations.map(\.typeIdentifier),
        load: { type in representations.first { $0.typeIdentifier == type }?.data() })
    }

    /// The item a row of this app dragged, as `type`; `nil` for another app's item or another type.
    public func item<T>(as type: T.Type) -> T? { localObject as? T }

    /// The item's data as `typeIdentifier`, read asynchronously (on UIKit from the item provider);
    /// `nil` when it offers no such type or reading failed.
    public func data(ofType typeIdentifier: String) async -> Data? {
      guard typeIdentifiers.contains(typeIdentifier) else { return nil }
      return await loader(typeIdentifier)
    }

    /// The item's UTF-8 plain text (``DragItem/plainTextType``), if it offers any.
    public func text() async -> String? {
      await data(ofType: DragItem.plainTextType).flatMap { String(data: $0, encoding: .utf8) }
    }
  }

  /// Where the drop lands.
  public var landing: Landing
  /// Whether it moves or copies.
  public var operation: Operation
  /// What was dropped, in the drag's order.
  public let items: [Item]

  /// Creates a drop; the views make them, and tests may.
  public init(landing: Landing, operation: Operation, items: [Item]) {
    self.landing = landing
    self.operation = operation
    self.items = items
  }
}
