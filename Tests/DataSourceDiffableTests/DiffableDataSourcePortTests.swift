import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// A typical UIKit diffable-data-source screen (a searchable list, as in Apple's samples), ported by
/// renaming types only: `UITableView` → `HeadlessTableView`, `UITableViewDiffableDataSource` →
/// `HeadlessTableViewDiffableDataSource`, `NSDiffableDataSourceSnapshot` →
/// `DiffableDataSourceSnapshot`, `UITableViewCell` → `HeadlessTableViewCell` (and `textLabel?.text`
/// → `text`). The screen's code is below, unchanged in shape; the tests drive it on Linux.
@MainActor
final class MountainsScreen {
  enum Section: Hashable, Sendable { case main }
  struct Mountain: Hashable, Sendable, Identifiable {
    let id: Int
    var name: String
    var height: Int
  }

  let tableView = HeadlessTableView(visibleRowCapacity: 100)
  var dataSource: HeadlessTableViewDiffableDataSource<Section, Mountain.ID>!
  var mountains: [Mountain.ID: Mountain] = [:]
  var all: [Mountain] = []

  init(_ mountains: [Mountain]) {
    all = mountains
    for mountain in mountains { self.mountains[mountain.id] = mountain }
    configureDataSource()
  }

  func configureDataSource() {
    tableView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "mountain")
    dataSource = HeadlessTableViewDiffableDataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "mountain", for: indexPath)
      let mountain = mountains[id]!
      cell.text = "\(mountain.name) \(mountain.height) m"
      return cell
    }
  }

  func performQuery(with filter: String?, animatingDifferences: Bool = true) {
    let shown = all.filter { filter == nil || $0.name.lowercased().contains(filter!.lowercased()) }
      .sorted { $0.name < $1.name }
    var snapshot = DiffableDataSourceSnapshot<Section, Mountain.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(shown.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  func rename(_ id: Mountain.ID, to name: String, reconfigure: Bool) {
    mountains[id]!.name = name
    var snapshot = dataSource.snapshot()
    if reconfigure { snapshot.reconfigureItems([id]) } else { snapshot.reloadItems([id]) }
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

@MainActor
@Suite struct DiffableDataSourcePortTests {
  let mountains = [
    MountainsScreen.Mountain(id: 1, name: "Denali", height: 6190),
    MountainsScreen.Mountain(id: 2, name: "Aconcagua", height: 6961),
    MountainsScreen.Mountain(id: 3, name: "Elbrus", height: 5642),
    MountainsScreen.Mountain(id: 4, name: "Kilimanjaro", height: 5895),
    MountainsScreen.Mountain(id: 5, name: "Vinson", height: 4892),
  ]

  func texts(_ screen: MountainsScreen) -> [String] {
    (0..<screen.tableView.numberOfRows(inSection: 0)).map {
      screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.text ?? "<none>"
    }
  }

  @Test func theSampleScreenShowsFiltersAndAnimates() throws {
    let screen = MountainsScreen(mountains)
    screen.performQuery(with: nil, animatingDifferences: false)
    #expect(
      texts(screen) == [
        "Aconcagua 6961 m", "Denali 6190 m", "Elbrus 5642 m", "Kilimanjaro 5895 m", "Vinson 4892 m",
      ])
    screen.performQuery(with: "b")
    #expect(texts(screen) == ["Elbrus 5642 m"])
    screen.performQuery(with: "i")
    #expect(texts(screen) == ["Denali 6190 m", "Kilimanjaro 5895 m", "Vinson 4892 m"])
    let batches = screen.tableView.events.filter { if case .batch = $0 { true } else { false } }
    #expect(batches.count == 2, "both filters animated as batches: \(screen.tableView.events)")
    #expect(screen.tableView.listViewFailures.isEmpty && screen.dataSource.dataSource.failures.isEmpty)
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 4)
    #expect(screen.dataSource.indexPath(for: 5) == IndexPath(row: 2, section: 0))
    #expect(screen.dataSource.indexPath(for: 2) == nil)
    #expect(screen.dataSource.sectionIdentifier(for: 0) == .main && screen.dataSource.index(for: .main) == 0)
    #expect(screen.dataSource.snapshot().itemIdentifiers == [1, 4, 5])
  }

  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
    let screen = MountainsScreen(mountains)
    screen.performQuery(with: nil, animatingDifferences: false)
    let path = IndexPath(row: 1, section: 0)  // Denali
    let before = try #require(screen.tableView.cellForRow(at: path))
    let reuses = before.reuseCount
    screen.rename(1, to: "Mount Denali", reconfigure: true)
    let kept = try #require(screen.tableView.cellForRow(at: path))
    #expect(kept === before && kept.reuseCount == reuses, "reconfigure: the same cell, not prepared for reuse")
    #expect(kept.text == "Mount Denali 6190 m")
    screen.rename(1, to: "Denali", reconfigure: false)
    let replaced = try #require(screen.tableView.cellForRow(at: path))
    #expect(replaced !== before || replaced.reuseCount > reuses, "reload: a cell from the queue or a new one")
    #expect(replaced.text == "Denali 6190 m")
    #expect(screen.tableView.listViewFailures.isEmpty && screen.dataSource.dataSource.failures.isEmpty)
  }

  @Test func whereUIKitWouldRaiseTheFailureIsReportedAndTheListStaysRight() {
    let screen = MountainsScreen(mountains)
    var snapshot = DiffableDataSourceSnapshot<MountainsScreen.Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([3, 1, 3])
    // UIKit raises on the duplicate: the test that applies it fails unless it expects the issue.
    let warnings = capturingRuntimeWarnings {
      withKnownIssue { screen.dataSource.apply(snapshot, animatingDifferences: false) }
    }.warnings
    #expect(warnings == runtimeWarnings(for: screen.dataSource.dataSource.failures))
    #expect(screen.tableView.listViewFailures.map(\.rule) == [.invalidSnapshot])
    #expect(texts(screen) == ["Elbrus 5642 m", "Denali 6190 m"])
    #expect(
      screen.dataSource.dataSource.failures == [
        .snapshotIssue(
          DiffableDataSourceSnapshot<MountainsScreen.Section, Int>.Issue
            .duplicateItem(3, operation: "appendItems(_:toSection:)").description)
      ])
  }

  @Test func emptySectionsAreShownAndApplyCanBeAwaited() async {
    let collection = HeadlessCollectionView()
    collection.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let dataSource = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    var snapshot = dataSource.snapshot()
    snapshot.appendSections(["empty", "full"])
    snapshot.appendItems([1, 2], toSection: "full")
    await dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collection.numberOfSections == 2 && collection.numberOfItems(inSection: 0) == 0)
    snapshot.moveItem(2, beforeItem: 1)
    snapshot.appendItems([3], toSection: "empty")
    snapshot.moveSection("full", beforeSection: "empty")
    await dataSource.apply(snapshot)
    #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 1)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 2)
    #expect(dataSource.sectionIdentifier(for: 1) == "empty")
    #expect(collection.listViewFailures.isEmpty && dataSource.dataSource.failures.isEmpty)
  }

  /// What a subclass of UIKit's diffable data source gives in `tableView(_:titleForHeaderInSection:)`
  /// comes from the title providers, for the section shown at each index, and the data source is
  /// not kept alive by them.
  @Test func sectionTitlesFollowTheirSections() {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    var source: HeadlessTableViewDiffableDataSource<String, Int>? = HeadlessTableViewDiffableDataSource(
      tableView: table
    ) { view, indexPath, _ in view.dequeueReusableCell(withIdentifier: "c", for: indexPath) }
    source?.headerTitleProvider = { $0.uppercased() }
    source?.footerTitleProvider = { $0 == "fruit" ? "\($0) ends" : nil }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["fruit", "veg"])
    snapshot.appendItems([1, 2], toSection: "fruit")
    snapshot.appendItems([3], toSection: "veg")
    source?.apply(snapshot, animatingDifferences: false)
    let titles = { (0..<2).map { source?.dataSource.header(inSection: $0)?.title } }
    #expect(titles() == ["FRUIT", "VEG"])
    #expect(source?.dataSource.footer(inSection: 0)?.title == "fruit ends")
    #expect(source?.dataSource.footer(inSection: 1) == nil)
    snapshot.moveSection("veg", beforeSection: "fruit")
    source?.apply(snapshot)
    #expect(titles() == ["VEG", "FRUIT"], "the titles moved with their sections")
    source?.headerTitleProvider = { "\($0.uppercased())!" }  // a new provider replaces the old one
    snapshot.reloadSections(["fruit"])
    source?.apply(snapshot)
    #expect(titles() == ["VEG!", "FRUIT!"])
    #expect(table.listViewFailures.isEmpty && source?.dataSource.failures.isEmpty == true)
    weak let released = source
    source = nil
    #expect(released == nil, "the providers' descriptor does not keep its data source")
  }

  /// After the user drags a row, the snapshot shown has it where it landed, as UIKit's does, so a
  /// snapshot built from it animates nothing back.
  @Test func aDraggedRowMovesInTheSnapshot() throws {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    let source = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    source.dataSource.on(.canMove) { _, _ in true }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["fruit", "veg"])
    snapshot.appendItems([1, 2, 3], toSection: "fruit")
    snapshot.appendItems([4], toSection: "veg")
    source.apply(snapshot, animatingDifferences: false)
    #expect(try table.dragRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(source.snapshot().itemIdentifiers(inSection: "fruit") == [2, 3])
    #expect(source.snapshot().itemIdentifiers(inSection: "veg") == [4, 1])
    #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 1)
    var next = source.snapshot()
    next.appendItems([5], toSection: "veg")
    source.apply(next)
    #expect(table.lastBatch?.operations == [.insertRow(ItemPath(item: 2, section: 1))], "only the new row")
    #expect(table.visibleCells.map(\.text) == ["2", "3", "4", "1", "5"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }
}
