import DataSourceKit
import DataSourceTerminal

/// One entry of the catalog.
struct ExampleEntry: Identifiable, Hashable, Diffable {
  var id: String
  var title: String
  var summary: String
}

/// The start screen: every example, as in the seed library's example app.
@MainActor
final class CatalogScreen: ExampleScreen {
  let options: ExampleOptions
  private(set) var opened: [String] = []

  static let entries = [
    ExampleEntry(id: "persons", title: "Random Persons", summary: "two sections, A–L and M–Z; r refreshes, animated"),
    ExampleEntry(id: "form", title: "Form", summary: "text fields, a hidden row and a switch that shows a section"),
    ExampleEntry(id: "lazy", title: "Lazy Rows", summary: "1,000 rows, each made only when it is drawn"),
    ExampleEntry(id: "diff", title: "Diff & Update", summary: "numbers in English and German, updated in place"),
    ExampleEntry(
      id: "swipe", title: "Swipe to Delete", summary: "d deletes, m shows swipe actions and the context menu"),
    ExampleEntry(
      id: "expand", title: "Expandable Cell", summary: "Enter opens and closes a question's answer (an outline)"),
    ExampleEntry(
      id: "files", title: "File Tree",
      summary: "the folder it runs in, read from disk, as an outline: → opens, ← closes"),
    ExampleEntry(id: "grid", title: "Emoji Grid", summary: "a collection view's grid: add, delete, shuffle, animated"),
    ExampleEntry(
      id: "sorted", title: "Sorted Feed", summary: "a SortedStorage under a stream of adds, updates and removes"),
    ExampleEntry(
      id: "sqlite", title: "Live SQLite List", summary: "a task list in SQLite that a background writer changes"),
    ExampleEntry(
      id: "contacts", title: "Contacts", summary: "sections by initial with an A–Z index: Shift+letter jumps"),
    ExampleEntry(
      id: "groceries", title: "Groceries", summary: "UIKit's diffable snapshots: search as you type, reorder across"),
    ExampleEntry(
      id: "settings", title: "Settings", summary: "footers, values at the right, a pushed choice, Tab to the next field"
    ),
    ExampleEntry(id: "more", title: "Load More", summary: "an endless feed: the next page loads as its end comes near"),
    ExampleEntry(
      id: "drag", title: "Drag and Drop", summary: "two lists: c carries a row, Tab switches, Enter drops it"),
    ExampleEntry(
      id: "shared", title: "Shared Notes", summary: "the model and descriptor a UIKit and a SwiftUI screen share"),
  ]

  init(options: ExampleOptions) {
    self.options = options
    var pending: (String) -> Void = { _ in }
    super.init(
      title: "Examples",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<ExampleEntry, LineCell>()
            .configure { entry, cell, _ in
              cell.lines = [
                TerminalLine(entry.title, style: TextStyle(bold: true)),
                TerminalLine("    " + entry.summary, style: TextStyle(dim: true)),
              ]
            }
            .on(.didSelect) { entry, _ in
              pending(entry.id)
              return .deselect
            })
      ])
    pending = { [unowned self] id in opened.append(id) }
    dataSource.sections = [Section("examples", items: Self.entries)]
    dataSource.reloadData(animated: false)
  }

  override var keyTable: [ScreenKey] {
    [ScreenKey("Enter open", [.enter]) { [unowned self] _, application in open(in: application) }]
  }
  override var status: String {
    "\(Self.entries.count) examples · datasource-examples --help lists them and their keys"
  }

  private func open(in application: TerminalApplication) -> Bool {
    tableView.selectCursorRow()
    if let id = opened.popLast(), let screen = Self.makeExample(id, options: options) { application.push(screen) }
    return true
  }

  /// A new screen for the example `id`, or `nil` for an unknown one.
  static func makeExample(_ id: String, options: ExampleOptions) -> TerminalScreen? {
    switch id {
    case "persons": RandomPersonsScreen()
    case "contacts": ContactsScreen()
    case "groceries": GroceriesScreen()
    case "settings": SettingsScreen()
    case "form": FormScreen()
    case "lazy": LazyRowsScreen()
    case "diff": DiffUpdateScreen()
    case "swipe": SwipeToDeleteScreen()
    case "expand": ExpandableScreen()
    case "files": FileTreeScreen()
    case "grid": EmojiGridScreen()
    case "sorted": SortedFeedScreen()
    case "sqlite": LiveSQLiteScreen(databasePath: options.databasePath)
    case "more": LoadMoreScreen()
    case "drag": DragAndDropScreen()
    case "shared": SharedNotesScreen()
    default: nil
    }
  }
}

/// What the command line chose.
public struct ExampleOptions: Sendable {
  /// `--db PATH`: the SQLite file of the Live SQLite List (a temporary one when `nil`).
  public var databasePath: String?
  /// `--example ID`: open this example at once.
  public var example: String?

  public init(databasePath: String? = nil, example: String? = nil) {
    self.databasePath = databasePath
    self.example = example
  }
}
