import DataSourceKit
import DataSourceTerminal

/// Contacts: people in sections by initial, with UIKit's A–Z section index down the right edge
/// (`DataSource.sectionIndexTitles`); Shift and a letter jumps to it, as a tap on the index does. A
/// letter no one's name starts with leads to the next section that exists
/// (`sectionForSectionIndexTitle`).
@MainActor
final class ContactsScreen: ExampleScreen {
  static let names = [
    "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Brian Kernighan", "Claude Shannon", "Dennis Ritchie",
    "Donald Knuth", "Edsger Dijkstra", "Frances Allen", "Grace Hopper", "Guido van Rossum", "Hedy Lamarr",
    "Ivan Sutherland", "John Backus", "Ken Thompson", "Leslie Lamport", "Linus Torvalds", "Margaret Hamilton",
    "Niklaus Wirth", "Radia Perlman", "Richard Hamming", "Sophie Wilson", "Tim Berners-Lee", "Tony Hoare",
    "Vint Cerf", "Whitfield Diffie", "Yukihiro Matsumoto",
  ]
  static let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
  private var lastJump = "Shift+A–Z jumps to a letter"

  init() {
    super.init(
      title: "Contacts",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<ExamplePerson, LineCell>().configure { person, cell, _ in cell.text = person.name })
      ])
    let initials = Dictionary(grouping: Self.names.enumerated(), by: { String($0.element.prefix(1)) })
    let letters = initials.keys.sorted()
    dataSource.sections = letters.map { letter in
      Section(
        letter, header: letter,
        items: initials[letter, default: []].map { ExamplePerson(id: $0.offset, name: $0.element) })
    }
    dataSource.sectionIndexTitles = { Self.alphabet }
    dataSource.sectionForSectionIndexTitle = { title, _ in
      letters.firstIndex { $0 >= title } ?? letters.count - 1
    }
    dataSource.reloadData(animated: false)
  }

  override var keyTable: [ScreenKey] {
    [
      ScreenKey("Shift+letter jump", [.character("M"), .character("A")], matches: Self.isCapital) {
        [unowned self] key, _ in
        jump(key)
      }
    ]
  }

  private static func isCapital(_ key: TerminalKey) -> Bool {
    guard case .character(let character) = key else { return false }
    return character.isUppercase && character.isASCII
  }
  override var status: String { "\(counted(Self.names.count, "contact")) · \(lastJump)" }

  private func jump(_ key: TerminalKey) -> Bool {
    guard case .character(let character) = key else { return false }
    let letter = String(character)
    if tableView.jump(toSectionIndexTitle: letter) {
      let shown = dataSource.row(at: tableView.cursor ?? ItemPath(item: 0, section: 0))?.item(as: ExamplePerson.self)
      lastJump = "\(letter) → \(shown?.name.prefix(1) ?? "?")"
    }
    return true
  }
}
