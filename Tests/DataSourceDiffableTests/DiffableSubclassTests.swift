import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// A subclass written the way apps subclass `UITableViewDiffableDataSource` (as Apple's editing
/// sample does): titles, editing and moving through overrides.
@MainActor
final class EditableFruitSource: HeadlessTableViewDiffableDataSource<String, String> {
  var committed: [(HeadlessTableViewCell.EditingStyle, String?)] = []
  /// What the move override saw: the item at the source, and the snapshot's order, before the move.
  var seenAtMove: (item: String?, order: [String])?
  var callsSuper = true

  override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section).map { "\($0.uppercased()) (\(snapshot().numberOfItems(inSection: $0)))" }
  }

  override func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? {
    snapshot().sectionIndexTitles.reversed()
  }

  override func tableView(
    _ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    snapshot().sectionIdentifiers.firstIndex { $0.hasPrefix(title.lowercased()) } ?? 0
  }

  override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    itemIdentifier(for: indexPath) != "locked"
  }

  override func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    let item = itemIdentifier(for: indexPath)
    committed.append((editingStyle, item))
    if editingStyle == .delete, let item {
      var snapshot = snapshot()
      snapshot.deleteItems([item])
      apply(snapshot)
    }
  }

  override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    seenAtMove = (itemIdentifier(for: sourceIndexPath), snapshot().itemIdentifiers)
    if callsSuper { return super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath) }
    // Apple's sample: rebuild the snapshot with the move, and apply it without animation.
    guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
    var snapshot = snapshot()
    let target = itemIdentifier(for: destinationIndexPath)
    snapshot.deleteItems([item])
    if let target, target != item {
      if sourceIndexPath.item < destinationIndexPath.item || sourceIndexPath.section != destinationIndexPath.section {
        snapshot.insertItems([item], afterItem: target)
      } else {
        snapshot.insertItems([item], beforeItem: target)
      }
    } else {
      snapshot.appendItems([item], toSection: snapshot.sectionIdentifiers[destinationIndexPath.section])
    }
    apply(snapshot, animatingDifferences: false)
  }
}

extension DiffableDataSourceSnapshot where SectionIdentifierType == String {
  /// The first letter of each section, upper-cased, as a contacts list's index shows them.
  var sectionIndexTitles: [String] { sectionIdentifiers.map { String($0.prefix(1)).uppercased() } }
}

