import DataSourceKit
import DataSourceTerminal

struct ExamplePerson: Identifiable, Hashable, Diffable {
  var id: Int
  var name: String
}

/// Random Persons: two sections, A–L and M–Z; `r` picks new people and animates the change.
@MainActor
final class RandomPersonsScreen: ExampleScreen {
  static let names = [
    "Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea", "Max", "Nia", "Oz", "Pia",
    "Quinn", "Rae", "Sam", "Tess", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe",
  ]
  private var refreshes = 0
  private var generator = SystemRandomNumberGenerator()

  init() {
    super.init(
      title: "Random Persons",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<ExamplePerson, LineCell>().configure { person, cell, _ in cell.text = person.name })
      ])
    dataSource.sections = randomSections()
    dataSource.reloadData(animated: false)
  }

  func randomSections() -> [Section] {
    let people = Self.names.indices.filter { _ in Bool.random(using: &generator) }.map {
      ExamplePerson(id: $0, name: Self.names[$0])
    }
    return [
      Section("A–L", header: .title("A–L"), items: people.filter { $0.name < "M" }),
      Section("M–Z", header: .title("M–Z"), items: people.filter { $0.name >= "M" }),
    ]
  }

  override var keyHelp: String { "r refresh" }
  override var status: String {
    "\(tableView.totalRows) people · refreshed \(refreshes) time\(refreshes == 1 ? "" : "s")"
  }

  override func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    guard key == .character("r") else { return false }
    refreshes += 1
    dataSource.sections = randomSections()
    dataSource.reloadData(animated: true)
    return true
  }
}
