import DataSourceKit
import DataSourceTerminal

/// Drag and Drop: two lists ("To pack" and "Packed"), each a storage with its own data source. `c`
/// carries the cursor row (as a long press starts a drag), Tab shows the other list, Enter drops
/// above the cursor row and `e` at the end; the list's `DropRule` moves the row (``PackingLists``).
@MainActor
final class DragAndDropScreen: ExampleScreen {
  static let listTitles = ["To pack", "Packed"]
  let lists: PackingLists
  /// The list shown.
  private(set) var shown = 0
  /// What is being carried, and the name of its row.
  private(set) var carried: (items: [ListDrop.Item], name: String)?
  private var lastAction = "c carries the row under the cursor"

  init() {
    let descriptors = [
      AnyCellDescriptor(
        CellDescriptor<PackingItem, LineCell>()
          .configure { item, cell, _ in cell.text = item.name }
          .on(.dragItem) { item, _ in .text(item.name, localObject: item) })
    ]
    lists = PackingLists(
      toPack: ["Passport", "Charger", "Toothbrush", "Sunglasses", "Book"], packed: ["Socks", "Shirts"],
      cellDescriptors: descriptors)
    super.init(title: "Drag and Drop", dataSource: lists.dataSources[0])
    for dataSource in lists.dataSources {
      dataSource.emptyState = EmptyState("Nothing here", secondaryText: "Carry a row here from the other list.")
    }
  }

  /// Shows list `index` on the table; the other list's data source stops drawing there (it still
  /// follows its storage).
  private func show(_ index: Int) {
    lists.dataSources[shown].listView = nil
    shown = index
    tableView.dataSource = lists.dataSources[index]
  }

  override var keyTable: [ScreenKey] {
    let carrying = { [unowned self] in carried != nil }
    return [
      ScreenKey("c carry", [.character("c")], when: { !carrying() }, perform: { [unowned self] _, _ in carry() }),
      ScreenKey("Tab other list", [.tab]) { [unowned self] _, _ in
        show(1 - shown)
        return true
      },
      ScreenKey("Enter drop above", [.enter], when: carrying) { [unowned self] _, _ in drop(atEnd: false) },
      ScreenKey("e drop at end", [.character("e")], when: carrying) { [unowned self] _, _ in drop(atEnd: true) },
      ScreenKey("Esc put back", [.escape], when: carrying) { [unowned self] _, _ in
        lastAction = "put \(carried?.name ?? "it") back"
        carried = nil
        return true
      },
    ]
  }

  override var status: String {
    let list = "\(Self.listTitles[shown]) (\(counted(tableView.totalRows, "item")))"
    return carried.map { "\(list) · carrying \($0.name)" } ?? "\(list) · \(lastAction)"
  }

  private func carry() -> Bool {
    guard let cursor = tableView.cursor, let items = tableView.dragCursorRow() else { return true }
    let name = items.first?.item(as: PackingItem.self)?.name ?? "row \(cursor.item + 1)"
    carried = (items, name)
    return true
  }

  private func drop(atEnd: Bool) -> Bool {
    guard let carried else { return true }
    let drop = tableView.drop(carried.items, atEnd: atEnd)
    lastAction =
      drop == nil ? "\(carried.name) cannot land there" : "dropped \(carried.name) in \(Self.listTitles[shown])"
    self.carried = nil
    return true
  }
}
