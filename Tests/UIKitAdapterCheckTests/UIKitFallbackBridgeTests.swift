@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTestSupport
import Foundation
import Testing
import UIKitStandIn

import func DataSourceTesting.capturingRuntimeWarnings

@testable import UIKitAdapterCheck

/// The logic of the UIKit fallback bridge, run on Linux against the stand-in: on Apple platforms the
/// only code between it and the delegate is one Objective-C optional-method call per method.
@MainActor
@Suite struct UIKitFallbackBridgeTests {
  /// A delegate and data source that implement only what a test says, as an Objective-C object with
  /// optional methods would: `nil` for a method it does not implement.
  final class Calls: UIKitFallbackCalls {
    var height: CGFloat?
    var estimatedHeight: CGFloat?
    var implementsDidSelect = false
    var editingStyle: UITableViewCell.EditingStyle?
    var willSelect: IndexPath??
    var willDeselect: IndexPath??
    var deleteTitle: String??
    var target: IndexPath?
    var springLoad: Bool?
    var multipleSelection: Bool?
    var canMove: Bool?
    var menu: UIContextMenuConfiguration??
    var log: [String] = []

    func height(_ indexPath: IndexPath) -> CGFloat? { height }
    func estimatedHeight(_ indexPath: IndexPath) -> CGFloat? { estimatedHeight }
    func didSelect(_ indexPath: IndexPath) -> Bool {
      if implementsDidSelect { log.append("didSelect \(indexPath)") }
      return implementsDidSelect
    }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool? { nil }
    func willDisplay(_ cell: AnyObject, _ indexPath: IndexPath) { log.append("willDisplay \(indexPath)") }
    func didEndDisplaying(_ cell: AnyObject, _ indexPath: IndexPath) {}
    func willDisplaySupplementary(_ view: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      log.append("willDisplay \(kind.rawValue) \(section)")
    }
    func didEndDisplayingSupplementary(_ view: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      log.append("didEndDisplaying \(kind.rawValue) \(section)")
    }
    func canEdit(_ indexPath: IndexPath) -> Bool? { nil }
    func editingStyle(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle? { editingStyle }
    func commit(_ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
      log.append("commit \(style.rawValue) \(indexPath)")
    }
    func canMove(_ indexPath: IndexPath) -> Bool? { canMove }
    func move(_ source: IndexPath, _ destination: IndexPath) { log.append("move \(source) \(destination)") }
    func willSelect(_ indexPath: IndexPath) -> IndexPath?? { willSelect }
    func willDeselect(_ indexPath: IndexPath) -> IndexPath?? { willDeselect }
    func didDeselect(_ indexPath: IndexPath) {}
    func didHighlight(_ indexPath: IndexPath) {}
    func didUnhighlight(_ indexPath: IndexPath) {}
    func titleForDeleteConfirmationButton(_ indexPath: IndexPath) -> String?? { deleteTitle }
    func indentationLevel(_ indexPath: IndexPath) -> Int? { nil }
    func shouldIndentWhileEditing(_ indexPath: IndexPath) -> Bool? { nil }
    func targetIndexPathForMove(_ source: IndexPath, _ proposed: IndexPath) -> IndexPath? { target }
    func shouldSpringLoad(_ indexPath: IndexPath, _ context: any UISpringLoadedInteractionContext) -> Bool? {
      springLoad
    }
    func shouldBeginMultipleSelectionInteraction(_ indexPath: IndexPath) -> Bool? { multipleSelection }
    func willPerformPreviewAction(
      _ configuration: UIContextMenuConfiguration, _ animator: any UIContextMenuInteractionCommitAnimating
    ) { log.append("willPerformPreviewAction") }
    func contextMenu(_ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration?? { menu }
    var menus: UIContextMenuConfiguration??
    func contextMenu(forItemsAt indexPaths: [IndexPath], _ point: CGPoint) -> UIContextMenuConfiguration?? {
      log.append("menus \(indexPaths)")
      return menus
    }
  }

  let table = UITableView(frame: .zero)
  let dataSource = DataSource(
    cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, UITableViewCell>().registration(.none))],
    sections: [Section(items: ["a", "b"])])
  let calls = Calls()
  let adapter: TableViewAdapter
  let path = ItemPath(item: 1, section: 0)

