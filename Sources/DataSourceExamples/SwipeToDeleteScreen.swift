import DataSourceKit
import DataSourceTerminal

struct Fruit: Identifiable, Hashable, Diffable {
  var id: Int
  var name: String
  var isFavorite = false
}

/// Swipe to Delete: `d` deletes a row (its descriptor's commitEditing); `m` shows its swipe actions
/// and context menu.
@MainActor
final class SwipeToDeleteScreen: ExampleScreen {
  private var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi"].enumerated().map {
    Fruit(id: $0.offset, name: $0.element)
  }
  private var lastAction = "d deletes the row under the cursor"

  init() {
    var delete: (Int) -> Void = { _ in }
    var favorite: (Int) -> Void = { _ in }
    super.init(
      title: "Swipe to Delete",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<Fruit, LineCell>()
            .configure { fruit, cell, _ in cell.text = fruit.name + (fruit.isFavorite ? "  ★" : "") }
            .canEdit { _, _ in true }
            .commitEditing { fruit, style, _ in if style == .delete { delete(fruit.id) } }
            .trailingSwipeActions { fruit, _ in
              SwipeActionsConfiguration(actions: [
                SwipeAction(title: "Delete \(fruit.name)", style: .destructive) { done in
                  delete(fruit.id)
                  done(true)
                }
              ])
            }
            .leadingSwipeActions { fruit, _ in
              SwipeActionsConfiguration(actions: [
                SwipeAction(title: fruit.isFavorite ? "Unfavorite" : "Favorite") { done in
                  favorite(fruit.id)
                  done(true)
                }
              ])
            }
            .contextMenu { fruit, _ in
              ContextMenu(
                title: fruit.name, actions: [ContextMenu.Action(title: "Duplicate") { favorite(-1 - fruit.id) }])
            })
      ])
    delete = { [unowned self] id in
      if let fruit = fruits.first(where: { $0.id == id }) { lastAction = "Deleted \(fruit.name)" }
      fruits.removeAll { $0.id == id }
      rebuild()
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
    rebuild(animated: false)
  }

  func rebuild(animated: Bool = true) {
    dataSource.sections = [Section("fruits", header: .title("Fruits"), items: fruits)]
    dataSource.reloadData(animated: animated)
  }

  override var keyHelp: String { "d delete · m actions" }
  override var status: String { "\(fruits.count) fruits · \(lastAction)" }
}
