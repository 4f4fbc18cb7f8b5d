import DataSourceKit
import DataSourceTerminal
import Testing

@testable import DataSourceExamples

/// The Load More example loads its next page when the end of the feed is drawn, once per page.
@MainActor
@Suite struct LoadMoreScreenTests {
  @Test func drawingTheEndLoadsOnePageAtATime() {
    let screen = LoadMoreScreen()
    _ = screen.tableView.frame(width: 40, height: 12)
    #expect(screen.pages == 1, "the first screenful is far from the end")

    _ = screen.tableView.handle(.end)
    _ = screen.tableView.frame(width: 40, height: 12)
    #expect(screen.pages == 2, "the end came near: the next page loaded")
    #expect(screen.tableView.totalRows == 2 * LoadMoreScreen.pageSize)

    // Drawing the same place again, or going up and back, loads nothing more until the new end nears.
    _ = screen.tableView.frame(width: 40, height: 12)
    _ = screen.tableView.handle(.home)
    _ = screen.tableView.frame(width: 40, height: 12)
    #expect(screen.pages == 2)
    _ = screen.tableView.handle(.end)
    _ = screen.tableView.frame(width: 40, height: 12)
    #expect(screen.pages == 3)
  }
}
