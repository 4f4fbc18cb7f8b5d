/// A cell descriptor that a ``DataSource`` takes as it is: a ``CellDescriptor`` of any model and cell
/// type, or an ``AnyCellDescriptor``. It lets one array literal hold descriptors of different types
/// without wrapping each one.
@MainActor
public protocol CellDescribing {
  /// The descriptor with its types erased, as a data source stores it.
  /// - Complexity: O(1).
  var erasedDescriptor: AnyCellDescriptor { get }
}

extension CellDescriptor: CellDescribing {
  public var erasedDescriptor: AnyCellDescriptor { AnyCellDescriptor(self) }
}

extension AnyCellDescriptor: CellDescribing {
  public var erasedDescriptor: AnyCellDescriptor { self }
}
