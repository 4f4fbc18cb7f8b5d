import DataSourceKit
import DataSourceTerminal

/// One emoji of the picker.
struct Emoji: Identifiable, Hashable, Diffable, Sendable {
  var id: Int
  var symbol: String
  var name: String
}

/// Emoji Grid: the terminal table as a collection view's grid. Items flow into columns; the arrow keys
/// move in two dimensions; `a` adds, `d` deletes, `s` shuffles (moves) and `x` moves the cursor's
/// emoji to the other section, each animated in place.
@MainActor
final class EmojiGridScreen: ExampleScreen {
  static let catalog: [(symbol: String, name: String)] = [
    ("😀", "grin"), ("😂", "joy"), ("😍", "love"), ("😎", "cool"), ("🤔", "think"), ("😴", "sleep"),
    ("🥳", "party"), ("😱", "scream"), ("🐶", "dog"), ("🐱", "cat"), ("🦊", "fox"), ("🐼", "panda"),
    ("🐸", "frog"), ("🐙", "octopus"), ("🦄", "unicorn"), ("🐝", "bee"), ("🍎", "apple"), ("🍕", "pizza"),
    ("🌮", "taco"), ("🍩", "donut"), ("☕", "coffee"), ("🚀", "rocket"), ("⭐", "star"), ("🌈", "rainbow"),
  ]

  private var faces: [Emoji] = []
  private var others: [Emoji] = []
  private var nextID = 0
  private var rng = SystemRandomNumberGenerator()
  private var lastChange = "a add · d delete · s shuffle · x move across"

  init() {
    var delete: (Emoji) -> Void = { _ in }
    super.init(
      title: "Emoji Grid",
      cellDescriptors: [
        CellDescriptor<Emoji, LineCell>()
          .configure { emoji, cell, _ in cell.lines = [TerminalLine("\(emoji.symbol) \(emoji.name)")] }
          .on(.canEdit) { _, _ in true }
          .on(.commitEditing) { emoji, _, _ in delete(emoji) }
      ])
    tableView.gridColumnWidth = 14
    delete = { [unowned self] emoji in
      faces.removeAll { $0.id == emoji.id }
      others.removeAll { $0.id == emoji.id }
      show("deleted \(emoji.symbol)")
    }
    for (index, entry) in Self.catalog.enumerated() {
      let emoji = Emoji(id: nextIdentifier(), symbol: entry.symbol, name: entry.name)
      if index < 8 { faces.append(emoji) } else { others.append(emoji) }
    }
    show(nil, animated: false)
  }

  private func nextIdentifier() -> Int {
    nextID += 1
    return nextID
  }

  private func show(_ change: String?, animated: Bool = true) {
    if let change { lastChange = change }
    dataSource.sections = [
      Section("faces", header: "Faces", items: faces),
      Section("others", header: "Animals, food and things", items: others),
    ]
    dataSource.reloadData(animated: animated)
  }

  override var keyTable: [ScreenKey] {
    [
      .table("←↑↓→ move", [.right, .down, .left, .up]),
      ScreenKey("a add", [.character("a")]) { [unowned self] _, _ in add() },
      .table("d delete", [.character("d")], when: { [unowned self] in tableView.totalRows > 0 }),
      ScreenKey("s shuffle", [.character("s")]) { [unowned self] _, _ in
        faces.shuffle(using: &rng)
        others.shuffle(using: &rng)
        show("shuffled")
        return true
      },
      ScreenKey(
        "x move across", [.character("x")], when: { [unowned self] in tableView.totalRows > 0 },
        perform: { [unowned self] _, _ in moveAcross() }),
    ]
  }

  override var status: String {
    "\(faces.count + others.count) emoji · \(tableView.gridColumns) columns · \(lastChange)"
  }

  private func add() -> Bool {
    let entry = Self.catalog.randomElement(using: &rng)!
    let emoji = Emoji(id: nextIdentifier(), symbol: entry.symbol, name: entry.name)
    let index = Int.random(in: 0...others.count, using: &rng)
    others.insert(emoji, at: index)
    show("added \(emoji.symbol)")
    return true
  }

  private func moveAcross() -> Bool {
    // The cursor is a shown path: an empty section is not shown, so its number is not the model's.
    // The emoji under it is found by identity.
    guard let cursor = tableView.cursor, let emoji = dataSource.item(at: cursor, as: Emoji.self) else {
      lastChange = "nothing to move"
      return true
    }
    if let index = faces.firstIndex(where: { $0.id == emoji.id }) {
      others.insert(faces.remove(at: index), at: 0)
      show("moved \(emoji.symbol) to the others")
    } else if let index = others.firstIndex(where: { $0.id == emoji.id }) {
      faces.append(others.remove(at: index))
      show("moved \(emoji.symbol) to the faces")
    }
    return true
  }
}
