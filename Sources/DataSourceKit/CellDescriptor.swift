/// How rows of one model type become cells: which cell class, how it is configured, and what
/// happens when the user interacts with it.
///
/// Build one with chained calls; each returns a new descriptor:
///
/// ```swift
/// CellDescriptor<Person, PersonCell>()
///   .configure { person, cell, _ in cell.text = person.name }
///   .didSelect { person, _ in show(person); return .deselect }
/// ```
///
/// Every closure is optional. A closure left out falls back to the ``DataSource``'s closure of the
/// same name, then to its default (see ``DataSource``).
@MainActor
public struct CellDescriptor<Item, Cell: AnyObject> {
  /// The reuse identifier: by default the name of `Cell`.
  public let reuseIdentifier: String
  var configure: ((Item, Cell, ItemPath) -> Void)?
  var update: ((Item, Cell, ItemPath) -> Void)?
  var isHidden: ((Item, ItemPath) -> Bool)?
  var height: ((Item, ItemPath) -> Double)?
  var didSelect: ((Item, ItemPath) -> SelectionResult)?

  /// Creates a descriptor for `Item` models shown in `Cell`s registered under `reuseIdentifier`
  /// (by default the name of `Cell`).
  public init(_ reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier ?? String(describing: Cell.self)
  }

  /// Sets up a cell for its model: called for every new or reused cell, and to refresh a visible
  /// cell whose content changed when no ``update(_:)`` closure is given.
  public func configure(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    var copy = self
    copy.configure = body
    return copy
  }

  /// Refreshes a visible cell in place when only its model's content changed.
  public func update(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    var copy = self
    copy.update = body
    return copy
  }

  /// Whether a row is hidden; evaluated by ``DataSource/reloadData(animated:)``.
  public func isHidden(_ body: @escaping (Item, ItemPath) -> Bool) -> Self {
    var copy = self
    copy.isHidden = body
    return copy
  }

  /// The row's height, in points.
  public func height(_ body: @escaping (Item, ItemPath) -> Double) -> Self {
    var copy = self
    copy.height = body
    return copy
  }

  /// Runs when the row is selected; the result says whether it stays selected.
  public func didSelect(_ body: @escaping (Item, ItemPath) -> SelectionResult) -> Self {
    var copy = self
    copy.didSelect = body
    return copy
  }
}

/// A ``CellDescriptor`` with its types erased, as a ``DataSource`` stores it.
@MainActor
public struct AnyCellDescriptor {
  let itemType: ObjectIdentifier
  let itemTypeName: String
  let reuseIdentifier: String
  let cellClass: AnyClass
  let configure: ((Row, AnyObject, ItemPath) -> Void)?
  let update: ((Row, AnyObject, ItemPath) -> Void)?
  let isHidden: ((Row, ItemPath) -> Bool)?
  let height: ((Row, ItemPath) -> Double)?
  let didSelect: ((Row, ItemPath) -> SelectionResult)?

  /// Erases a descriptor.
  public init<Item, Cell: AnyObject>(_ descriptor: CellDescriptor<Item, Cell>) {
    itemType = ObjectIdentifier(Item.self)
    itemTypeName = String(reflecting: Item.self)
    reuseIdentifier = descriptor.reuseIdentifier
    cellClass = Cell.self
    // The row was routed here by its model type, so the model cast cannot fail; the cell cast fails
    // only if the view returned a cell of another class for this identifier, which is reported.
    // Rows reach these closures only through a lookup by their model type, so every row's box is a
    // TypedRowBox<Item>; its metadata is fetched once here, not on every call.
    let boxType = TypedRowBox<Item>.self
    func typed<R>(_ body: ((Item, Cell, ItemPath) -> R)?) -> ((Row, AnyObject, ItemPath) -> R)? {
      guard let body else { return nil }
      return { row, cell, path in
        guard let cell = cell as? Cell else {
          preconditionFailure(
            "The cell dequeued for reuse identifier '\(descriptor.reuseIdentifier)' is a \(type(of: cell)), not a \(Cell.self). Register \(Cell.self) for that identifier, or give the descriptor another identifier."
          )
        }
        return body(unsafeDowncast(row.box, to: boxType).item, cell, path)
      }
    }
    func typed<R>(_ body: ((Item, ItemPath) -> R)?) -> ((Row, ItemPath) -> R)? {
      guard let body else { return nil }
      return { row, path in body(unsafeDowncast(row.box, to: boxType).item, path) }
    }
    configure = typed(descriptor.configure)
    update = typed(descriptor.update)
    isHidden = typed(descriptor.isHidden)
    height = typed(descriptor.height)
    didSelect = typed(descriptor.didSelect)
  }
}