  init() {
    adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    adapter.connection.fallbacks.install(calls)
  }

  @Test func heightsCrossFromCGFloatToDouble() {
    #expect(dataSource.answers.heightForRow(at: path) == nil, "not implemented: the view sizes the row")
    calls.height = 44.5
    calls.estimatedHeight = 60
    #expect(dataSource.answers.heightForRow(at: path) == 44.5)
    #expect(dataSource.answers.estimatedHeightForRow(at: path) == 60)
  }

  @Test func notImplementingWillSelectIsNotTheSameAsReturningNil() {
    calls.willSelect = nil
    #expect(dataSource.answers.willSelectRow(at: path) == path, "not implemented: the row is selected")
    calls.willSelect = .some(nil)
    #expect(dataSource.answers.willSelectRow(at: path) == nil, "returned nil: the selection is prevented")
    calls.willSelect = .some(IndexPath(row: 0, section: 0))
    #expect(dataSource.answers.willSelectRow(at: path) == ItemPath(item: 0, section: 0))
    calls.willSelect = .some(IndexPath())
    #expect(dataSource.answers.willSelectRow(at: path) == nil, "a path that is not two indexes prevents it")
    calls.willDeselect = .some(nil)
    #expect(dataSource.answers.willDeselectRow(at: path) == nil)
    calls.willDeselect = nil
    #expect(dataSource.answers.willDeselectRow(at: path) == path)
  }

  @Test func editingStylesMapBothWays() {
    #expect(dataSource.answers.editingStyleForRow(at: path) == .delete, "not implemented: the default")
    calls.editingStyle = UITableViewCell.EditingStyle.none
    #expect(dataSource.answers.editingStyleForRow(at: path) == EditingStyle.none)
    calls.editingStyle = .insert
    #expect(dataSource.answers.editingStyleForRow(at: path) == .insert)
    dataSource.answers.commitEditing(.insert, forRowAt: path)
    #expect(calls.log == ["commit \(UITableViewCell.EditingStyle.insert.rawValue) [0, 1]"])
  }

  @Test func aDelegateThatSelectsKeepsTheSelection() {
    #expect(dataSource.answers.didSelectRow(at: path) == .keepSelected, "no one answers: the default")
    calls.implementsDidSelect = true
    #expect(dataSource.answers.didSelectRow(at: path) == .keepSelected)
    #expect(calls.log == ["didSelect [0, 1]"])
  }

  @Test func aNilDeleteTitleAndAMissingMoveTargetGiveNoAnswer() {
    calls.deleteTitle = .some(nil)
    #expect(dataSource.answers.titleForDeleteConfirmationButtonForRow(at: path) == nil)
    calls.deleteTitle = .some("Remove")
    #expect(dataSource.answers.titleForDeleteConfirmationButtonForRow(at: path) == "Remove")
    let proposed = ItemPath(item: 0, section: 0)
    #expect(dataSource.answers.targetIndexPathForMove(from: path, proposed: proposed) == proposed)
    calls.target = IndexPath(row: 1, section: 0)
    #expect(dataSource.answers.targetIndexPathForMove(from: path, proposed: proposed) == path)
  }

  @Test func theBridgeStepsAsideForAFallbackOfTheApp() {
    final class AppFallback: DataSourceFallback {
      func height(for row: Row, at path: ItemPath) -> Double? { 7 }
    }
    calls.height = 44
    adapter.connection.fallbacks.install(nil)
    #expect(dataSource.fallback == nil, "removing the UIKit fallbacks removes the bridge")
    let own = AppFallback()
    dataSource.fallback = own
    adapter.connection.fallbacks.install(calls)
    #expect(dataSource.answers.heightForRow(at: path) == 7, "the app's own fallback is kept")
  }

