import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The logic of the UIKit fallback bridge, run on Linux against the stand-in: on Apple platforms the
/// only code between it and the delegate is one Objective-C optional-method call per method.
@MainActor
@Suite struct UIKitFallbackBridgeTests {
  /// A delegate and data source that implement only what a test says, as an Objective-C object with
  /// optional methods would: `nil` for a method it does not implement.
  final class Calls: TableViewFallbackCalls {
    var height: CGFloat?
    var estimatedHeight: CGFloat?
    var implementsDidSelect = false
    var editingStyle: UITableViewCell.EditingStyle?
    var willSelect: IndexPath??
    var willDeselect: IndexPath??
    var deleteTitle: String??
    var target: IndexPath?
    var log: [String] = []

    func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? { height }
    func estimatedHeightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? { estimatedHeight }
    func didSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool {
      if implementsDidSelect { log.append("didSelect \(indexPath)") }
      return implementsDidSelect
    }
    func shouldHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? { nil }
    func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {}
    func didEndDisplaying(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {}
    func canEditRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? { nil }
    func editingStyleForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle? {
      editingStyle
    }
    func commit(_ tableView: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
      log.append("commit \(style.rawValue) \(indexPath)")
    }
    func canMoveRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? { nil }
    func moveRow(_ tableView: UITableView, _ source: IndexPath, _ destination: IndexPath) {}
    func willSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? { willSelect }
    func willDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? { willDeselect }
    func didDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath) {}
    func didHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) {}
    func didUnhighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) {}
    func titleForDeleteConfirmationButton(_ tableView: UITableView, _ indexPath: IndexPath) -> String?? {
      deleteTitle
    }
    func indentationLevelForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Int? { nil }
    func shouldIndentWhileEditingRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? { nil }
    func targetIndexPathForMove(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      target
    }
    func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
      nil
    }
    func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
      nil
    }
    func willPerformPreviewAction(
      _ tableView: UITableView, _ configuration: UIContextMenuConfiguration,
      _ animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    func contextMenu(_ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration??
    {
      nil
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
    adapter.connection.installFallbackBridge(calls: calls)
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
    adapter.connection.installFallbackBridge(calls: nil)
    #expect(dataSource.fallback == nil, "removing the UIKit fallbacks removes the bridge")
    let own = AppFallback()
    dataSource.fallback = own
    adapter.connection.installFallbackBridge(calls: calls)
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
    adapter?.connection.installFallbackBridge(calls: calls)
    calls.height = 51
    calls.implementsDidSelect = true
    #expect(source.dataSource.answers.canEditRow(at: path), "the subclass's override")
    #expect(source.dataSource.answers.heightForRow(at: path) == 51, "the app's delegate")
    _ = source.dataSource.answers.didSelectRow(at: path)
    #expect(calls.log == ["didSelect [0, 1]"])
    adapter?.connection.installFallbackBridge(calls: nil)
    #expect(source.dataSource.answers.heightForRow(at: path) == nil, "the bridge is gone")
    #expect(source.dataSource.answers.canEditRow(at: path), "the override stays")
  }

  /// A behaviour asked of the app's delegate in the adapter's own line (the stand-in models the
  /// Objective-C optional call): the delegate answers only when it implements the method and nothing
  /// before it in the lookup order answered.
  @Test func theAppsDelegateAnswersInlineOnlyWhatItImplements() {
    final class Delegate: NSObject, UITableViewDelegate {
      var standInImplementedMethods: Set<String> = []
      func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
      ) -> Bool { false }
    }
    final class Context: NSObject, UISpringLoadedInteractionContext {}
    let delegate = Delegate()
    adapter.fallbackDelegate = delegate
    let springLoads = { adapter.connection.tableView(table, shouldSpringLoadRowAt: IndexPath(path), with: Context()) }
    #expect(springLoads(), "not implemented: the table's default")
    delegate.standInImplementedMethods = ["tableView(_:shouldSpringLoadRowAt:with:)"]
    #expect(!springLoads(), "implemented: the delegate's answer")
    dataSource.on(.shouldSpringLoad) { _, _ in true }
    #expect(springLoads(), "the data source's closure comes before the delegate")
    adapter.fallbackDelegate = nil
    dataSource.on(.shouldSpringLoad, nil)
    #expect(springLoads(), "no delegate: the default")
  }

  @Test func theMultipleSelectionPanAsksTheAppsDelegateWhenNothingAnswers() {
    final class Delegate: NSObject, UITableViewDelegate {
      var standInImplementedMethods: Set<String> = []
      func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
      }
    }
    let delegate = Delegate()
    adapter.fallbackDelegate = delegate
    let pans = { adapter.connection.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(path)) }
    #expect(!pans(), "not implemented: UIKit's default")
    delegate.standInImplementedMethods = ["tableView(_:shouldBeginMultipleSelectionInteractionAt:)"]
    #expect(pans(), "implemented: the delegate's answer")
    dataSource.on(.shouldBeginMultipleSelectionInteraction) { _, _ in false }
    #expect(!pans(), "the data source's closure comes before the delegate")
  }

  @Test func aCellWhereThereIsNoRowIsReportedNotInvented() {
    let collection = UIKitListView(UICollectionView(frame: .zero), dataSource: dataSource)
    // The adapters then hand the view a dequeued placeholder (the stand-in cannot dequeue: it only
    // type-checks), so the data source's own answer is checked here.
    #expect(dataSource.cell(at: ItemPath(item: 5, section: 0), in: collection) == nil)
    #expect(dataSource.cell(at: ItemPath(item: 0, section: 3), in: collection) == nil)
    #expect(
      dataSource.failures == [
        .noRow(path: ItemPath(item: 5, section: 0), sections: 1, rowsInSection: 2),
        .noRow(path: ItemPath(item: 0, section: 3), sections: 1, rowsInSection: nil),
      ])
    #expect(dataSource.failures[0].description.contains("that section shows 2 rows"))
  }
}