@MainActor
@Suite struct DiffableSubclassTests {
  func makeSource() -> (HeadlessTableView, EditableFruitSource) {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
    let source = EditableFruitSource(tableView: table) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["fruit", "veg"])
    snapshot.appendItems(["apple", "locked", "cherry"], toSection: "fruit")
    snapshot.appendItems(["kale"], toSection: "veg")
    source.apply(snapshot, animatingDifferences: false)
    return (table, source)
  }

  /// The table asks the subclass's overrides: titles, whether a row can be edited, and the commit,
  /// which deletes the row through a snapshot.
  @Test func overridesAnswerTitlesAndEditing() {
    let (table, source) = makeSource()
    #expect(source.dataSource.header(inSection: 0)?.title == "FRUIT (3)")
    #expect(source.dataSource.header(inSection: 1)?.title == "VEG (1)")
    #expect(table.sectionIndexTitles == ["V", "F"])
    #expect(table.touchSectionIndex(at: 0) == 1, "the override maps V to section 1, not index 0")
    #expect(!table.swipeToDelete(rowAt: IndexPath(item: 1, section: 0)), "canEditRowAt said no for locked")
    #expect(table.swipeToDelete(rowAt: IndexPath(item: 0, section: 0)))
    #expect(source.committed.map(\.1) == ["apple"] && source.committed.map(\.0) == [.delete])
    #expect(table.visibleCells.map(\.text) == ["locked", "cherry", "kale"])
    #expect(source.snapshot().itemIdentifiers == ["locked", "cherry", "kale"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  /// The move override sees the state before the move, as UIKit's does; calling `super` then moves
  /// the item in the snapshot as it moved on screen.
  @Test func aMoveOverrideSeesTheStateBeforeTheMove() throws {
    let (table, source) = makeSource()
    #expect(try table.dragRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(source.seenAtMove?.item == "apple")
    #expect(source.seenAtMove?.order == ["apple", "locked", "cherry", "kale"])
    #expect(source.snapshot().itemIdentifiers(inSection: "fruit") == ["locked", "cherry"])
    #expect(source.snapshot().itemIdentifiers(inSection: "veg") == ["kale", "apple"])
    #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "apple")
    #expect(table.visibleCells.map(\.text) == ["locked", "cherry", "kale", "apple"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  /// An override that applies its own snapshot instead of calling `super` (Apple's editing sample)
  /// ends with the snapshot, the data source and the screen in agreement.
  @Test func aMoveOverrideThatAppliesItsOwnSnapshot() throws {
    let (table, source) = makeSource()
    source.callsSuper = false
    #expect(try table.dragRow(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(source.seenAtMove?.item == "cherry")
    #expect(source.snapshot().itemIdentifiers == ["cherry", "apple", "locked", "kale"])
    #expect(table.visibleCells.map(\.text) == ["cherry", "apple", "locked", "kale"])
    #expect(table.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  /// Reordering handlers, as on UIKit's collection diffable data source: which items may move, and a
  /// transaction before and after with UIKit's shape.
  @Test func reorderingHandlersGetTransactions() throws {
    let view = HeadlessCollectionView()
    view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let source = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    source.apply(snapshot, animatingDifferences: false)
    #expect(try !view.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)), "no handler")
    var log: [String] = []
    var last: DiffableDataSource<String, Int>.Transaction?
    source.reorderingHandlers.canReorderItem = { $0 != 4 }
    source.reorderingHandlers.willReorder = { [unowned source] transaction in
      log.append("will \(source.snapshot().itemIdentifiers == transaction.initialSnapshot.itemIdentifiers)")
    }
    source.reorderingHandlers.didReorder = { [unowned source] transaction in
      log.append("did \(source.snapshot().itemIdentifiers == transaction.finalSnapshot.itemIdentifiers)")
      last = transaction
    }
    #expect(try !view.dragItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0)))
    #expect(try view.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(log == ["will true", "did true"])
    let transaction = try #require(last)
    #expect(transaction.initialSnapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(transaction.finalSnapshot.itemIdentifiers == [2, 3, 4, 1])
    #expect([1, 2, 3, 4].applying(transaction.difference) == [2, 3, 4, 1])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
    let b = transaction.sectionTransactions[1]
    #expect(b.initialSnapshot.items == [4] && b.finalSnapshot.items == [4, 1])
    #expect([4].applying(b.difference) == [4, 1])
    #expect(source.snapshot().itemIdentifiers(inSection: "b") == [4, 1])
    #expect(view.listViewFailures.isEmpty && source.dataSource.failures.isEmpty)
  }

  /// As UIKit's, a collection diffable data source leaves a delegate the app set before to the app:
  /// it stays the view's delegate and hears the taps.
  @Test func aCollectionDelegateSetBeforeStays() {
    final class Controller: HeadlessCollectionViewDelegate {
      var selected: [IndexPath] = []
      func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
      }
    }
    let view = HeadlessCollectionView()
    view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let controller = Controller()
    view.delegate = controller
    let source = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    source.apply(snapshot, animatingDifferences: false)
    #expect(view.delegate === controller)
    #expect(view.tap(itemAt: IndexPath(item: 1, section: 0)))
    #expect(controller.selected == [IndexPath(item: 1, section: 0)])
  }
}

/// A supplementary view provider that returns nil is reported, as UIKit raises there (it left a
/// blank view in silence).
@MainActor
@Suite struct SupplementaryProviderNilTests {
  @Test func aNilSupplementaryViewIsReported() {
    let view = HeadlessCollectionView()
    view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "c")
    view.supplementaryKinds = [SupplementaryKind.header.rawValue]
    let source = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    var reported: [DataSourceError] = []
    source.dataSource.onFailure = { reported.append($0) }
    source.supplementaryViewProvider = { _, _, _ in nil }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    let warnings = capturingRuntimeWarnings {
      withKnownIssue { source.apply(snapshot, animatingDifferences: false) }
    }.warnings
    #expect(warnings == runtimeWarnings(for: source.dataSource.failures))
    #expect(view.listViewFailures.map(\.rule) == [.invalidSupplementaryView])
    #expect(reported.contains(.supplementaryProviderReturnedNil(kind: .header, section: 0)))
    #expect(source.dataSource.failures.contains(.supplementaryProviderReturnedNil(kind: .header, section: 0)))
  }
}