  /// A diffable data source answers its overridable methods, and the app's delegate (the bridge)
  /// answers the rest, whichever was installed first.
  @Test func aDiffableDataSourceHandsTheRestToTheAppsDelegate() {
    final class Editable: TableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }
    let table = UITableView(frame: .zero)
    let source = Editable(tableView: table) { _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    source.apply(snapshot, animatingDifferences: false)
    let adapter = table.retainedAdapter as? TableViewAdapter
    adapter?.connection.fallbacks.install(calls)
    calls.height = 51
    calls.implementsDidSelect = true
    #expect(source.dataSource.answers.canEditRow(at: path), "the subclass's override")
    #expect(source.dataSource.answers.heightForRow(at: path) == 51, "the app's delegate")
    _ = source.dataSource.answers.didSelectRow(at: path)
    #expect(calls.log == ["didSelect [0, 1]"])
    adapter?.connection.fallbacks.install(nil)
    #expect(source.dataSource.answers.heightForRow(at: path) == nil, "the bridge is gone")
    #expect(source.dataSource.answers.canEditRow(at: path), "the override stays")
  }

  /// A behaviour whose answer the adapter asks of the app's delegate itself (the calls model the
  /// Objective-C optional call): the delegate answers only when it implements the method and nothing
  /// before it in the lookup order answered.
  @Test func theAppsDelegateAnswersInlineOnlyWhatItImplements() {
    final class Context: NSObject, UISpringLoadedInteractionContext {}
    let springLoads = { adapter.connection.tableView(table, shouldSpringLoadRowAt: IndexPath(path), with: Context()) }
    #expect(springLoads(), "not implemented: the table's default")
    calls.springLoad = false
    #expect(!springLoads(), "implemented: the delegate's answer")
    dataSource.on(.shouldSpringLoad) { _, _ in true }
    #expect(springLoads(), "the data source's closure comes before the delegate")
    adapter.connection.fallbacks.install(nil)
    dataSource.on(.shouldSpringLoad, nil)
    #expect(springLoads(), "no delegate: the default")
  }

