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
  let isHidden: ((Row, ItemPath) -> Bool)?
  let height: ((Row, ItemPath) -> Double)?
  let estimatedHeight: ((Row, ItemPath) -> Double)?
  let didSelect: ((Row, ItemPath) -> SelectionResult)?
  let shouldHighlight: ((Row, ItemPath) -> Bool)?
  let willDisplay: ((Row, AnyObject, ItemPath) -> Void)?
  let canEdit: ((Row, ItemPath) -> Bool)?
  let editingStyle: ((Row, ItemPath) -> EditingStyle)?
  let commitEditing: ((Row, EditingStyle, ItemPath) -> Void)?
  let canMove: ((Row, ItemPath) -> Bool)?
  let moveRow: ((Row, ItemPath, ItemPath) -> Void)?
  let trailingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)?
  let leadingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)?
  let willSelect: ((Row, ItemPath) -> ItemPath?)?
  let willDeselect: ((Row, ItemPath) -> ItemPath?)?
  let didDeselect: ((Row, ItemPath) -> Void)?
  let didHighlight: ((Row, ItemPath) -> Void)?
  let didUnhighlight: ((Row, ItemPath) -> Void)?
  let didEndDisplaying: ((Row, AnyObject, ItemPath) -> Void)?
  let titleForDeleteConfirmationButton: ((Row, ItemPath) -> String?)?
  let indentationLevel: ((Row, ItemPath) -> Int)?
  let shouldIndentWhileEditing: ((Row, ItemPath) -> Bool)?
  let targetIndexPathForMove: ((Row, ItemPath, ItemPath) -> ItemPath)?
  let contextMenu: ((Row, ItemPath) -> ContextMenu?)?

  /// Erases a descriptor.
  public init<Item, Cell: AnyObject>(_ descriptor: CellDescriptor<Item, Cell>) {
    itemType = ObjectIdentifier(Item.self)
    itemTypeName = String(reflecting: Item.self)
    reuseIdentifier = descriptor.reuseIdentifier
    cellClass = Cell.self
    registration = descriptor.registration
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
    estimatedHeight = typed(descriptor.estimatedHeight)
    didSelect = typed(descriptor.didSelect)
    shouldHighlight = typed(descriptor.shouldHighlight)
    willDisplay = typed(descriptor.willDisplay)
    canEdit = typed(descriptor.canEdit)
    editingStyle = typed(descriptor.editingStyle)
    canMove = typed(descriptor.canMove)
    trailingSwipeActions = typed(descriptor.trailingSwipeActions)
    leadingSwipeActions = typed(descriptor.leadingSwipeActions)
    willSelect = typed(descriptor.willSelect)
    willDeselect = typed(descriptor.willDeselect)
    didDeselect = typed(descriptor.didDeselect)
    didHighlight = typed(descriptor.didHighlight)
    didUnhighlight = typed(descriptor.didUnhighlight)
    didEndDisplaying = typed(descriptor.didEndDisplaying)
    titleForDeleteConfirmationButton = typed(descriptor.titleForDeleteConfirmationButton)
    indentationLevel = typed(descriptor.indentationLevel)
    shouldIndentWhileEditing = typed(descriptor.shouldIndentWhileEditing)
    contextMenu = typed(descriptor.contextMenu)
    targetIndexPathForMove = descriptor.targetIndexPathForMove.map { body in
      { row, from, proposed in body(unsafeDowncast(row.box, to: boxType).item, from, proposed) }
    }
    commitEditing = descriptor.commitEditing.map { body in
      { row, style, path in body(unsafeDowncast(row.box, to: boxType).item, style, path) }
    }
    moveRow = descriptor.moveRow.map { body in
      { row, from, to in body(unsafeDowncast(row.box, to: boxType).item, from, to) }
    }
  }
}
