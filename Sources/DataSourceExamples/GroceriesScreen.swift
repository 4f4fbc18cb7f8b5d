import DataSourceKit
import DataSourceTerminal

/// Groceries: a list written with UIKit's diffable API — `DiffableDataSourceSnapshot`,
/// `apply(_:animatingDifferences:)`, `reorderingHandlers` — on the terminal table. Enter moves an item
/// between "To buy" and "In the basket", `/` filters as you type (each keystroke applies a new
/// snapshot, animated), and `g` carries an item anywhere, across the sections too.
@MainActor
final class GroceriesScreen: ExampleScreen {
  static let toBuy = "To buy"
  static let inBasket = "In the basket"
  /// The model: each section's items, in order.
  private var lists: [String: [String]] = [
    toBuy: ["Apples", "Bread", "Coffee", "Eggs", "Milk", "Oats", "Rice", "Tomatoes"],
    inBasket: ["Butter", "Cheese"],
  ]
  private let groceries: DiffableDataSource<String, String>
  private let state = GroceriesState()
  private var filter = FilterField()
  private var lastAction = "Enter moves an item between the sections"

  init() {
    let state = state
    groceries = DiffableDataSource { path, item in
      let cell = state.tableView?.dequeueReusableCell(withIdentifier: "grocery", for: path)
      cell?.text = item
      return cell
    }
    super.init(title: "Groceries", dataSource: groceries.dataSource)
    state.tableView = tableView
    groceries.headerTitleProvider = { $0 }
    groceries.emptyState = .search("Nothing matches", secondaryText: filter.emptyHint)
    // Reordering goes through UIKit's handlers: allowed while nothing is filtered out, and the model
    // follows the transaction's final snapshot.
    groceries.reorderingHandlers.canReorderItem = { [unowned self] _ in filter.text.isEmpty }
    groceries.reorderingHandlers.didReorder = { [unowned self] transaction in
      let final = transaction.finalSnapshot
      for section in final.sectionIdentifiers { lists[section] = final.itemIdentifiers(inSection: section) }
      lastAction = "Reordered"
    }
    groceries.dataSource.on(.didSelect) { [unowned self] _, path in
      if let item = groceries.itemIdentifier(for: path) { toggle(item) }
      return .deselect
    }
    show(animated: false)
  }

  /// The snapshot of the model, filtered: what every change applies.
  private func show(animated: Bool = true) {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    for section in [Self.toBuy, Self.inBasket] {
      let items = lists[section, default: []].filter {
        filter.text.isEmpty || $0.localizedCaseInsensitiveContains(filter.text)
      }
      // A filter shows the sections it finds something in: no header over nothing.
      guard filter.text.isEmpty || !items.isEmpty else { continue }
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    groceries.apply(snapshot, animatingDifferences: animated)
  }

  private func toggle(_ item: String) {
    let from = lists[Self.toBuy, default: []].contains(item) ? Self.toBuy : Self.inBasket
    let to = from == Self.toBuy ? Self.inBasket : Self.toBuy
    lists[from, default: []].removeAll { $0 == item }
    lists[to, default: []].append(item)
    lastAction = "\(item) → \(to.lowercased())"
    show()
  }

  override var capturesTyping: Bool { filter.isTyping }
  override var keyTable: [ScreenKey] {
    let browsing = { [unowned self] in !filter.isTyping && tableView.totalRows > 0 }
    return [
      .table("Enter move", [.enter], when: browsing),
      // Reordering is allowed while nothing is filtered out (`canReorderItem`).
      .table("g reorder", [.character("g")], when: { [unowned self] in browsing() && filter.text.isEmpty }),
    ]
      + FilterField.keys(
        isTyping: { [unowned self] in filter.isTyping }, handle: { [unowned self] key in filterKey(key) })
  }
  override var status: String {
    let counts =
      "\(lists[Self.toBuy, default: []].count) to buy, \(lists[Self.inBasket, default: []].count) in the basket"
    return counts + filter.status + " · \(lastAction)"
  }

  private func filterKey(_ key: TerminalKey) -> Bool {
    guard let changed = filter.handle(key) else { return false }
    // The empty state's hint follows the filter's mode (typed, or kept with Enter).
    groceries.emptyState?.secondaryText = filter.emptyHint
    if changed { show() }
    return true
  }
}

/// The table the cell provider dequeues from, set once the screen exists.
@MainActor
private final class GroceriesState {
  weak var tableView: TerminalTableView?
}
