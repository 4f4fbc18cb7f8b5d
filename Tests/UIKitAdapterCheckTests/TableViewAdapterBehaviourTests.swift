import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// A table adapter's answers, reached the way UIKit reaches them: through the stand-in's layout
/// (heights, headers, footers), a user's taps, swipes and drags, and UIKit's own delegate calls.
@MainActor
@Suite struct TableViewAdapterBehaviourTests {
  final class FruitCell: UITableViewCell {}

  @Test func layoutTapsSwipesAndDragsReachTheDescriptors() {
    var log: [String] = []
    var fruits = ["apple", "banana", "cherry"]
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<String, FruitCell>()
        .configure { fruit, cell, _ in cell.textLabel?.text = fruit }
        .on(.height) { fruit, _ in fruit == "banana" ? 80 : 44 }
        .on(.estimatedHeight) { _, _ in 50 }
        .on(.shouldHighlight) { fruit, _ in fruit != "cherry" }
        .on(.didHighlight) { fruit, _ in log.append("highlight \(fruit)") }
        .on(.didUnhighlight) { fruit, _ in log.append("unhighlight \(fruit)") }
        .on(.willSelect) { _, path in path }
        .on(.didSelect) { fruit, _ in
          log.append("select \(fruit)")
          return .keepSelected
        }
        .on(.willDeselect) { _, path in path }
        .on(.didDeselect) { fruit, _ in log.append("deselect \(fruit)") }
        .on(.canEdit) { _, _ in true }
        .on(.editingStyle) { _, _ in .delete }
        .on(.commitEditing) { fruit, style, _ in log.append("commit \(style) \(fruit)") }
        .on(.canMove) { fruit, _ in fruit != "cherry" }
        .on(.targetIndexPathForMove) { _, _, proposed in proposed }
        .on(.moveRow) { fruit, from, to in log.append("move \(fruit) \(from.item)→\(to.item)") }
        .on(.titleForDeleteConfirmationButton) { _, _ in "Eat" }
        .on(.indentationLevel) { fruit, _ in fruit.count }
        .on(.shouldIndentWhileEditing) { _, _ in false }
        .on(.trailingSwipeActions) { fruit, _ in
          SwipeActionsConfiguration(actions: [SwipeAction(title: "Peel \(fruit)") { _ in }])
        }
        .on(.leadingSwipeActions) { _, _ in nil }
    ])
    dataSource.sections = [Section("fruit", header: "Fruit", footer: "3 kinds", items: fruits)]
    let table = UITableView(frame: .zero, style: .grouped)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    table.layoutIfNeeded()

    // Layout: the rows' heights and the section's header and footer, as UIKit asks them.
    #expect(table.visibleCells.map { $0.textLabel?.text } == fruits)
    #expect(table.standInRowHeights == [44, 80, 44])
    #expect(table.standInHeaders == [0: "Fruit"] && table.standInFooters == [0: "3 kinds"])
    let connection = adapter.connection
    #expect(connection.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 50)

    // A tap selects through UIKit's questions; the cherry does not highlight, so is not selected.
    #expect(table.standInTap(rowAt: IndexPath(row: 1, section: 0)))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(!table.standInTap(rowAt: IndexPath(row: 2, section: 0)))
    connection.tableView(table, didDeselectRowAt: IndexPath(row: 1, section: 0))
    #expect(log == ["highlight banana", "unhighlight banana", "select banana", "deselect banana"])

    // Editing answers.
    let apple = IndexPath(row: 0, section: 0)
    #expect(connection.tableView(table, titleForDeleteConfirmationButtonForRowAt: apple) == "Eat")
    #expect(connection.tableView(table, indentationLevelForRowAt: apple) == 5)
    #expect(!connection.tableView(table, shouldIndentWhileEditingRowAt: apple))
    #expect(connection.tableView(table, trailingSwipeActionsConfigurationForRowAt: apple) != nil)
    #expect(connection.tableView(table, leadingSwipeActionsConfigurationForRowAt: apple) == nil)

    // A swipe-to-delete and a drag reach the descriptor through the data source's calls.
    log = []
    #expect(table.standInSwipeToDelete(rowAt: apple))
    table.isEditing = true
    #expect(table.standInMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
    #expect(!table.standInMoveRow(at: IndexPath(row: 2, section: 0), to: apple), "the cherry cannot move")
    #expect(log == ["commit delete apple", "move banana 1→0"])
    fruits.swapAt(0, 1)
    #expect(table.visibleCells.map { $0.textLabel?.text } == fruits, "the table moved the row itself")
    #expect(table.standInFailures.isEmpty)
  }
}

/// A cell styled by state (`updateConfiguration`) is styled as UIKit styles it: before it shows, and
/// again when its state changes (selection, editing), through its `configurationUpdateHandler`.
@MainActor
@Suite struct UIKitCellStateTests {
  @Test func aCellIsStyledBeforeItShowsAndWhenItsStateChanges() {
    var styled: [String] = []
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<String, UITableViewCell>()
        .configure { fruit, cell, _ in cell.textLabel?.text = fruit }
        .updateConfiguration { fruit, cell, state in
          styled.append("\(fruit)\(state.isSelected ? " selected" : "")\(state.isEditing ? " editing" : "")")
          cell.accessoryType = state.isSelected ? .checkmark : .none
        }
    ])
    dataSource.sections = [Section(items: ["apple", "pear"])]
    let table = UITableView(frame: .zero)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    _ = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    table.layoutIfNeeded()
    #expect(Set(styled) == ["apple", "pear"], "each cell styled before it shows")
    styled = []
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(styled.last == "pear selected")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .checkmark)
    table.isEditing = true
    #expect(styled.contains("apple editing"))
    #expect(table.standInFailures.isEmpty)
  }

  /// The state a descriptor is given becomes UIKit's again, for UIKit's `updated(for:)`: the cell's
  /// own state, flag for flag, with the traits given.
  @Test func theStateBecomesUIKitsState() {
    var converted: [UICellConfigurationState] = []
    var own: [UICellConfigurationState] = []
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<String, UITableViewCell>()
        .updateConfiguration { _, cell, state in
          converted.append(UICellConfigurationState(state, traitCollection: cell.traitCollection))
          own.append(cell.configurationState)
        }
    ])
    dataSource.sections = [Section(items: ["apple"])]
    let table = UITableView(frame: .zero)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    _ = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    table.layoutIfNeeded()
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.isEditing = true
    #expect(converted.count == own.count && converted.count >= 3)
    for (mine, uikit) in zip(converted, own) {
      #expect(
        [mine.isSelected, mine.isHighlighted, mine.isEditing, mine.isSwiped, mine.isExpanded, mine.isFocused]
          == [
            uikit.isSelected, uikit.isHighlighted, uikit.isEditing, uikit.isSwiped, uikit.isExpanded, uikit.isFocused,
          ])
    }
    #expect(converted.last?.isSelected == true && converted.last?.isEditing == true)
  }
}
