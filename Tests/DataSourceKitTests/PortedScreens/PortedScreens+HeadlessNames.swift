// The renames that let PortedScreens.swift, written with UIKit's names, run on the headless views.
// On iOS the same file compiles with `import UIKit` and the DataSourceKit names for the three
// diffable types (TableViewDiffableDataSource, CollectionViewDiffableDataSource, and the snapshots).
import DataSourceKit
import DataSourceTesting

typealias UITableView = HeadlessTableView
typealias UITableViewCell = HeadlessTableViewCell
typealias UICollectionView = HeadlessCollectionView
typealias UICollectionViewListCell = HeadlessCollectionViewListCell
typealias UITableViewDiffableDataSource = HeadlessTableViewDiffableDataSource
typealias UICollectionViewDiffableDataSource = HeadlessCollectionViewDiffableDataSource
typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
