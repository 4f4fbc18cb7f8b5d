import DataSourceKit
import DataSourceTerminal

struct ExamplePerson: Identifiable, Hashable, Diffable {
  var id: Int
  var name: String
}

/// Random Persons: two sections, A–L and M–Z; `r` picks new people and animates the change; `/`
/// opens a filter that hides the people whose name does not contain what is typed, animated as you
/// type (the descriptor's `isHidden`).
@MainActor
final class RandomPersonsScreen: ExampleScreen {
  static let names = [
    "Ada", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea", "Max", "Nia", "Oz", "Pia",
    "Quinn", "Rae", "Sam", "Tess", "Uma", "Vic", "Wes", "Xia", "Yan", "Zoe",
  ]
  private var refreshes = 0
  private var generator = SystemRandomNumberGenerator()
  /// The filter, typed after `/`.
  private var filter = FilterField()
  private let filterBox = FilterBox()

  /// The filter text the descriptor's `isHidden` reads (the descriptor is made before `self`).
  @MainActor final class FilterBox { var text = "" }

  init() {
    super.init(
      title: "Random Persons",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<ExamplePerson, LineCell>()
            .configure { person, cell, _ in cell.text = person.name }
            .isHidden { [filterBox] person in
              !filterBox.text.isEmpty && !person.name.localizedCaseInsensitiveContains(filterBox.text)
            })
      ])
    dataSource.emptyState = .search("Nobody matches", secondaryText: "r picks new people.")
    dataSource.sections = randomSections()
    dataSource.reloadData(animated: false)
  }

  func randomSections() -> [Section] {
    let people = Self.names.indices.filter { _ in Bool.random(using: &generator) }.map {
      ExamplePerson(id: $0, name: Self.names[$0])
    }
    return [
      Section("A–L", header: "A–L", items: people.filter { $0.name < "M" }),
      Section("M–Z", header: "M–Z", items: people.filter { $0.name >= "M" }),
    ]
  }

  override var capturesTyping: Bool { filter.isTyping }
  override var keyTable: [ScreenKey] {
    [
      ScreenKey(
        "r refresh", [.character("r")], when: { [unowned self] in !filter.isTyping },
        perform: { [unowned self] _, _ in
          refreshes += 1
          dataSource.sections = randomSections()
          dataSource.reloadData(animated: true)
          return true
        })
    ]
      + FilterField.keys(
        isTyping: { [unowned self] in filter.isTyping }, handle: { [unowned self] key in filterKey(key) })
  }
  override var status: String {
    return "\(counted(tableView.totalRows, "person", plural: "people")) · refreshed \(counted(refreshes, "time"))"
      + filter.status
  }

  private func filterKey(_ key: TerminalKey) -> Bool {
    // While it is typed, ← edits the filter instead of leaving the screen.
    if let changed = filter.handle(key) {
      // The empty state's hint follows the filter's mode (typed, kept with Enter, or none).
      dataSource.emptyState?.secondaryText =
        filter.text.isEmpty && !filter.isTyping ? "r picks new people." : filter.emptyHint
      if changed {
        filterBox.text = filter.text
        dataSource.reloadData(animated: true)
      }
      return true
    }
    return false  // ↑ and ↓ still move
  }
}
