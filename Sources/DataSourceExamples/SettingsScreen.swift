import DataSourceKit
import DataSourceTerminal

/// A row of Settings: a text field, a value that opens a list of choices, or a switch.
struct SettingsRow: Identifiable, Hashable, Diffable {
  enum Kind: Hashable { case field, choice, toggle }
  var id: String
  var kind: Kind
  var value: String
  /// The text being typed, with its caret, while a field is edited.
  var editing: EditedText?
}

/// Settings, as an iOS Settings screen: sections with footers, values aligned at the right edge,
/// a chevron row that pushes a screen of choices, a switch, and text fields where Tab or Enter goes
/// on to the next field.
@MainActor
final class SettingsScreen: ExampleScreen {
  static let fields = ["Name", "Email"]
  static let themes = ["Light", "Dark", "System"]
  private var values: [String: String] = ["Name": "", "Email": "", "Theme": "System", "Notifications": "On"]
  private var editing: (field: String, text: EditedText)?

  init() {
    super.init(title: "Settings")
    dataSource.register(cellDescriptors: [
      CellDescriptor<SettingsRow, LineCell>()
        .configure { row, cell, _ in
          cell.text = row.id
          switch row.kind {
          case .field: cell.detailText = row.editing?.shown(columns: 30) ?? (row.value.isEmpty ? "—" : row.value)
          case .choice: cell.detailText = row.value + " ›"
          case .toggle: cell.detailText = row.value == "On" ? "(●) On" : "( ) Off"
          }
        }
        .on(.didSelect) { [unowned self] row, _ in
          select(row)
          return .deselect
        }
    ])
    rebuild(animated: false)
  }

  private func row(_ id: String, _ kind: SettingsRow.Kind) -> SettingsRow {
    SettingsRow(
      id: id, kind: kind, value: values[id] ?? "", editing: editing?.field == id ? editing?.text : nil)
  }

  func rebuild(animated: Bool = true) {
    dataSource.sections = [
      Section(
        "account", header: "Account", footer: "Your name appears on the lists you share.",
        items: Self.fields.map { row($0, .field) }),
      Section(
        "preferences", header: "Preferences", footer: "Notifications arrive as banners.",
        items: [row("Theme", .choice), row("Notifications", .toggle)]),
    ]
    dataSource.reloadData(animated: animated)
  }

  /// The pushed screen a choice row opens, set by `handle(_:in:)` when Enter selects the row.
  private var pendingChoice: String?

  private func select(_ row: SettingsRow) {
    switch row.kind {
    case .field: editing = (row.id, EditedText(row.value))
    case .choice: pendingChoice = row.id
    case .toggle: values[row.id] = row.value == "On" ? "Off" : "On"
    }
    rebuild()
  }

  override var capturesTyping: Bool { editing != nil }
  override var keyTable: [ScreenKey] {
    let isEditing = { [unowned self] in editing != nil }
    return [
      ScreenKey(
        "type · ←→ move · Backspace erase · Tab or Enter next field · Esc done", [.character("x"), .tab, .escape],
        matches: { _ in true }, when: isEditing, perform: { [unowned self] key, _ in edit(key) }),
      ScreenKey(
        "Enter edit, open or switch", [.enter], when: { [unowned self] in !isEditing() && tableView.cursor != nil },
        perform: { [unowned self] _, application in
          selectCursorRow(in: application)
        }),
    ]
  }
  override var status: String {
    if let editing { return "Editing \(editing.field)" }
    let name = values["Name", default: ""]
    return (name.isEmpty ? "No name yet" : "Signed in as \(name)") + " · theme \(values["Theme", default: ""])"
  }

  private func selectCursorRow(in application: TerminalApplication) -> Bool {
    tableView.selectCursorRow()
    if let choice = pendingChoice {
      pendingChoice = nil
      application.push(
        ChoiceScreen(title: choice, choices: Self.themes, chosen: values[choice] ?? "") { [unowned self] picked in
          values[choice] = picked
          rebuild()
        })
    }
    return true
  }

  private func edit(_ key: TerminalKey) -> Bool {
    guard var current = editing else { return false }
    switch key {
    case .escape:
      editing = nil
    case .tab, .enter:
      // On to the next field, as Return does in an iOS form; past the last one, editing ends.
      editing = nil
      if let next = Self.fields.firstIndex(of: current.field).map({ $0 + 1 }), next < Self.fields.count {
        editing = (Self.fields[next], EditedText(values[Self.fields[next]] ?? ""))
        tableView.moveCursor(to: ItemPath(item: next, section: 0))
      }
    default:
      guard current.text.handle(key) else { return true }
      editing = current
      values[current.field] = current.text.text
    }
    rebuild()
    return true
  }
}

/// A pushed screen of choices, as the detail of an iOS Settings row: the current one is checked, and
/// Enter picks one and goes back.
@MainActor
final class ChoiceScreen: ExampleScreen {
  private let onPick: (String) -> Void

  init(title: String, choices: [String], chosen: String, onPick: @escaping (String) -> Void) {
    self.onPick = onPick
    super.init(
      title: title,
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<String, LineCell>().configure { choice, cell, _ in
            cell.text = choice
            cell.detailText = choice == chosen ? "✓" : nil
          })
      ])
    dataSource.sections = [Section("choices", header: title, items: choices)]
    dataSource.reloadData(animated: false)
    if let index = choices.firstIndex(of: chosen) { tableView.moveCursor(to: ItemPath(item: index, section: 0)) }
  }

  override var keyTable: [ScreenKey] {
    [
      ScreenKey("Enter choose", [.enter]) { [unowned self] _, application in
        guard let cursor = tableView.cursor, let choice = dataSource.row(at: cursor)?.item(as: String.self) else {
          return false
        }
        onPick(choice)
        application.pop()
        return true
      }
    ]
  }
}
