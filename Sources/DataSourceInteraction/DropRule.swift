import DataSourceCore

/// What a list accepts when something is dropped on it, where a drop lands, and what dropping does:
/// set it as the data source's `dropRule`. Platform-neutral: UIKit's drop delegates
/// (iOS), the headless views and the terminal follow it alike.
///
/// While a drag hovers, the view proposes a ``ListDrop`` (the items, an `.insert(at:)`
/// landing at the hovered gap, or after the last row; ``ListDrop/Operation/move`` when every item
/// comes from a list of this app, else ``ListDrop/Operation/copy``); `propose` may refuse it
/// (`nil`), land it onto a row, or change its operation. When the user lets go, `propose` runs again
/// and `perform` gets what it returned. A landing outside the list's rows is refused and reported
/// (`DataSourceError.invalidDropLanding`).
///
/// ```swift
/// basket.dropRule = .items(of: Fruit.self) { drop in
///   for item in drop.items.reversed() { fruits.insert(item.item(as: Fruit.self)!, at: drop.landing.path.item) }
/// }
/// ```
@MainActor
public struct DropRule {
  /// Other apps' data this list accepts, by uniform type identifier.
  public var typeIdentifiers: [String]
  /// Whether the list accepts a dropped item (every item of a drop must be accepted).
  public var accepts: @MainActor (ListDrop.Item) -> Bool
  /// The drop to make of the proposed one, or `nil` to refuse it.
  public var propose: @MainActor (ListDrop) -> ListDrop?
  /// Applies the drop to the model (and the list, through its storage or a reload).
  public var perform: @MainActor (ListDrop) -> Void

  /// Creates a rule. By default an item is accepted when it offers one of `typeIdentifiers`.
  public init(
    typeIdentifiers: [String] = [],
    accepts: (@MainActor (ListDrop.Item) -> Bool)? = nil,
    propose: @escaping @MainActor (ListDrop) -> ListDrop? = { $0 },
    perform: @escaping @MainActor (ListDrop) -> Void
  ) {
    self.typeIdentifiers = typeIdentifiers
    self.accepts = accepts ?? { item in Self.offers(item, anyOf: typeIdentifiers) }
    self.propose = propose
    self.perform = perform
  }

  /// A rule that accepts this app's items of `type` (a ``DragItem/localObject`` of that type) and
  /// other apps' data of `typeIdentifiers`.
  public static func items<Item>(
    of type: Item.Type, typeIdentifiers: [String] = [],
    propose: @escaping @MainActor (ListDrop) -> ListDrop? = { $0 },
    perform: @escaping @MainActor (ListDrop) -> Void
  ) -> DropRule {
    DropRule(
      typeIdentifiers: typeIdentifiers,
      accepts: { item in item.localObject is Item || offers(item, anyOf: typeIdentifiers) },
      propose: propose, perform: perform)
  }

  /// Whether `item` can be read as one of `typeIdentifiers`.
  private static func offers(_ item: ListDrop.Item, anyOf typeIdentifiers: [String]) -> Bool {
    item.typeIdentifiers.contains(where: typeIdentifiers.contains)
  }
}