/// Debug builds write each reported failure to the console, naming the rule it broke.
@MainActor
@Suite(.serialized) struct RuntimeWarningTests {
  /// A table whose cell provider returns nil, and a snapshot of one item: applied, it reports one
  /// failure. The view itself recovers by reloading (its own failure is not what these tests check).
  func nilCellTable() -> (
    HeadlessTableView, HeadlessTableViewDiffableDataSource<String, Int>, DiffableDataSourceSnapshot<String, Int>
  ) {
    let table = HeadlessTableView()
    table.failurePolicy = .recoverByReloading
    let source = HeadlessTableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    return (table, source, snapshot)
  }

  @Test func aReportedFailureIsAlsoARuntimeWarning() {
    let (table, source, snapshot) = nilCellTable()
    let warnings = capturingRuntimeWarnings { source.apply(snapshot, animatingDifferences: false) }.warnings
    #expect(source.dataSource.failures == [.cellProviderReturnedNil(path: ItemPath(item: 0, section: 0))])
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("DataSourceKit runtime warning [cellProviderReturnedNil]: ") == true)
    withExtendedLifetime(table) {}
  }

  /// A warning reported on the main actor by a task that carries neither the capture nor the test
  /// (a detached task) is still this test's: the test made the view.
  @Test func aWarningFromADetachedTaskIsCapturedByTheTestThatMadeTheView() async {
    let (table, source, snapshot) = nilCellTable()
    let warnings = await capturingRuntimeWarnings {
      await Task.detached { await MainActor.run { source.apply(snapshot, animatingDifferences: false) } }.value
    }.warnings
    #expect(warnings == runtimeWarnings(for: source.dataSource.failures))
    #expect(warnings.count == 1)
    withExtendedLifetime(table) {}
  }

  @Test func capturesNestAndEnd() {
    let (table, source, snapshot) = nilCellTable()
    let (inner, outer) = capturingRuntimeWarnings {
      capturingRuntimeWarnings { source.apply(snapshot, animatingDifferences: false) }.warnings
    }
    #expect(inner.count == 1 && outer.isEmpty, "the innermost capture takes it")
    withExtendedLifetime(table) {}
  }
}

/// A collection view takes only dequeued cells, so where the data source has no cell the adapter
/// hands it a dequeued placeholder: the reason is in `failures`, and the test fails as UIKit would raise.
@MainActor
@Suite struct CollectionPlaceholderCellTests {
  @Test func aMissingCellIsADequeuedPlaceholder() {
    let view = HeadlessCollectionView()
    let source = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    // UIKit raises on the nil cell: the test fails unless it expects the issue.
    let warnings = capturingRuntimeWarnings {
      withKnownIssue { source.apply(snapshot, animatingDifferences: false) }
    }.warnings
    #expect(warnings == runtimeWarnings(for: source.dataSource.failures))
    #expect(source.dataSource.failures == [.cellProviderReturnedNil(path: ItemPath(item: 0, section: 0))])
    #expect(view.visibleCells.count == 1)
    #expect(view.visibleCells.first?.reuseIdentifier == "DataSourceKit.PlaceholderCell")
    #expect(view.listViewFailures.map(\.rule) == [.missingCell], "the placeholder itself is no second failure")
  }
}
