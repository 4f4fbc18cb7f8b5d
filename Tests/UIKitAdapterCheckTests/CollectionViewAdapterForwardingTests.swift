import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The UIKit collection adapter, compiled against the stand-in, forwards each per-item question to
/// the data source's one lookup.
@MainActor
@Suite struct CollectionViewAdapterForwardingTests {
  @Test func everyPerItemBehaviourReachesTheDescriptor() {
    var log: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<String, UICollectionViewCell>()
        .on(.shouldHighlight) { text, _ in text != "locked" }
        .on(.didHighlight) { text, _ in log.append("highlight \(text)") }
        .on(.didUnhighlight) { text, _ in log.append("unhighlight \(text)") }
        .on(.willSelect) { text, path in text == "b" ? nil : path }
        .on(.willDeselect) { text, path in text == "b" ? ItemPath(item: 0, section: 0) : path }
        .on(.didDeselect) { text, _ in log.append("deselect \(text)") }
        .on(.willDisplay) { text, _, _ in log.append("display \(text)") }
        .on(.didEndDisplaying) { text, _, _ in log.append("end \(text)") }
        .on(.contextMenu) { text, _ in ContextMenu(title: text, actions: []) }
        .on(.canMove) { text, _ in text == "a" }
        .on(.targetIndexPathForMove) { _, from, _ in from }
        .on(.moveRow) { text, from, to in log.append("move \(text) \(from.item)→\(to.item)") })
    let dataSource = DataSource(cellDescriptors: [cells])
    dataSource.sections = [Section("s", items: ["a", "b", "locked"])]
    dataSource.reloadData(animated: false)
    let view = UICollectionView(frame: .zero)
    let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: view)
    let a = IndexPath(item: 0, section: 0)
    let b = IndexPath(item: 1, section: 0)
    let locked = IndexPath(item: 2, section: 0)
    #expect(adapter.connection.collectionView(view, shouldHighlightItemAt: a))
    #expect(!adapter.connection.collectionView(view, shouldHighlightItemAt: locked))
    #expect(!adapter.connection.collectionView(view, shouldHighlightItemAt: IndexPath(item: 9, section: 0)))
    adapter.connection.collectionView(view, didHighlightItemAt: a)
    adapter.connection.collectionView(view, didUnhighlightItemAt: a)
    #expect(adapter.connection.collectionView(view, shouldSelectItemAt: a))
    #expect(!adapter.connection.collectionView(view, shouldSelectItemAt: b), "willSelect answered nil")
    #expect(adapter.connection.collectionView(view, shouldDeselectItemAt: a))
    #expect(
      !adapter.connection.collectionView(view, shouldDeselectItemAt: b), "a redirect cannot be followed: no deselection"
    )
    adapter.connection.collectionView(view, didDeselectItemAt: a)
    adapter.connection.collectionView(view, willDisplay: UICollectionViewCell(frame: .zero), forItemAt: b)
    adapter.connection.collectionView(view, didEndDisplaying: UICollectionViewCell(frame: .zero), forItemAt: b)
    #expect(adapter.connection.collectionView(view, contextMenuConfigurationForItemAt: b, point: .zero) != nil)
    #expect(
      adapter.connection.collectionView(
        view, contextMenuConfigurationForItemAt: IndexPath(item: 9, section: 0), point: .zero)
        == nil)
    #expect(adapter.connection.collectionView(view, canMoveItemAt: a))
    #expect(!adapter.connection.collectionView(view, canMoveItemAt: b))
    #expect(
      adapter.connection.collectionView(
        view, targetIndexPathForMoveOfItemFromOriginalIndexPath: a, atCurrentIndexPath: a, toProposedIndexPath: locked)
        == a)
    adapter.connection.collectionView(view, moveItemAt: a, to: locked)
    #expect(log == ["highlight a", "unhighlight a", "deselect a", "display b", "end b", "move a 0→2"])
    #expect(dataSource.row(at: ItemPath(item: 2, section: 0))?.item(as: String.self) == "a", "the move is shown")
  }

  /// The behaviours a table answers that a collection view also has are answered for collection
  /// views too, with UIKit's defaults when nobody says otherwise.
  @Test func editingSpringLoadingAndMultipleSelectionAreAnsweredAsForTables() {
    final class Context: NSObject, UISpringLoadedInteractionContext {}
    let cells = AnyCellDescriptor(
      CellDescriptor<String, UICollectionViewCell>().on(.canEdit) { text, _ in text == "a" })
    let dataSource = DataSource(cellDescriptors: [cells])
    dataSource.sections = [Section("s", items: ["a", "b"])]
    dataSource.reloadData(animated: false)
    let view = UICollectionView(frame: .zero)
    let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: view)
    let a = IndexPath(item: 0, section: 0)
    let b = IndexPath(item: 1, section: 0)
    #expect(adapter.connection.collectionView(view, canEditItemAt: a))
    #expect(!adapter.connection.collectionView(view, canEditItemAt: b))
    #expect(adapter.connection.collectionView(view, shouldSpringLoadItemAt: a, with: Context()), "UIKit's default")
    #expect(!adapter.connection.collectionView(view, shouldBeginMultipleSelectionInteractionAt: a), "UIKit's default")
    dataSource.on(.shouldSpringLoad) { _, _ in false }
    dataSource.on(.shouldBeginMultipleSelectionInteraction) { row, _ in row.item(as: String.self) == "b" }
    #expect(!adapter.connection.collectionView(view, shouldSpringLoadItemAt: a, with: Context()))
    #expect(!adapter.connection.collectionView(view, shouldBeginMultipleSelectionInteractionAt: a))
    #expect(adapter.connection.collectionView(view, shouldBeginMultipleSelectionInteractionAt: b))
  }
}

