import DataSourceKit
import DataSourceTerminal

struct FormField: Identifiable, Hashable, Diffable {
  var id: String
  var value: String
  var isEditing: Bool
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
    var editing: String?
  }
  let model = Model()

  init() {
    super.init(title: "Form")
    // Registered once the screen exists, so the closures can reach it directly.
    dataSource.register(cellDescriptors: [
      CellDescriptor<FormField, LineCell>()
        .configure { field, cell, _ in
          let value =
            field.value.isEmpty && !field.isEditing ? "…" : FormScreen.shown(field.value, editing: field.isEditing)
          cell.lines = [TerminalLine("\(field.id): [\(value)]", style: TextStyle(underline: field.isEditing))]
        }
        .isHidden { [unowned self] field, _ in field.id == "Last name" && (model.values["First name"] ?? "").isEmpty }
        .didSelect { [unowned self] field, _ in
          model.editing = field.id
          rebuild()
          return .deselect
        },
      CellDescriptor<FormSwitch, LineCell>()
        .configure { item, cell, _ in
          cell.text = "\(item.id): (\(item.isOn ? "●" : " ")) \(item.isOn ? "on" : "off")"
        }
        .didSelect { [unowned self] _, _ in
          model.showsAdditional.toggle()
          rebuild()
          return .deselect
        },
    ])
    rebuild(animated: false)
  }

  /// A field's value in at most `columns` terminal columns: while editing, its end and the caret
  /// (the text scrolls as it grows); otherwise its start, with `…` where it is cut.
  static func shown(_ value: String, editing: Bool, columns: Int = 24) -> String {
    if editing {
      var start = value.endIndex
      var used = 0
      while start > value.startIndex {
        let previous = value.index(before: start)
        used += TerminalColumns.width(of: value[previous])
        if used > columns - 2 { return "…" + value[start...] + "▏" }
        start = previous
      }
      return value + "▏"
    }
    guard TerminalColumns.width(of: value) > columns else { return value }
    return TerminalLine(value).truncated(to: columns - 1).text + "…"
  }

  private func field(_ id: String) -> FormField {
    FormField(id: id, value: model.values[id] ?? "", isEditing: model.editing == id)
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
  override var keyHelp: String {
    if model.editing != nil { return "type · Backspace erase · Enter or Esc done" }
    if fieldUnderCursor != nil { return "type or Enter to edit · ↑↓ move · Esc back" }
    return "Enter flip switch"
  }
  override var status: String {
    if let editing = model.editing { return "Editing \(editing)" }
    let first = model.values["First name"] ?? ""
    // The last name counts only while its row shows, that is while there is a first name.
    let last = first.isEmpty ? "" : model.values["Last name"] ?? ""
    let name = [first, last].filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? "Type a first name to reveal the last-name row" : "Hello, \(name)"
  }

  override func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    guard let editing = model.editing else {
      // On a text field, typing starts editing it with what was typed.
      guard case .character(let character) = key, let field = fieldUnderCursor else { return false }
      model.editing = field
      model.values[field, default: ""].append(character)
      rebuild()
      return true
    }
    switch key {
    case .enter, .escape:
      model.editing = nil
    case .backspace:
      model.values[editing, default: ""] = String((model.values[editing] ?? "").dropLast())
    case .character(let character):
      model.values[editing, default: ""].append(character)
    default:
      return true
    }
    rebuild()
    return true
  }
}
