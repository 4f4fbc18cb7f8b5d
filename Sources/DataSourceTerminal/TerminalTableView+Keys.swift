@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction
import DataSourceKit

extension TerminalTableView {
  /// Handles a key meant for the table, and returns whether it used it.
  ///
  /// Up/Down move the cursor, PgUp/PgDn by a screen, Home/End to the ends. Enter selects the row
  /// (its descriptor's `willSelect`/`didSelect`; `.deselect` clears the selection again). `d` deletes
  /// (`commitEditing(.delete)`, when the row can be edited with the delete style). `m` (or Right)
  /// opens the row's actions: trailing and leading swipe actions, then its context menu.
  ///
  /// In a grid (``gridColumnWidth``), Left and Right move to the previous and next item, Up and Down
  /// to the item above and below, PgUp/PgDn by a screen of grid lines, and `m` alone opens the menu.
  ///
  /// `g` picks up the cursor row when its data source lets it move; then Up and Down move it, across
  /// sections too (in a grid, Left and Right by one place, Up and Down by a line), Enter or `g` drops
  /// it and Esc puts it back (see ``pickUpCursorRow()``). With
  /// ``allowsMultipleSelection``, Space toggles the cursor row's selection.
  public func handle(_ key: TerminalKey) -> Bool {
    if menu != nil { return handleMenuKey(key) }
    if heldRow != nil { return handleHeldRowKey(key) }
    if key == .character("g") {
      pickUpCursorRow()
      return true
    }
    if key == .character(" "), allowsMultipleSelection {
      toggleCursorRowSelection()
      return true
    }
    if gridColumnWidth != nil {
      switch key {
      case .left: moveCursor(by: -1)
      case .right: moveCursor(by: 1)
      case .up: moveCursorInGrid(lines: -1)
      case .down: moveCursorInGrid(lines: 1)
      case .pageUp: moveCursorInGrid(lines: -lastViewportRows)
      case .pageDown: moveCursorInGrid(lines: lastViewportRows)
      default: break
      }
      if [.left, .right, .up, .down, .pageUp, .pageDown].contains(key) { return true }
    }
    switch key {
    case .up: moveCursor(by: -1)
    case .down: moveCursor(by: 1)
    case .pageUp: moveCursor(by: -lastViewportRows)
    case .pageDown: moveCursor(by: lastViewportRows)
    case .home: moveCursor(to: ItemPath(item: 0, section: 0))
    case .end: moveCursor(by: totalRows)
    case .enter:
      if totalRows == 0, let action = shownEmptyState?.action { action.handler() } else { selectCursorRow() }
    case .character("d"): deleteCursorRow()
    case .character("m"), .right: openMenu()
    default: return false
    }
    return true
  }

  /// Selects the cursor row as a tap would.
  public func selectCursorRow() {
    guard let cursor else { return }
    gestures?.tap(cursor, selected: Array(selectedRows), allowsMultipleSelection: false)
  }

  /// The tap rules (written once, in `ListGestures`) over the data source's answers and this view's
  /// selection; `nil` without a data source. A `didSelect` answer of `.deselect` clears the selection
  /// again.
  var gestures: ListGestures<ItemPath>? {
    guard let answers = dataSource?.answers else { return nil }
    return ListGestures(
      shouldHighlight: answers.shouldHighlightRow(at:), didHighlight: answers.didHighlightRow(at:),
      didUnhighlight: answers.didUnhighlightRow(at:), willSelect: answers.willSelectRow(at:),
      willDeselect: answers.willDeselectRow(at:), isSelected: { self.selectedRows.contains($0) },
      select: { self.selectedRows.insert($0) }, deselect: { self.selectedRows.remove($0) },
      didSelect: { if answers.didSelectRow(at: $0) == .deselect { self.selectedRows.remove($0) } },
      didDeselect: answers.didDeselectRow(at:))
  }

  /// Deletes the cursor row through the data source, when it can be deleted.
  public func deleteCursorRow() {
    guard let answers = dataSource?.answers, let cursor else { return }
    ListGestures<ItemPath>.swipeToDelete(
      canEdit: answers.canEditRow(at: cursor), editingStyle: answers.editingStyleForRow(at: cursor)
    ) { answers.commitEditing(.delete, forRowAt: cursor) }
  }

  /// Opens the cursor row's actions as a menu.
  public func openMenu() {
    guard let dataSource, let cursor else { return }
    var items: [TerminalMenu.Item] = []
    let swipes = [
      dataSource.answers.trailingSwipeActionsForRow(at: cursor),
      dataSource.answers.leadingSwipeActionsForRow(at: cursor),
    ]
    for action in swipes.compactMap({ $0 }).flatMap(\.actions) {
      items.append(
        TerminalMenu.Item(title: action.title, isDestructive: action.style == .destructive) { action.handler { _ in } })
    }
    let context = dataSource.answers.contextMenuForRow(at: cursor)
    // Submenus are flattened: an entry's title is led by the submenus that hold it ("Share › Mail").
    for (path, action) in context?.entries ?? [] {
      items.append(
        TerminalMenu.Item(
          title: (path + [action.title]).joined(separator: " › "),
          isDestructive: action.attributes.contains(.destructive),
          isEnabled: !action.attributes.contains(.disabled), perform: action.handler))
    }
    // A row without actions opens no menu (an empty one would only need closing).
    guard !items.isEmpty else { return }
    let title = context?.title.isEmpty == false ? context!.title : "Actions"
    menu = TerminalMenu(title: title, items: items)
  }

  private func handleMenuKey(_ key: TerminalKey) -> Bool {
    guard var open = menu else { return false }
    switch key {
    case .up: open.move(by: -1)
    case .down: open.move(by: 1)
    case .enter:
      menu = nil
      if open.items.indices.contains(open.selected), open.items[open.selected].isEnabled {
        open.items[open.selected].perform()
      }
      return true
    case .escape, .backspace, .left, .character("m"), .character("q"):
      menu = nil
      return true
    default: return true
    }
    menu = open
    return true
  }
}
