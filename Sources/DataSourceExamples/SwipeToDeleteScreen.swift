import DataSourceKit
import DataSourceTerminal

struct Fruit: Identifiable, Hashable, Diffable {
  var id: Int
  var name: String
  var isFavorite = false
}

/// Swipe to Delete: `d` deletes a row (its descriptor's commitEditing), or every selected row; `m`
/// shows its swipe actions and context menu; Space selects several rows; `g` picks a row up to move
/// it with the arrows (its descriptor's canMove and moveRow, as UIKit's reordering); `r` puts every
/// fruit back.
@MainActor
final class SwipeToDeleteScreen: ExampleScreen {
  private static let allFruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi"]
    .enumerated().map { Fruit(id: $0.offset, name: $0.element) }
  private var fruits = allFruits
  private var lastAction = "d deletes the row under the cursor"

  init() {
    var delete: (Int) -> Void = { _ in }
    var favorite: (Int) -> Void = { _ in }
    var move: (Int, Int) -> Void = { _, _ in }
    var report: (String) -> Void = { _ in }
    super.init(
      title: "Swipe to Delete",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<Fruit, LineCell>()
            .configure { fruit, cell, _ in cell.text = fruit.name + (fruit.isFavorite ? "  ★" : "") }
            .on(.canEdit) { _, _ in true }
            .on(.commitEditing) { fruit, style, _ in if style == .delete { delete(fruit.id) } }
            .on(.canMove) { _, _ in true }
            .on(.moveRow) { _, from, to in move(from.item, to.item) }
            .on(.trailingSwipeActions) { fruit, _ in
              SwipeActionsConfiguration(actions: [
                SwipeAction(title: "Delete \(fruit.name)", style: .destructive, image: .system("trash")) { done in
                  delete(fruit.id)
                  done(true)
                }
              ])
            }
            .on(.leadingSwipeActions) { fruit, _ in
              SwipeActionsConfiguration(actions: [
                SwipeAction(
                  title: fruit.isFavorite ? "Unfavorite" : "Favorite",
                  image: .system(fruit.isFavorite ? "star.slash" : "star"),
                  backgroundColor: .system(.orange)
                ) { done in
                  favorite(fruit.id)
                  done(true)
                }
              ])
            }
            .on(.contextMenu) { fruit, _ in
              ContextMenu(
                title: fruit.name,
                children: [
                  .action(
                    ContextMenu.Action(title: "Duplicate", image: .system("plus.square.on.square")) {
                      favorite(-1 - fruit.id)
                    }),
                  .submenu(
                    ContextMenu(
                      title: "Share", image: .system("square.and.arrow.up"),
                      children: [
                        // A terminal has no pasteboard: the status line says what an app would copy.
                        .action(ContextMenu.Action(title: "Copy Name") { report("Copied \(fruit.name)") }),
                        .action(ContextMenu.Action(title: "Print", attributes: .disabled) { report("Printed") }),
                      ])),
                ])
            })
      ])
    report = { [unowned self] text in lastAction = text }
    delete = { [unowned self] id in
      if let fruit = fruits.first(where: { $0.id == id }) { lastAction = "Deleted \(fruit.name)" }
      fruits.removeAll { $0.id == id }
      rebuild()
    }
    move = { [unowned self] from, to in
      // The view already shows the row at its new place: update the model only, as after a drag.
      let fruit = fruits.remove(at: from)
      fruits.insert(fruit, at: to)
      dataSource.sections = [Section("fruits", header: "Fruits", items: fruits)]
      lastAction = "Moved \(fruit.name)"
    }
    favorite = { [unowned self] id in
      if id < 0, let original = fruits.first(where: { $0.id == -1 - id }) {
        let copy = Fruit(id: (fruits.map(\.id).max() ?? 0) + 1, name: original.name + " (copy)")
        fruits.insert(copy, at: (fruits.firstIndex(of: original) ?? 0) + 1)
        lastAction = "Duplicated \(original.name)"
      } else if let index = fruits.firstIndex(where: { $0.id == id }) {
        fruits[index].isFavorite.toggle()
        lastAction = "\(fruits[index].isFavorite ? "Favorited" : "Unfavorited") \(fruits[index].name)"
      }
      rebuild()
    }
    tableView.allowsMultipleSelection = true
    dataSource.emptyState = EmptyState(
      "No fruit left", secondaryText: "Every fruit was deleted.", image: .system("basket"),
      action: EmptyState.Action(title: "Put them back") { [unowned self] in
        fruits = Self.allFruits
        lastAction = "Put every fruit back"
        rebuild()
      })
    rebuild(animated: false)
  }

  func rebuild(animated: Bool = true) {
    dataSource.sections = [Section("fruits", header: "Fruits", items: fruits)]
    dataSource.reloadData(animated: animated)
  }

  /// With every fruit deleted, only the empty state's action and the reset act.
  override var keyTable: [ScreenKey] {
    let empty = { [unowned self] in fruits.isEmpty }
    let selecting = { [unowned self] in !empty() && !tableView.selectedRows.isEmpty }
    return [
      .table("Enter put them back", [.enter], when: empty),
      .table("d delete", [.character("d")], when: { !empty() && !selecting() }),
      ScreenKey("d delete the selected", [.character("d")], when: selecting) { [unowned self] _, _ in
        let gone = Set(tableView.selectedRows.compactMap { dataSource.row(at: $0)?.item(as: Fruit.self)?.id })
        fruits.removeAll { gone.contains($0.id) }
        lastAction = "Deleted \(gone.count) selected"
        rebuild()
        return true
      },
      .table("m actions", [.character("m")], when: { !empty() }),
      .table("Space select", [.character(" ")], when: { !empty() }),
      .table("g move", [.character("g")], when: { !empty() }),
      // Listed only while it would change something.
      ScreenKey(
        fruits.isEmpty ? "r put them back" : "r reset", [.character("r")],
        when: { [unowned self] in fruits.map(\.id) != Self.allFruits.map(\.id) },
        perform: { [unowned self] _, _ in
          fruits = Self.allFruits
          lastAction = "Reset"
          rebuild()
          return true
        }),
    ]
  }
  override var status: String {
    let selected = tableView.selectedRows.count
    // What d deletes: the selected rows when there are any, else the row under the cursor.
    let deletes = selected > 0 ? " · \(selected) selected, d deletes \(selected == 1 ? "it" : "them")" : ""
    return counted(fruits.count, "fruit") + deletes + " · \(lastAction)"
  }
}
