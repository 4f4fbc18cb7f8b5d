import DataSourceDiff
import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  // On Apple platforms UIKit and AppKit give `IndexPath` these accessors. Foundation on Linux and
  // Windows does not, so DataSourceKit adds them with the same meaning: they read the first (section)
  // and second (row / item) index and trap when the path does not have exactly two indexes.
  extension IndexPath {
    /// Creates a two-index path for the row `row` in section `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// Creates a two-index path for the item `item` in section `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index. Traps, as on UIKit, unless the path has exactly two indexes.
    public var section: Int {
      get {
        precondition(count == 2, "Invalid index path for use with a list: it must have exactly two indexes")
        return self[0]
      }
      set {
        precondition(count == 2, "Invalid index path for use with a list: it must have exactly two indexes")
        self[0] = newValue
      }
    }

    /// The second index. Traps, as on UIKit, unless the path has exactly two indexes.
    public var row: Int {
      get {
        precondition(count == 2, "Invalid index path for use with a list: it must have exactly two indexes")
        return self[1]
      }
      set {
        precondition(count == 2, "Invalid index path for use with a list: it must have exactly two indexes")
        self[1] = newValue
      }
    }

    /// The second index under its collection-view name.
    public var item: Int {
      get { row }
      set { row = newValue }
    }
  }
#endif

extension IndexPath {
  /// Creates the Foundation index path `[path.section, path.item]`.
  /// - Complexity: O(1), with one small allocation.
  public init(_ path: ItemPath) { self.init(indexes: [path.section, path.item]) }
}

extension ItemPath {
  /// Creates the path of a two-index `IndexPath`, or returns `nil` when it does not have exactly two
  /// indexes (an empty path, as UIKit sometimes sends under VoiceOver, is one such).
  /// - Complexity: O(1).
  public init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(item: indexPath[1], section: indexPath[0])
  }
}
