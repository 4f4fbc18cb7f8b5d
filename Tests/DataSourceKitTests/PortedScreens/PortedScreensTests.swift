import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// The screens of PortedScreens.swift, written with UIKit's names, driven on the headless views as a
/// user would: every batch passes UIKit's checks, and the snapshot always matches the screen.
@MainActor
@Suite struct PortedScreensTests {
  @Test func tripsAreTitledDeletedAndReordered() throws {
    let table = HeadlessTableView(visibleRowCapacity: 20)
    let screen = TripsScreen(tableView: table, done: ["Rome", "Oslo"], planned: ["Lima", "Kyoto", "Nuuk"])
    let source = screen.dataSource!
    #expect(source.dataSource.header(inSection: 0)?.title == "Done")
    #expect(source.dataSource.footer(inSection: 1)?.title == "Places still to see")
    table.isInWindow = true
    #expect(table.swipeToDelete(rowAt: IndexPath(item: 1, section: 0)))
    #expect(table.visibleCells.map(\.text) == ["Rome", "Lima", "Kyoto", "Nuuk"])
    #expect(table.lastBatch?.operations == [.deleteRow(ItemPath(item: 1, section: 0))])
    #expect(try table.dragRow(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0)))
    #expect(source.snapshot().itemIdentifiers(inSection: .done) == ["Nuuk", "Rome"])
    #expect(source.snapshot().itemIdentifiers(inSection: .planned) == ["Lima", "Kyoto"])
    #expect(table.visibleCells.map(\.text) == ["Nuuk", "Rome", "Lima", "Kyoto"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  @Test func networksAppearWithTheSwitchAndFade() {
    let table = HeadlessTableView(visibleRowCapacity: 20)
    table.isInWindow = true
    let screen = NetworksScreen(tableView: table)
    #expect(table.visibleCells.map(\.text) == ["Wi-Fi"])
    screen.isOn = true
    screen.networks = ["cafe", "attic"]
    screen.update()
    #expect(table.visibleCells.map(\.text) == ["Wi-Fi", "attic", "cafe"])
    #expect(table.lastBatch?.operations == [.insertSection(1)])
    #expect(table.lastBatchAnimation == .fade)
    screen.isOn = false
    screen.update()
    #expect(table.visibleCells.map(\.text) == ["Wi-Fi"])
    #expect(table.listViewFailures.isEmpty && screen.dataSource.dataSource.failures.isEmpty)
  }

  @Test func foldersOpenLazilyAndFavouritesReorder() throws {
    let view = HeadlessCollectionView(visibleItemCapacity: 20)
    view.isInWindow = true
    let screen = FoldersScreen(
      collectionView: view, roots: ["Docs", "Music"], children: ["Docs": ["a.txt", "b.txt"]],
      favourites: ["Inbox", "Sent", "Drafts"])
    #expect(view.visibleCells.map(\.text) == ["Inbox", "Sent", "Drafts", "Docs", "Music"])
    screen.disclosureTapped("Docs")
    #expect(screen.opened == ["Docs"])
    #expect(view.visibleCells.map(\.text) == ["Inbox", "Sent", "Drafts", "Docs", "a.txt", "b.txt", "Music"])
    screen.disclosureTapped("Docs")
    #expect(view.visibleCells.map(\.text) == ["Inbox", "Sent", "Drafts", "Docs", "Music"])
    #expect(try !view.dragItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0)))
    #expect(try view.dragItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(screen.favourites == ["Drafts", "Inbox", "Sent"])
    #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: "Favourites") == screen.favourites)
    #expect(view.listViewFailures.isEmpty && screen.dataSource.dataSource.failures.isEmpty)
  }
}