  @Test func theMultipleSelectionPanAsksTheAppsDelegateWhenNothingAnswers() {
    let pans = { adapter.connection.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(path)) }
    #expect(!pans(), "not implemented: UIKit's default")
    calls.multipleSelection = true
    #expect(pans(), "implemented: the delegate's answer")
    dataSource.on(.shouldBeginMultipleSelectionInteraction) { _, _ in false }
    #expect(!pans(), "the data source's closure comes before the delegate")
  }

  @Test func headersAppearingAreToldToTheAppsDelegateToo() {
    adapter.connection.tableView(table, willDisplayHeaderView: UIView(frame: .zero), forSection: 0)
    adapter.connection.tableView(table, willDisplayFooterView: UIView(frame: .zero), forSection: 0)
    let kinds = [SupplementaryKind.header, .footer].map(\.rawValue)
    #expect(calls.log == ["willDisplay \(kinds[0]) 0", "willDisplay \(kinds[1]) 0"])
  }

  /// A collection view reaches the app's delegate by the same route as a table: what the data
  /// source does not answer, the delegate does; a `shouldSelectItemAt` answer keeps or prevents.
  @Test func aCollectionViewAsksTheAppsDelegateTheSameWay() {
    final class Context: NSObject, UISpringLoadedInteractionContext {}
    let view = UICollectionView(frame: .zero)
    let source = DataSource(
      cellDescriptors: [AnyCellDescriptor(CellDescriptor<String, UICollectionViewCell>().registration(.none))],
      sections: [Section(items: ["a", "b"])])
    source.reloadData(animated: false)
    let adapter = CollectionViewAdapter(dataSource: source, collectionView: view)
    let connection = adapter.connection
    let item = IndexPath(path)
    #expect(connection.collectionView(view, shouldSelectItemAt: item), "no delegate: selectable")
    #expect(!connection.collectionView(view, canMoveItemAt: item), "no data source: not movable")
    connection.fallbacks.install(calls)
    calls.willSelect = .some(nil)
    calls.willDeselect = .some(nil)
    calls.canMove = true
    calls.springLoad = false
    calls.multipleSelection = true
    calls.implementsDidSelect = true
    #expect(!connection.collectionView(view, shouldSelectItemAt: item), "the delegate's no")
    #expect(!connection.collectionView(view, shouldDeselectItemAt: item))
    #expect(connection.collectionView(view, canMoveItemAt: item), "the app's data source's yes")
    #expect(!connection.collectionView(view, shouldSpringLoadItemAt: item, with: Context()))
    #expect(connection.collectionView(view, shouldBeginMultipleSelectionInteractionAt: item))
    connection.collectionView(view, didSelectItemAt: item)
    connection.collectionView(view, moveItemAt: item, to: IndexPath(item: 0, section: 0))
    connection.collectionView(
      view, willDisplaySupplementaryView: UICollectionReusableView(frame: .zero),
      forElementKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: 0))
    #expect(
      calls.log == [
        "didSelect [0, 1]", "move [0, 1] [0, 0]", "willDisplay \(SupplementaryKind.header.rawValue) 0",
      ])
    source.on(.willSelect) { _, path in path }
    #expect(connection.collectionView(view, shouldSelectItemAt: item), "the data source comes first")
    calls.menu = .some(nil)
    #expect(connection.collectionView(view, contextMenuConfigurationForItemAt: item, point: .zero) == nil)
    connection.fallbacks.install(nil)
    #expect(source.fallback == nil, "removing the app's objects removes the bridge")
  }

  /// iOS 16's plural menu form, which UIKit calls instead of the per-item one (Mac Catalyst and iPad
  /// menus on a multiple selection): one item gets its row's menu; several items or none ask the
  /// app's plural form; one item without a menu falls back to the app's per-item form.
  @Test func thePluralMenuFormAnswersAsTheSingularAndAsksTheApp() {
    let view = UICollectionView(frame: .zero)
    let source = DataSource(
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<String, UICollectionViewCell>().registration(.none)
            .on(.contextMenu) { text, _ in text == "a" ? ContextMenu(title: text, actions: []) : nil })
      ],
      sections: [Section(items: ["a", "b"])])
    source.reloadData(animated: false)
    let adapter = CollectionViewAdapter(dataSource: source, collectionView: view)
    let connection = adapter.connection
    let a = IndexPath(item: 0, section: 0)
    let b = IndexPath(item: 1, section: 0)
    let menu = connection.collectionView(view, contextMenuConfigurationForItemsAt: [a], point: .zero)
    #expect((menu?.identifier as? ContextMenuRow)?.indexPath == a, "the row's own menu, as the singular form gives")
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [b], point: .zero) == nil)
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [a, b], point: .zero) == nil)
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)

    connection.fallbacks.install(calls)
    let apps = UIContextMenuConfiguration()
    calls.menus = .some(apps)
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [a, b], point: .zero) === apps)
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [], point: .zero) === apps)
    #expect(
      connection.collectionView(view, contextMenuConfigurationForItemsAt: [a], point: .zero) !== apps,
      "the row's menu comes first")
    calls.menus = nil
    let single = UIContextMenuConfiguration()
    calls.menu = .some(single)
    #expect(
      connection.collectionView(view, contextMenuConfigurationForItemsAt: [b], point: .zero) === single,
      "an app with only the per-item form is asked it for one item")
    #expect(connection.collectionView(view, contextMenuConfigurationForItemsAt: [a, b], point: .zero) == nil)
    #expect(calls.log == ["menus [[0, 0], [0, 1]]", "menus []", "menus [[0, 1]]", "menus [[0, 0], [0, 1]]"])
  }

  @Test func aCellWhereThereIsNoRowIsReportedNotInvented() {
    let collection = UIKitListView(UICollectionView(frame: .zero), dataSource: dataSource)
    let warnings = capturingRuntimeWarnings {
      #expect(dataSource.cell(at: ItemPath(item: 5, section: 0), in: collection) == nil)
      #expect(dataSource.cell(at: ItemPath(item: 0, section: 3), in: collection) == nil)
    }.warnings
    #expect(warnings == runtimeWarnings(for: dataSource.failures))
    #expect(
      dataSource.failures == [
        .noRow(path: ItemPath(item: 5, section: 0), sections: 1, rowsInSection: 2),
        .noRow(path: ItemPath(item: 0, section: 3), sections: 1, rowsInSection: nil),
      ])
    #expect(dataSource.failures[0].description.contains("that section shows 2 rows"))
  }
}
