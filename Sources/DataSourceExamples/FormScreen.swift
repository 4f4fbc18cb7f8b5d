import DataSourceKit
import DataSourceTerminal

struct FormField: Identifiable, Hashable, Diffable {
  var id: String
  var value: String
  /// The text being typed, with its caret, while the field is edited.
  var editing: EditedText?
  var isEditing: Bool { editing != nil }
}

struct FormSwitch: Identifiable, Hashable, Diffable {
  var id: String
  var isOn: Bool
}

/// Form: type into the text fields; the last-name row stays hidden until the first name is not
/// empty; a switch shows the "Additional Fields" section.
@MainActor
final class FormScreen: ExampleScreen {
  final class Model {
    var values: [String: String] = [:]
    var showsAdditional = false
    /// The field being edited, and its text and caret.
    var editing: (field: String, text: EditedText)?
  }
  let model = Model()

  init() {
    super.init(title: "Form")
    // Registered once the screen exists, so the closures can reach it directly.
    dataSource.register(cellDescriptors: [
      CellDescriptor<FormField, LineCell>()
        .configure { field, cell, _ in
          let value = field.editing?.shown() ?? (field.value.isEmpty ? "…" : FormScreen.shown(field.value))
          cell.lines = [TerminalLine("\(field.id): [\(value)]", style: TextStyle(underline: field.isEditing))]
        }
        .isHidden { [unowned self] field in field.id == "Last name" && (model.values["First name"] ?? "").isEmpty }
        .on(.didSelect) { [unowned self] field, _ in
          model.editing = (field.id, EditedText(field.value))
          rebuild()
          return .deselect
        },
      CellDescriptor<FormSwitch, LineCell>()
        .configure { item, cell, _ in
          cell.text = "\(item.id): (\(item.isOn ? "●" : " ")) \(item.isOn ? "on" : "off")"
        }
        .on(.didSelect) { [unowned self] _, _ in
          model.showsAdditional.toggle()
          rebuild()
          return .deselect
        },
    ])
    rebuild(animated: false)
  }

  /// A field's value in at most `columns` terminal columns: its start, with `…` where it is cut
  /// (while it is edited, ``EditedText/shown(columns:)`` draws it around the caret).
  static func shown(_ value: String, columns: Int = 24) -> String {
    guard TerminalColumns.width(of: value) > columns else { return value }
    return TerminalLine(value).truncated(to: columns - 1).text + "…"
  }

  private func field(_ id: String) -> FormField {
    FormField(id: id, value: model.values[id] ?? "", editing: model.editing?.field == id ? model.editing?.text : nil)
  }

  func rebuild(animated: Bool = true) {
    dataSource.sections = [
      Section("name", header: "Name", items: [field("First name"), field("Last name")]),
      Section(
        "options", header: "Options",
        items: [FormSwitch(id: "Show additional fields", isOn: model.showsAdditional)]),
      Section(
        "additional", header: "Additional Fields", items: [field("Email"), field("Phone")],
        isHidden: !model.showsAdditional),
    ]
    dataSource.reloadData(animated: animated)
  }

  /// The text field under the cursor, if the cursor is on one.
  private var fieldUnderCursor: String? {
    tableView.cursor.flatMap { dataSource.row(at: $0)?.item(as: FormField.self)?.id }
  }

  override var capturesTyping: Bool { model.editing != nil || fieldUnderCursor != nil }
  override var keyTable: [ScreenKey] {
    let editing = { [unowned self] in model.editing != nil }
    let onField = { [unowned self] in model.editing == nil && fieldUnderCursor != nil }
    return [
      ScreenKey(
        "type · ←→ move · Backspace erase · Enter or Esc done", [.character("x")], matches: { _ in true },
        when: editing, perform: { [unowned self] key, _ in edit(key) }),
      ScreenKey(
        "type, Backspace or ← to edit", [.character("x"), .backspace, .left], matches: Self.startsEditing,
        when: onField
      ) { [unowned self] key, _ in startEditing(key) },
      .table("↑↓ move", [.down, .up], when: onField),
      .table("Esc back", [.escape], when: onField),
      .table("Enter flip switch", [.enter], when: { !editing() && !onField() }),
    ]
  }

  private static func startsEditing(_ key: TerminalKey) -> Bool {
    switch key {
    case .character, .backspace, .left: true
    default: false
    }
  }
  override var status: String {
    if let editing = model.editing { return "Editing \(editing.field)" }
    let first = model.values["First name"] ?? ""
    // The last name counts only while its row shows, that is while there is a first name.
    let last = first.isEmpty ? "" : model.values["Last name"] ?? ""
    let name = [first, last].filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? "Type a first name to reveal the last-name row" : "Hello, \(name)"
  }

  /// On a text field, typing, Backspace and ← start editing it (a navigation key never throws typed
  /// text away: Esc leaves the screen).
  private func startEditing(_ key: TerminalKey) -> Bool {
    guard let field = fieldUnderCursor else { return false }
    var text = EditedText(model.values[field] ?? "")
    _ = text.handle(key)
    model.editing = (field, text)
    model.values[field] = text.text
    rebuild()
    return true
  }

  private func edit(_ key: TerminalKey) -> Bool {
    guard var editing = model.editing else { return false }
    switch key {
    case .enter, .escape:
      model.editing = nil
    default:
      guard editing.text.handle(key) else { return true }
      model.editing = editing
      model.values[editing.field] = editing.text.text
    }
    rebuild()
    return true
  }
}
