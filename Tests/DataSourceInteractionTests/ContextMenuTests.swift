import DataSourceTesting
import Foundation
import Testing

/// Context menus as the headless views show them: the whole menu, its entries through submenus, and
/// the preview action.
@MainActor
@Suite struct ContextMenuTests {
  final class Cell: HeadlessTableViewCell {}
  final class Item: HeadlessCollectionViewCell {}

  static func menu(for text: String, log: @escaping @MainActor (String) -> Void) -> ContextMenu {
    ContextMenu(
      title: text,
      children: [
        .action(ContextMenu.Action(title: "Copy", image: .system("doc.on.doc")) { log("copy \(text)") }),
        .submenu(
          ContextMenu(
            title: "Share",
            children: [
              .action(ContextMenu.Action(title: "Mail") { log("mail \(text)") }),
              .action(ContextMenu.Action(title: "Hidden", attributes: .hidden) { log("hidden") }),
            ])),
      ],
      willPerformPreviewAction: { log("open \(text)") })
  }

  @Test func entriesFollowSubmenusAndLeaveHiddenOnesOut() {
    let menu = Self.menu(for: "a") { _ in }
    #expect(menu.entries.map { $0.path + [$0.action.title] } == [["Copy"], ["Share", "Mail"]])
    #expect(menu.entries.first?.action.image == .system("doc.on.doc"))
  }

  @Test func tappingThePreviewRunsItsActionOnBothViews() {
    var log: [String] = []
    let record: @MainActor (String) -> Void = { log.append($0) }
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let tableSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<String, Cell>().on(.contextMenu) { text, _ in Self.menu(for: text, log: record) })
    ])
    let tableAdapter = HeadlessTableAdapter(dataSource: tableSource, tableView: table)
    tableSource.sections = [Section(items: ["a", "b"])]
    tableSource.reloadData(animated: false)
    #expect(table.tapMenuPreview(forRowAt: IndexPath(row: 1, section: 0)))
    #expect(!table.tapMenuPreview(forRowAt: IndexPath(row: 5, section: 0)), "no row, no menu")

    let collection = HeadlessCollectionView(visibleItemCapacity: 10)
    let collectionSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<String, Item>().on(.contextMenu) { text, _ in Self.menu(for: text, log: record) })
    ])
    let collectionAdapter = HeadlessCollectionAdapter(dataSource: collectionSource, collectionView: collection)
    collectionSource.sections = [Section(items: ["c"])]
    collectionSource.reloadData(animated: false)
    #expect(collection.tapMenuPreview(forItemAt: IndexPath(item: 0, section: 0)))
    #expect(log == ["open b", "open c"])
    withExtendedLifetime((tableAdapter, collectionAdapter)) {}
  }
}
