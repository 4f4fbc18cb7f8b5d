/// A ``CellDescriptor`` with its types erased, as a ``DataSource`` stores it.
@MainActor
public struct AnyCellDescriptor {
  let itemType: ObjectIdentifier
  let itemTypeName: String
  let reuseIdentifier: String
  let cellClass: AnyClass
  let registration: CellRegistration
  let configure: ((Row, AnyObject, ItemPath) -> Void)?
  let update: ((Row, AnyObject, ItemPath) -> Void)?
  /// Styles a cell by its state (``CellDescriptor/updateConfiguration(_:)``).
  let updateConfiguration: ((Row, AnyObject, CellConfigurationState) -> Void)?
  /// Whether the row whose box is given is hidden. It takes the box unretained: the caller holds
  /// the row, and a scan of every row on every reload then retains none of them.
  let isHidden: ((Unmanaged<RowBox>) -> Bool)?
  /// The row behaviours' closures (see ``RowBehavior``), already taking the ``Row``.
  let behaviors: RowBehaviorClosures

  /// Erases a descriptor.
  public init<Item, Cell: AnyObject>(_ descriptor: CellDescriptor<Item, Cell>) {
    itemType = ObjectIdentifier(Item.self)
    itemTypeName = String(reflecting: Item.self)
    reuseIdentifier = descriptor.reuseIdentifier
    cellClass = Cell.self
    registration = descriptor.registration
    behaviors = descriptor.behaviors
    // The row was routed here by its model type, so the model cast cannot fail; the cell cast fails
    // only if the view returned a cell of another class for this identifier, which is reported.
    // Rows reach these closures only through a lookup by their model type, so every row's box is a
    // TypedRowBox<Item>; its metadata is fetched once here, not on every call. Each closure is
    // wrapped with its concrete types written out: a generic wrapper would add a chain of
    // reabstraction thunks to every call (measured: about 350 instructions per `isHidden` call).
    let boxType = TypedRowBox<Item>.self
    let identifier = descriptor.reuseIdentifier
    // (`if let`, not `Optional.map`: a closure returned through a generic `map` is reabstracted too.)
    func erased(_ body: ((Item, Cell, ItemPath) -> Void)?) -> ((Row, AnyObject, ItemPath) -> Void)? {
      guard let body else { return nil }
      return { row, cell, path in
        body(
          unsafeDowncast(row.box, to: boxType).item,
          CellDescriptor<Item, Cell>.typedCell(cell, reuseIdentifier: identifier), path)
      }
    }
    configure = erased(descriptor.configure)
    update = erased(descriptor.update)
    if let body = descriptor.updateConfiguration {
      updateConfiguration = { row, cell, state in
        body(
          unsafeDowncast(row.box, to: boxType).item,
          CellDescriptor<Item, Cell>.typedCell(cell, reuseIdentifier: identifier), state)
      }
    } else {
      updateConfiguration = nil
    }
    if let body = descriptor.isHidden {
      isHidden = Self.hidingByBox(body, boxType: boxType)
    } else {
      isHidden = nil
    }
  }

  /// Hands `cell` to the view to be styled by its state with `row`'s model, when this descriptor
  /// has an ``CellDescriptor/updateConfiguration(_:)`` closure: after every configuration, so the
  /// handler always has the model the cell was last configured with.
  /// - Complexity: O(1), plus one run of the closure.
  func styleByState(_ row: Row, _ cell: AnyObject, in view: any ListView) {
    guard let updateConfiguration else { return }
    view.setConfigurationUpdateHandler({ cell, state in updateConfiguration(row, cell, state) }, for: cell)
  }

  /// `body` over a row's box, read in place. Made outside the main actor: a closure made in this
  /// main-actor type would be main-actor isolated, and the box's in-place read would then check the
  /// executor on every call.
  private nonisolated static func hidingByBox<Item>(
    _ body: @escaping (Item) -> Bool, boxType: TypedRowBox<Item>.Type
  ) -> (Unmanaged<RowBox>) -> Bool {
    { box in box._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: boxType).item) } }
  }
}
