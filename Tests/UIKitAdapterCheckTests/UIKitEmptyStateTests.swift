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

  /// Each kind is UIKit's own configuration with the state's texts over it.
  @Test func eachKindIsUIKitsConfiguration() {
    let loading = EmptyState.loading("Fetching…").contentUnavailableConfiguration
    #expect(loading.standInKind == "loading" && loading.text == "Fetching…")
    let search = EmptyState.search(secondaryText: "Nothing has “kiwi”.").contentUnavailableConfiguration
    #expect(search.standInKind == "search" && search.secondaryText == "Nothing has “kiwi”.")
    #expect(EmptyState("None").contentUnavailableConfiguration.standInKind == "empty")
  }

  /// The adapters present the state the way the app says: its own view, its own configuration, or
  /// its view controller's `contentUnavailableConfiguration`; a new presentation hides the old one's.
  @Test func theAppChoosesThePresentation() {
    let table = UITableView(frame: .zero)
    let dataSource = DataSource()
    let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.emptyState = .loading()
    dataSource.reloadData(animated: false)
    #expect((table.backgroundView as? UIContentUnavailableView)?.configuration.standInKind == "loading")

    let custom = UIView(frame: .zero)
    adapter.emptyStatePresentation = .backgroundView { _ in custom }
    #expect(table.backgroundView === custom, "shown the new way at once")

    adapter.emptyStatePresentation = .configuration { state in
      var configuration = state.contentUnavailableConfiguration
      configuration.secondaryText = "Custom"
      return configuration
    }
    #expect((table.backgroundView as? UIContentUnavailableView)?.configuration.secondaryText == "Custom")

    let controller = UIViewController()
    adapter.emptyStatePresentation = .viewController(controller)
    #expect(table.backgroundView == nil, "the controller shows it, not the list")
    #expect((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "Loading…")
    dataSource.sections = [Section(items: ["apple"])]
    dataSource.reloadData(animated: false)
    #expect(controller.contentUnavailableConfiguration == nil, "rows hide it")
    dataSource.sections = []
    dataSource.reloadData(animated: false)
    #expect(controller.contentUnavailableConfiguration != nil)
    adapter.emptyStatePresentation = .backgroundView
    #expect(controller.contentUnavailableConfiguration == nil, "the old presentation is hidden")
    #expect(table.backgroundView is UIContentUnavailableView)

    let collection = UICollectionView(frame: .zero)
    let collectionAdapter = CollectionViewAdapter(dataSource: DataSource(), collectionView: collection)
    collectionAdapter.dataSource.emptyState = EmptyState("Nothing")
    collectionAdapter.emptyStatePresentation = .viewController(controller)
    #expect((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "Nothing")
    #expect(collection.backgroundView == nil)
  }
}
