import DataSourceKit
import DataSourceTerminal

/// One loaded line of the Load More example.
struct FeedLine: Identifiable, Hashable, Sendable, Diffable {
  var id: Int
}

/// Load More: an endless feed that loads its next page of 30 lines when the last 5 come into view
/// (`DataSource.whenNearEnd(within:_:)`), once per page, however the cursor moves at the end.
@MainActor
final class LoadMoreScreen: ExampleScreen {
  static let pageSize = 30
  /// How many pages are loaded.
  private(set) var pages = 1

  init() {
    super.init(
      title: "Load More",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<FeedLine, LineCell>().configure { line, cell, _ in cell.text = "Line \(line.id + 1)" })
      ])
    show()
    dataSource.reloadData(animated: false)
    dataSource.whenNearEnd(within: 5) { [unowned self] in loadNextPage() }
  }

  /// Appends the next page and shows it, animated, as a network page would arrive.
  func loadNextPage() {
    pages += 1
    show()
    dataSource.reloadData(animated: true)
  }

  private func show() {
    dataSource.sections = [
      Section("feed", items: (0..<(pages * Self.pageSize)).map { FeedLine(id: $0) })
    ]
  }

  override var keyTable: [ScreenKey] { [.table("↓ End: scroll to the end to load more", [.end, .down])] }
  override var status: String { "\(counted(pages, "page")) loaded · \(counted(tableView.totalRows, "line"))" }
}