/// One call connects a list configuration's swipe-action providers to the data source.
@MainActor
@Suite struct ListConfigurationSwipeActionTests {
  @Test func theProvidersAskTheDescriptors() {
    let cells = AnyCellDescriptor(
      CellDescriptor<String, UICollectionViewCell>()
        .on(.trailingSwipeActions) { text, _ in
          text == "swipe"
            ? SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete") { done in done(true) }]) : nil
        }
        .on(.leadingSwipeActions) { text, _ in
          text == "swipe" ? SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin") { done in done(true) }]) : nil
        })
    var dataSource: DataSource? = DataSource(cellDescriptors: [cells])
    dataSource?.sections = [Section("s", items: ["swipe", "still"])]
    dataSource?.reloadData(animated: false)
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(list.trailingSwipeActionsConfigurationProvider == nil)
    if let dataSource { list.takeSwipeActions(from: dataSource) }
    let swipe = IndexPath(item: 0, section: 0)
    let still = IndexPath(item: 1, section: 0)
    #expect(list.trailingSwipeActionsConfigurationProvider?(swipe) != nil)
    #expect(list.leadingSwipeActionsConfigurationProvider?(swipe) != nil)
    #expect(list.trailingSwipeActionsConfigurationProvider?(still) == nil)
    #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 7, section: 0)) == nil)
    dataSource = nil
    #expect(list.trailingSwipeActionsConfigurationProvider?(swipe) == nil, "held weakly")
  }
}

/// Code written for UIKit's `supplementaryViewProvider` compiles unchanged, and the adapter's
/// supplementary-view answer comes from it.
@MainActor
@Suite struct CollectionViewDiffableSupplementaryTests {
  @Test func theProviderHasUIKitsShapeAndMakesTheViews() {
    let view = UICollectionView(frame: .zero)
    let source = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
    let made = UICollectionReusableView(frame: .zero)
    var asked: [String] = []
    source.supplementaryViewProvider = { [unowned source] collectionView, kind, indexPath in
      #expect(collectionView === view)
      asked.append("\(kind) \(source.sectionIdentifier(for: indexPath.section) ?? "?")")
      return made
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1], toSection: "A")
    source.apply(snapshot, animatingDifferences: false)
    let answer = view.dataSource?.collectionView(
      view, viewForSupplementaryElementOfKind: "UICollectionElementKindSectionHeader",
      at: IndexPath(item: 0, section: 1))
    #expect(answer === made)
    #expect(asked == ["UICollectionElementKindSectionHeader B"])
  }
}
