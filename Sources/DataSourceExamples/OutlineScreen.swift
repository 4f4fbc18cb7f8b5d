import DataSourceKit
import DataSourceTerminal

/// A screen showing one outline (a `DiffableDataSourceSectionSnapshot`): Enter or → expands the
/// cursor item, Enter or ← collapses it (← on a collapsed item goes to its parent), `e` expands
/// everything and `c` collapses everything. Each change animates through the diff; the terminal view
/// indents items by their level.
@MainActor
class OutlineScreen<Item: Hashable & Sendable>: ExampleScreen {
  let outlineSource: DiffableDataSource<String, Item>
  /// The outline and the table, shared with the cell provider (made before `self` exists).
  private let state = OutlineState<Item>()
  var outline: DiffableDataSourceSectionSnapshot<Item> { state.outline }
  private let sectionTitle: String

  /// Shows `outline` in one section titled `sectionTitle`; `lines` draws an item, knowing whether it
  /// has children and is expanded.
  init(
    title: String, sectionTitle: String, outline: DiffableDataSourceSectionSnapshot<Item>,
    file: String = #fileID,
    lines: @escaping @MainActor (Item, _ hasChildren: Bool, _ isExpanded: Bool) -> [TerminalLine]
  ) {
    self.sectionTitle = sectionTitle
    let state = state
    state.outline = outline
    outlineSource = DiffableDataSource { path, item in
      guard let tableView = state.tableView else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: path)
      cell.lines = lines(item, state.hasChildren(item), state.outline.isExpanded(item))
      return cell
    }
    super.init(title: title, dataSource: outlineSource.dataSource, file: file)
    state.tableView = tableView
    var sections = DiffableDataSourceSnapshot<String, Item>()
    sections.appendSections([sectionTitle])
    outlineSource.apply(sections, animatingDifferences: false)
    outlineSource.apply(outline, to: sectionTitle, animatingDifferences: false)
    outlineSource.dataSource.on(.didSelect) { [unowned self] _, path in
      if let item = outlineSource.itemIdentifier(for: path) { toggle(item) }
      return .deselect
    }
  }

  /// Each key is listed only where it changes something: → on a closed parent, ← on an open one or a
  /// child, e while a parent is closed, c while one is open.
  override var keyTable: [ScreenKey] {
    let cursorItem = { [unowned self] in tableView.cursor.flatMap { outlineSource.itemIdentifier(for: $0) } }
    let canOpen = { [unowned self] in cursorItem().map { hasChildren($0) && !outline.isExpanded($0) } ?? false }
    let canClose = { [unowned self] in
      cursorItem().map { (hasChildren($0) && outline.isExpanded($0)) || outline.parent(of: $0) != nil } ?? false
    }
    return [
      .table("Enter open/close", [.enter], when: { [unowned self] in cursorItem().map(hasChildren) ?? false }),
      ScreenKey("→ open", [.right], when: canOpen) { [unowned self] _, _ in
        guard let item = cursorItem() else { return true }
        change { $0.expand([item]) }
        return true
      },
      ScreenKey("← close", [.left], when: canClose) { [unowned self] _, _ in
        close(cursorItem())
        return true
      },
      ScreenKey(
        "e open all", [.character("e")], when: { [unowned self] in hasClosedParent },
        perform: { [unowned self] _, _ in
          let parents = outline.items.filter { hasChildren($0) }
          change { $0.expand(parents) }
          return true
        }),
      ScreenKey(
        "c close all", [.character("c")], when: { [unowned self] in outline.items.contains(where: outline.isExpanded) },
        perform: { [unowned self] _, _ in
          change { $0.collapse($0.items) }
          return true
        }),
    ]
  }

  private var hasClosedParent: Bool { outline.items.contains { hasChildren($0) && !outline.isExpanded($0) } }

  /// Closes `item` when it is open, else moves the cursor to its parent.
  private func close(_ item: Item?) {
    guard let item else { return }
    if hasChildren(item) && outline.isExpanded(item) {
      change { $0.collapse([item]) }
    } else if let parent = outline.parent(of: item), let path = outlineSource.indexPath(for: parent) as ItemPath? {
      tableView.moveCursor(to: path)
    }
  }
  override var usesHorizontalArrows: Bool { true }
  override var status: String {
    "\(outline.visibleItems.count) of \(outline.items.count) shown · \(outline.items.filter { outline.isExpanded($0) }.count) open"
  }

  /// Expands or collapses `item` (nothing for an item without children).
  func toggle(_ item: Item) {
    guard hasChildren(item) else { return }
    change { outline in
      if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
    }
  }

  private func hasChildren(_ item: Item) -> Bool { state.hasChildren(item) }

  private func change(_ edit: (inout DiffableDataSourceSectionSnapshot<Item>) -> Void) {
    edit(&state.outline)
    // The expansion arrows of the toggled items change too: reconfigure the items that stay shown.
    let before = Set(outlineSource.snapshot().itemIdentifiers)
    outlineSource.apply(outline, to: sectionTitle)
    var snapshot = outlineSource.snapshot()
    snapshot.reconfigureItems(outline.visibleItems.filter { before.contains($0) && hasChildren($0) })
    outlineSource.apply(snapshot)
  }
}

/// What an outline screen's cell provider reads: the outline, and the table it dequeues from (set
/// once the screen exists).
@MainActor
private final class OutlineState<Item: Hashable & Sendable> {
  var outline = DiffableDataSourceSectionSnapshot<Item>()
  weak var tableView: TerminalTableView?

  func hasChildren(_ item: Item) -> Bool { !outline.snapshot(of: item).rootItems.isEmpty }
}
