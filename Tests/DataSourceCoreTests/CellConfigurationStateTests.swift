import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Observation
import Testing

/// A descriptor's `updateConfiguration` styles a cell by its state, and runs again when the state
/// changes (selection, highlight, editing), in the same cell: no reload, no new cell, no batch.
@MainActor
@Suite struct CellConfigurationStateTests {
  final class PersonCell: HeadlessTableViewCell {}
  final class PersonItemCell: HeadlessCollectionViewCell {}

  /// Each state a cell was styled with, by name, in order.
  final class Styles {
    var log: [String: [CellConfigurationState]] = [:]
  }

  func descriptor<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ styles: Styles) -> CellDescriptor<Person, Cell> {
    CellDescriptor<Person, Cell>()
      .configure { person, cell, _ in cell.text = person.name }
      .updateConfiguration { person, cell, state in
        styles.log[person.name, default: []].append(state)
        cell.accessories["check"] = state.isSelected ? "✓" : nil
        cell.accessories["shade"] = state.isHighlighted ? "grey" : nil
        cell.accessories["handle"] = state.isEditing ? "≡" : nil
      }
  }

  let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")]

  /// The people on a headless table whose cells record their styles in `styles`.
  func styledTable(_ styles: Styles, capacity: Int = 12) -> Fixture {
    Fixture(
      [AnyCellDescriptor(descriptor(PersonCell.self, styles))], sections: [Section(items: people)], capacity: capacity)
  }

  @Test func aTapRestylesTheCellItHasAndDequeuesNothing() throws {
    let styles = Styles()
    let f = styledTable(styles)
    let table = f.table
    let ann = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(styles.log["Ann"] == [CellConfigurationState()], "styled once when configured")
    let requests = table.cellRequestCount

    #expect(table.tap(rowAt: IndexPath(row: 0, section: 0)))
    #expect(
      styles.log["Ann"] == [
        CellConfigurationState(), CellConfigurationState(isHighlighted: true), CellConfigurationState(),
        CellConfigurationState(isSelected: true),
      ], "highlighted, unhighlighted, then selected")
    #expect(ann.accessories["check"] == "✓" && ann.accessories["shade"] == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === ann, "the same cell")
    #expect(table.cellRequestCount == requests, "no cell was asked of the data source")
    #expect(styles.log["Bob"]?.count == 1, "other rows untouched")

    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    #expect(ann.accessories["check"] == nil && ann.configurationState == CellConfigurationState())
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(f) {}
  }

  /// A swipe opens one row at a time: its cell is styled swiped, the one open before is not, and a
  /// row with no actions does not open.
  @Test func aSwipeRestylesOneRowAtATime() throws {
    let styles = Styles()
    let f = Fixture(
      [
        AnyCellDescriptor(
          descriptor(PersonCell.self, styles)
            .on(.trailingSwipeActions) { person, _ in
              person.name == "Bob"
                ? nil : SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete") { $0(true) }])
            }
            .on(.leadingSwipeActions) { _, _ in
              SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin") { $0(true) }])
            })
      ], sections: [Section(items: people)])
    let table = f.table
    let ann = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let bob = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let requests = table.cellRequestCount
    #expect(table.swipeOpen(rowAt: IndexPath(row: 1, section: 0)) == nil, "Bob has no trailing actions")
    #expect(!bob.configurationState.isSwiped)
    #expect(table.swipeOpen(rowAt: IndexPath(row: 0, section: 0))?.actions.first?.title == "Delete")
    #expect(styles.log["Ann"]?.last == CellConfigurationState(isSwiped: true))
    #expect(table.swipeOpen(rowAt: IndexPath(row: 1, section: 0), leading: true)?.actions.first?.title == "Pin")
    #expect(bob.configurationState.isSwiped && !ann.configurationState.isSwiped, "one row at a time")
    table.closeSwipeActions()
    #expect(!bob.configurationState.isSwiped && styles.log["Bob"]?.last == CellConfigurationState())
    #expect(table.cellRequestCount == requests, "the same cells")
    withExtendedLifetime(f) {}
  }

  @Test func editingModeRestylesEveryVisibleCellAndCellsShownLater() throws {
    let styles = Styles()
    let f = styledTable(styles, capacity: 1)
    let table = f.table
    table.setEditing(true, animated: true)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessories["handle"] == "≡")
    #expect(styles.log["Ann"]?.last == CellConfigurationState(isEditing: true))
    // Bob comes into view while the table is editing: his cell starts in that state.
    try table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessories["handle"] == "≡")
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(f) {}
  }

  /// After the model's content changes and the row is refreshed in place, the state closure is
  /// given the new model.
  @Test func aRefreshedRowIsStyledWithItsNewModel() throws {
    let styles = Styles()
    let f = styledTable(styles)
    let (dataSource, table) = (f.dataSource, f.table)
    dataSource.sections = [Section(items: [Person(id: 1, name: "Anna"), people[1]])]
    dataSource.reloadData(animated: true)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.text == "Anna")
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(styles.log["Anna"]?.last == CellConfigurationState(isSelected: true))
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(f) {}
  }

  @Test func collectionViewCellsAreStyledTheSameWay() throws {
    let styles = Styles()
    let dataSource = DataSource(cellDescriptors: [descriptor(PersonItemCell.self, styles)])
    let collection = HeadlessCollectionView()
    let adapter = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: collection)
    dataSource.sections = [Section(items: people)]
    dataSource.reloadData(animated: false)
    let bob = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let requests = collection.cellRequestCount
    #expect(collection.tap(itemAt: IndexPath(item: 1, section: 0)))
    #expect(bob.accessories["check"] == "✓")
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === bob)
    #expect(collection.cellRequestCount == requests)
    #expect(collection.listViewFailures.isEmpty)
    withExtendedLifetime(adapter) {}
  }
}

