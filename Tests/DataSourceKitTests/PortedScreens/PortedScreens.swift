// Three screens written the way UIKit apps use diffable data sources, spelled only with UIKit's names
// (no DataSourceKit type appears below). The tests compile them against the headless views through
// the type aliases in PortedScreens+HeadlessNames.swift; with `import UIKit` and the iOS renames
// instead, the same file compiles against Apple's SDK.
import DataSourceKit
import Foundation

/// A trips list edited through a subclass of the diffable data source: titles, swipe to delete and
/// reordering, as Apple's table-view editing sample does it.
@MainActor
final class TripsScreen {
  enum Section: Int, Hashable, Sendable {
    case done, planned
    var title: String { self == .done ? "Done" : "Planned" }
    var footer: String { self == .done ? "Places already seen" : "Places still to see" }
  }

  final class TripsDataSource: UITableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sectionIdentifier(for: section)?.title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      sectionIdentifier(for: section)?.footer
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let trip = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([trip])
      apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// Rebuilds the snapshot with the trip where the user dropped it, and shows it without animating
    /// (the table already shows the row there).
    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      guard sourceIndexPath != destinationIndexPath, let trip = itemIdentifier(for: sourceIndexPath) else { return }
      var snapshot = snapshot()
      let section = snapshot.sectionIdentifiers[destinationIndexPath.section]
      snapshot.deleteItems([trip])
      let others = snapshot.itemIdentifiers(inSection: section)
      if destinationIndexPath.item < others.count {
        snapshot.insertItems([trip], beforeItem: others[destinationIndexPath.item])
      } else {
        snapshot.appendItems([trip], toSection: section)
      }
      apply(snapshot, animatingDifferences: false)
    }
  }

  let tableView: UITableView
  var dataSource: TripsDataSource!

  init(tableView: UITableView, done: [String], planned: [String]) {
    self.tableView = tableView
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "trip")
    dataSource = TripsDataSource(tableView: tableView) { tableView, indexPath, trip in
      let cell = tableView.dequeueReusableCell(withIdentifier: "trip", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = trip
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.done, .planned])
    snapshot.appendItems(done, toSection: .done)
    snapshot.appendItems(planned, toSection: .planned)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A settings list whose second section appears with a switch, as a Wi-Fi screen does.
@MainActor
final class NetworksScreen {
  enum Section: Hashable, Sendable { case toggle, networks }
  let tableView: UITableView
  var dataSource: UITableViewDiffableDataSource<Section, String>!
  var isOn = false
  var networks: [String] = []

  init(tableView: UITableView) {
    self.tableView = tableView
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, title in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = title
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    update(animated: false)
  }

  func update(animated: Bool = true) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.toggle])
    snapshot.appendItems(["Wi-Fi"], toSection: .toggle)
    if isOn {
      snapshot.appendSections([.networks])
      snapshot.appendItems(networks.sorted(), toSection: .networks)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
  }
}

/// A folder outline in a collection view, loading a folder's children when it opens, and a list of
/// favourites the user reorders, kept in a plain array through the reordering transaction.
@MainActor
final class FoldersScreen {
  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<String, String>!
  var favourites: [String]
  var opened: [String] = []
  let children: [String: [String]]

  init(collectionView: UICollectionView, roots: [String], children: [String: [String]], favourites: [String]) {
    self.collectionView = collectionView
    self.children = children
    self.favourites = favourites
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      return cell
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] folder in opened.append(folder) }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { [unowned self] folder, current in
      guard current.items.isEmpty else { return current }
      var loaded = NSDiffableDataSourceSectionSnapshot<String>()
      loaded.append(self.children[folder] ?? [])
      return loaded
    }
    dataSource.reorderingHandlers.canReorderItem = { [unowned self] item in self.favourites.contains(item) }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      for section in transaction.sectionTransactions where section.sectionIdentifier == "Favourites" {
        if let reordered = self.favourites.applying(section.difference) { self.favourites = reordered }
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Favourites"])
    snapshot.appendItems(favourites, toSection: "Favourites")
    dataSource.apply(snapshot, animatingDifferences: false)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(roots)
    dataSource.apply(outline, to: "Folders", animatingDifferences: false)
  }

  /// What an outline disclosure accessory's action handler does.
  func disclosureTapped(_ folder: String) { dataSource.toggleExpansion(of: folder) }
}
