import DataSourceSnapshotTestingLocal
import DataSourceTesting
import Foundation
import SnapshotTesting
import Testing

@testable import DataSourceExamples

/// Every catalog screen whose first rows are fixed, recorded as what its data source shows; a change
/// to a screen's rows, headers, footers or empty state fails here with a line diff. Left out: the
/// screens whose rows are random or live (Random Persons, Sorted Feed, Live SQLite, Load More) or
/// read from the disk (File Tree).
@MainActor
@Suite(.snapshots(record: .never)) struct CatalogSnapshotTests {
  nonisolated static let fixedScreens = [
    "form", "lazy", "diff", "swipe", "expand", "grid", "contacts", "groceries", "settings", "drag", "shared",
  ]
  nonisolated static let liveScreens = ["persons", "sorted", "sqlite", "more", "files"]

  @Test func everyScreenIsRecordedOrSaidToBeLive() {
    #expect(Set(Self.fixedScreens + Self.liveScreens) == Set(CatalogScreen.entries.map(\.id)))
  }

  @Test(arguments: fixedScreens) func aScreenShowsWhatWasRecorded(id: String) throws {
    let screen = try #require(CatalogScreen.makeExample(id, options: ExampleOptions()) as? ExampleScreen)
    assertSnapshot(of: screen.dataSource, as: .listText, named: id)
  }

  @Test func theCatalogShowsWhatWasRecorded() {
    let catalog = CatalogScreen(options: ExampleOptions())
    assertSnapshot(of: catalog.dataSource, as: .listText { "\($0.anyItem)" })
  }
}
