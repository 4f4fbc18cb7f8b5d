/// A model that names its own cell and configures it, so it needs no ``CellDescriptor``: the
/// FlexDataSource style.
///
/// ```swift
/// struct Banner: SelfDescribingItem, Hashable, Diffable {
///   var text: String
///   func configure(_ cell: BannerCell) { cell.text = text }
/// }
/// ```
///
/// A ``DataSource`` uses a descriptor registered for the type if there is one; otherwise it builds
/// one from the item the first time it meets the type (registering `Cell` under
/// ``reuseIdentifier``) and keeps it.
@MainActor
public protocol SelfDescribingItem {
  /// The cell class that shows this item.
  associatedtype Cell: AnyObject

  /// The reuse identifier; by default the name of `Cell`.
  static var reuseIdentifier: String { get }

  /// Sets up `cell` to show this item.
  func configure(_ cell: Cell)
}

extension SelfDescribingItem {
  /// The name of `Cell`.
  public static var reuseIdentifier: String { String(describing: Cell.self) }
}

/// A row box whose model describes its own cell.
@MainActor
protocol SelfDescribingBox {
  func makeDescriptor() -> AnyCellDescriptor
}

extension TypedRowBox: SelfDescribingBox where Item: SelfDescribingItem {
  func makeDescriptor() -> AnyCellDescriptor {
    AnyCellDescriptor(
      CellDescriptor<Item, Item.Cell>(Item.reuseIdentifier).configure { item, cell, _ in item.configure(cell) })
  }
}
