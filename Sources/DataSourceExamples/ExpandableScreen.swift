import DataSourceKit
import DataSourceTerminal

/// An item of the questions outline: a question, or one line of its answer.
enum FAQItem: Hashable, Sendable {
  case question(Int)
  case answer(question: Int, line: Int)
}

/// Expandable Cell: questions whose answers open under them. An outline (a section snapshot) holds
/// each answer's lines as the question's children, so opening inserts them as rows and closing
/// deletes them, animated, and they come back as the same rows.
@MainActor
final class ExpandableScreen: OutlineScreen<FAQItem> {
  static let questions: [(title: String, answer: [String])] = [
    ("What is DataSourceKit?", ["Describe sections and cells once;", "it answers the table's questions."]),
    ("How do updates animate?", ["A diff finds inserts, deletes and moves,", "staged into batches UIKit accepts."]),
    (
      "Does it run on Linux?", ["Yes: this screen is a terminal table view", "behind the same ListView seam as UIKit."]
    ),
    ("Can I test my updates?", ["HeadlessTableView enforces UIKit's batch rules", "in any unit test."]),
  ]

  init() {
    var outline = DiffableDataSourceSectionSnapshot<FAQItem>()
    for (q, question) in Self.questions.enumerated() {
      outline.append([.question(q)])
      outline.append(question.answer.indices.map { .answer(question: q, line: $0) }, to: .question(q))
    }
    super.init(title: "Expandable Cell", sectionTitle: "Questions", outline: outline) { item, _, isExpanded in
      switch item {
      case .question(let q):
        [TerminalLine((isExpanded ? "▾ " : "▸ ") + Self.questions[q].title, style: TextStyle(bold: isExpanded))]
      case .answer(let q, let line):
        [TerminalLine(Self.questions[q].answer[line], style: TextStyle(dim: true))]
      }
    }
  }

  override var status: String {
    "\(Self.questions.indices.count { outline.isExpanded(.question($0)) }) of \(Self.questions.count) open"
  }
}