/// A cell styled from an `@Observable` model is styled again when a property it read changes: that
/// cell once, no other cell, no batch and no new cell, as UIKit does with observation tracking.
@MainActor
@Suite struct ObservedCellTests {
  @Observable final class Counter {
    var count = 0
    var unrelated = 0
  }

  final class CounterCell: HeadlessTableViewCell {}

  /// Lets the main actor run what observation scheduled.
  func settle() async {
    for _ in 0..<5 { await Task.yield() }
  }

  @Test func aChangedPropertyRestylesOnlyItsCell() async throws {
    let counters = [Counter(), Counter()]
    let f = Fixture(
      [
        AnyCellDescriptor(
          CellDescriptor<Int, CounterCell>()
            .updateConfiguration { id, cell, _ in cell.text = "\(id): \(counters[id].count)" })
      ], sections: [Section(items: [0, 1])])
    let table = f.table
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let (events, requests) = (table.events.count, table.cellRequestCount)
    #expect(first.configurationUpdates == 1 && second.configurationUpdates == 1)

    counters[0].count = 5
    await settle()
    #expect(first.text == "0: 5")
    #expect(first.configurationUpdates == 2, "restyled once")
    #expect(second.configurationUpdates == 1, "the other cell is untouched")
    #expect(table.events.count == events && table.cellRequestCount == requests, "no batch, no new cell")
    #expect(table.remeasuredRows.last == [IndexPath(row: 0, section: 0)], "that row is measured again")
    let remeasures = table.remeasuredRows.count

    // Two changes in one turn restyle once; a property the closure did not read restyles nothing.
    counters[0].count = 6
    counters[0].count = 7
    await settle()
    #expect(first.text == "0: 7" && first.configurationUpdates == 3)
    counters[0].unrelated = 1
    counters[1].unrelated = 1
    await settle()
    #expect(first.configurationUpdates == 3 && second.configurationUpdates == 1)
    #expect(table.remeasuredRows.count == remeasures + 1, "once more, for the one restyle since")
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(f) {}
  }
}
