import DataSourceKit
import DataSourceTerminal

struct Topic: Identifiable, Hashable, Diffable {
  var id: Int
  var title: String
  var details: [String]
  var isExpanded = false
}

/// Expandable Cell: Enter opens a row to show its details (a cell of several lines), and closes it.
@MainActor
final class ExpandableScreen: ExampleScreen {
  private var topics = [
    Topic(
      id: 0, title: "What is DataSourceKit?",
      details: ["Describe sections and cells once;", "it answers the table's questions."]),
    Topic(
      id: 1, title: "How do updates animate?",
      details: ["A diff finds inserts, deletes and moves,", "staged into batches UIKit accepts."]),
    Topic(
      id: 2, title: "Does it run on Linux?",
      details: ["Yes: this screen is a terminal table view", "behind the same ListView seam as UIKit."]),
    Topic(
      id: 3, title: "Can I test my updates?",
      details: ["HeadlessTableView enforces UIKit's batch rules", "in any unit test."]),
  ]

  init() {
    var toggle: (Int) -> Void = { _ in }
    super.init(
      title: "Expandable Cell",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<Topic, LineCell>()
            .configure { topic, cell, _ in
              cell.lines =
                [TerminalLine((topic.isExpanded ? "▾ " : "▸ ") + topic.title, style: TextStyle(bold: topic.isExpanded))]
                + (topic.isExpanded ? topic.details.map { TerminalLine("    " + $0, style: TextStyle(dim: true)) } : [])
            }
            .didSelect { topic, _ in
              toggle(topic.id)
              return .deselect
            })
      ])
    toggle = { [unowned self] id in
      if let index = topics.firstIndex(where: { $0.id == id }) { topics[index].isExpanded.toggle() }
      rebuild()
    }
    rebuild(animated: false)
  }

  func rebuild(animated: Bool = true) {
    dataSource.sections = [Section("topics", header: .title("Questions"), items: topics)]
    dataSource.reloadData(animated: animated)
  }

  override var keyHelp: String { "Enter open/close" }
  override var status: String { "\(topics.count { $0.isExpanded }) of \(topics.count) open" }
}
