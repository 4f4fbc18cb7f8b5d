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

  override var keyHelp: String { "Enter/→ open · ← close · e/c all" }
  override var usesHorizontalArrows: Bool { true }
  override var status: String {
    "\(outline.visibleItems.count) of \(outline.items.count) shown · \(outline.items.filter { outline.isExpanded($0) }.count) open"
  }

  override func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    let item = tableView.cursor.flatMap { outlineSource.itemIdentifier(for: $0) }
    switch key {
    case .right:
      guard let item, hasChildren(item), !outline.isExpanded(item) else { return true }
      change { $0.expand([item]) }
    case .left:
      guard let item else { return true }
      if hasChildren(item) && outline.isExpanded(item) {
        change { $0.collapse([item]) }
      } else if let parent = outline.parent(of: item), let path = outlineSource.indexPath(for: parent) as ItemPath? {
        tableView.moveCursor(to: path)
      }
    case .character("e"):
      let parents = outline.items.filter { hasChildren($0) }
      change { $0.expand(parents) }
    case .character("c"): change { $0.collapse($0.items) }
    default: return false
    }
    return true
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
