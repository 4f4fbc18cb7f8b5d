import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// On UIKit the empty state is the list's background view: a content-unavailable view on iOS 17
/// (the branch the stand-in takes), removed when rows come back.
@MainActor
@Suite struct UIKitEmptyStateTests {
  @Test func theBackgroundViewShowsTheEmptyState() {
    var pressed = 0
    let table = UITableView(frame: .zero)
    let tableList = UIKitListView(table, dataSource: DataSource())
    tableList.showEmptyState(
      EmptyState(
        "No fruit", secondaryText: "Add some.", image: .system("basket"),
        action: EmptyState.Action(title: "Add Fruit") { pressed += 1 }))
    let view = table.backgroundView as? UIContentUnavailableView
    #expect(view?.configuration.text == "No fruit" && view?.configuration.secondaryText == "Add some.")
    #expect(view?.configuration.image?.standInName == "system:basket")
    #expect(view?.configuration.button.title == "Add Fruit")
    if let action = view?.configuration.buttonProperties.primaryAction { action.handler(action) }
    #expect(pressed == 1)
    tableList.showEmptyState(nil)
    #expect(table.backgroundView == nil)

    let collection = UICollectionView(frame: .zero)
    UIKitListView(collection, dataSource: DataSource()).showEmptyState(EmptyState("Nothing"))
    let plain = collection.backgroundView as? UIContentUnavailableView
    #expect(plain?.configuration.text == "Nothing" && plain?.configuration.buttonProperties.primaryAction == nil)
  }
}
