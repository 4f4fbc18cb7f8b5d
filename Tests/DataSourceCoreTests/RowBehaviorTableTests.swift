@_spi(Extending) import DataSourceCore
import DataSourceDiff
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// The behaviour table: every behaviour has its own slot and name, any behaviour can be set by its
/// key, and the lookup order (descriptor, data source, fallback) is the same for all of them.
@MainActor
struct RowBehaviorTableTests {
  /// The table's keys, as `(name, slot)`: a slot shared by two behaviours would hand one's closure
  /// to the other.
  @Test func everyBehaviourHasItsOwnSlotAndName() {
    let keys: [(String, Int)] = [
      (RowBehavior.height.name, RowBehavior.height.slot),
      (RowBehavior.estimatedHeight.name, RowBehavior.estimatedHeight.slot),
      (RowBehavior.didSelect.name, RowBehavior.didSelect.slot),
      (RowBehavior.shouldHighlight.name, RowBehavior.shouldHighlight.slot),
      (RowBehavior.willDisplay.name, RowBehavior.willDisplay.slot),
      (RowBehavior.canEdit.name, RowBehavior.canEdit.slot),
      (RowBehavior.editingStyle.name, RowBehavior.editingStyle.slot),
      (RowBehavior.commitEditing.name, RowBehavior.commitEditing.slot),
      (RowBehavior.canMove.name, RowBehavior.canMove.slot),
      (RowBehavior.moveRow.name, RowBehavior.moveRow.slot),
      (RowBehavior.trailingSwipeActions.name, RowBehavior.trailingSwipeActions.slot),
      (RowBehavior.leadingSwipeActions.name, RowBehavior.leadingSwipeActions.slot),
      (RowBehavior.willSelect.name, RowBehavior.willSelect.slot),
      (RowBehavior.willDeselect.name, RowBehavior.willDeselect.slot),
      (RowBehavior.didDeselect.name, RowBehavior.didDeselect.slot),
      (RowBehavior.didHighlight.name, RowBehavior.didHighlight.slot),
      (RowBehavior.didUnhighlight.name, RowBehavior.didUnhighlight.slot),
      (RowBehavior.titleForDeleteConfirmationButton.name, RowBehavior.titleForDeleteConfirmationButton.slot),
      (RowBehavior.didEndDisplaying.name, RowBehavior.didEndDisplaying.slot),
      (RowBehavior.indentationLevel.name, RowBehavior.indentationLevel.slot),
      (RowBehavior.contextMenu.name, RowBehavior.contextMenu.slot),
      (RowBehavior.shouldIndentWhileEditing.name, RowBehavior.shouldIndentWhileEditing.slot),
      (RowBehavior.targetIndexPathForMove.name, RowBehavior.targetIndexPathForMove.slot),
      (RowBehavior.shouldSpringLoad.name, RowBehavior.shouldSpringLoad.slot),
      (
        RowBehavior.shouldBeginMultipleSelectionInteraction.name,
        RowBehavior.shouldBeginMultipleSelectionInteraction.slot
      ),
      (RowBehavior.dragItem.name, RowBehavior.dragItem.slot),
    ]
    #expect(keys.count == RowBehaviorSlot.allCases.count, "every slot has its key here")
    #expect(Set(keys.map(\.0)).count == keys.count)
    #expect(Set(keys.map(\.1)) == Set(0..<keys.count), "slots are 0..<count, each used once")
  }

  /// Each entry states its default, unless the default depends on the row or the view; a row nobody
  /// answers for gets it, through the named answers and the generic one alike.
  @Test func theTableStatesEachDefaultThatDoesNotDependOnTheRow() {
    let f = Fixture([personCells], sections: [Section(rows: [Row(Person(id: 1, name: "A"))])])
    let path = ItemPath(row: 0, section: 0)
    let answers = f.dataSource.answers
    #expect(answers.didSelectRow(at: path) == RowBehavior.didSelect.statedDefault)
    #expect(answers.shouldHighlightRow(at: path) == RowBehavior.shouldHighlight.statedDefault)
    #expect(answers.canEditRow(at: path) == RowBehavior.canEdit.statedDefault)
    #expect(answers.canMoveRow(at: path) == RowBehavior.canMove.statedDefault)
    #expect(answers.editingStyleForRow(at: path) == RowBehavior.editingStyle.statedDefault)
    #expect(answers.indentationLevelForRow(at: path) == RowBehavior.indentationLevel.statedDefault)
    #expect(answers.shouldIndentWhileEditingRow(at: path) == RowBehavior.shouldIndentWhileEditing.statedDefault)
    #expect(answers.titleForDeleteConfirmationButtonForRow(at: path) == nil)
    #expect(answers.answer(.shouldSpringLoad, at: IndexPath(path)) == true, "UIKit's default")
    #expect(
      [
        RowBehavior.shouldHighlight.statedDefault, RowBehavior.canEdit.statedDefault,
        RowBehavior.canMove.statedDefault, RowBehavior.shouldIndentWhileEditing.statedDefault,
        RowBehavior.shouldSpringLoad.statedDefault,
      ] == [true, false, false, true, true], "UIKit's defaults")
    #expect(RowBehavior.editingStyle.statedDefault == .delete && RowBehavior.indentationLevel.statedDefault == 0)
    #expect(RowBehavior.trailingSwipeActions.statedDefault == nil && RowBehavior.contextMenu.statedDefault == nil)
    #expect(RowBehavior.height.defaultAnswer == nil, "the data source's rowHeight, then the view's")
    #expect(RowBehavior.willSelect.defaultAnswer == nil, "the row itself")
    #expect(RowBehavior.targetIndexPathForMove.defaultAnswer == nil, "where the user proposes")
    #expect(f.table.answer(.height, forRowAt: IndexPath(path)) == nil, "no stated default: no generic answer")
  }

  /// `on(_:_:)` sets a behaviour by its key, on descriptors and on the data source, and the
  /// descriptor's closure wins over the data source's.
  @Test func anyBehaviourIsSetByItsKey() {
    let byKey = AnyCellDescriptor(CellDescriptor<Person, TextCell>().on(.indentationLevel) { person, _ in person.id })
    let f = Fixture([byKey, stringCells], sections: [Section(rows: [Row(Person(id: 3, name: "A")), Row("s")])])
    let person = ItemPath(row: 0, section: 0)
    let text = ItemPath(row: 1, section: 0)
    #expect(f.dataSource.answers.indentationLevelForRow(at: person) == 3)
    #expect(f.dataSource.answers.indentationLevelForRow(at: text) == 0, "the default")
    f.dataSource.on(.indentationLevel) { _, path in 10 + path.item }
    #expect(f.dataSource.answers.indentationLevelForRow(at: text) == 11)
    #expect(f.dataSource.answers.indentationLevelForRow(at: person) == 3, "the descriptor still wins")
    f.dataSource.on(.indentationLevel, nil)
    #expect(f.dataSource.answers.indentationLevelForRow(at: text) == 0, "nil clears the slot")
  }

  /// Behaviours that receive more than a path get their input as one tuple.
  @Test func behavioursWithSeveralInputsGetATuple() {
    let f = Fixture(
      [personCells], sections: [Section(rows: [Row(Person(id: 1, name: "A")), Row(Person(id: 2, name: "B"))])])
    var moves: [(ItemPath, ItemPath)] = []
    f.dataSource.on(.moveRow) { _, move in moves.append((move.from, move.to)) }
    f.dataSource.answers.moveRow(at: ItemPath(row: 0, section: 0), to: ItemPath(row: 1, section: 0))
    #expect(
      moves.count == 1 && moves[0].0 == ItemPath(row: 0, section: 0) && moves[0].1 == ItemPath(row: 1, section: 0))
    f.dataSource.on(.targetIndexPathForMove) { _, move in move.from.item == 0 ? move.from : move.to }
    #expect(
      f.dataSource.answers.targetIndexPathForMove(
        from: ItemPath(row: 0, section: 0), proposed: ItemPath(row: 1, section: 0))
        == ItemPath(row: 0, section: 0))
    var styles: [EditingStyle] = []
    f.dataSource.on(.commitEditing) { _, edit in styles.append(edit.style) }
    f.dataSource.answers.commitEditing(.insert, forRowAt: ItemPath(row: 1, section: 0))
    #expect(styles == [.insert])
  }

  /// A fallback can answer any behaviour through the generic `answer(_:for:input:)`, without its
  /// named method; one that does not override it is asked through the named method.
  @Test func aFallbackAnswersAnyBehaviourByKey() {
    final class ByKey: DataSourceFallback {
      func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output? {
        behavior.name == RowBehavior.indentationLevel.name ? 7 as? Output : nil
      }
    }
    final class Named: DataSourceFallback {
      func indentationLevel(for row: Row, at path: ItemPath) -> Int? { 5 }
    }
    let f = Fixture([personCells], sections: [Section(rows: [Row(Person(id: 1, name: "A"))])])
    let path = ItemPath(row: 0, section: 0)
    let byKey = ByKey()
    f.dataSource.fallback = byKey
    #expect(f.dataSource.answers.indentationLevelForRow(at: path) == 7)
    #expect(f.dataSource.answers.canEditRow(at: path) == false, "no answer: the default")
    let named = Named()
    f.dataSource.fallback = named
    #expect(f.dataSource.answers.indentationLevelForRow(at: path) == 5)
    f.dataSource.on(.indentationLevel) { _, _ in 1 }
    #expect(
      f.dataSource.answers.indentationLevelForRow(at: path) == 1, "the data source's closure comes before the fallback")
  }

  /// A behaviour added as CONTRIBUTING.md describes (the table, the UIKit adapter, the stand-in), which
  /// the headless table answers through its one generic method: spring loading is on by default, as in UIKit, and a descriptor, the data source or a
  /// fallback can turn it off, in the one lookup order.
  @Test func springLoadingFollowsTheLookupOrder() {
    final class NoSpringLoading: DataSourceFallback {
      func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output? {
        behavior.name == RowBehavior.shouldSpringLoad.name ? false as? Output : nil
      }
    }
    let folders = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>().on(.shouldSpringLoad) { person, _ in person.id.isMultiple(of: 2) })
    let f = Fixture(
      [folders, stringCells],
      sections: [Section(rows: [Row(Person(id: 1, name: "A")), Row(Person(id: 2, name: "B")), Row("s")])])
    let paths = (0..<3).map { IndexPath(row: $0, section: 0) }
    #expect(
      paths.map { f.table.answer(.shouldSpringLoad, forRowAt: $0) } == [false, true, true],
      "the descriptor, then the default")
    let fallback = NoSpringLoading()
    f.dataSource.fallback = fallback
    #expect(
      paths.map { f.table.answer(.shouldSpringLoad, forRowAt: $0) } == [false, true, false],
      "the fallback, for rows without a closure")
    f.dataSource.on(.shouldSpringLoad) { _, _ in true }
    #expect(
      paths.map { f.table.answer(.shouldSpringLoad, forRowAt: $0) } == [false, true, true],
      "the data source before the fallback")
  }

  /// The behaviour added to prove CONTRIBUTING.md's three files: the multiple-selection pan is off
  /// unless a row's descriptor or the data source turns it on, as in UIKit.
  @Test func theMultipleSelectionPanIsOffUnlessARowAsks() {
    let selectable = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>().on(.shouldBeginMultipleSelectionInteraction) { person, _ in person.id == 2 })
    let f = Fixture(
      [selectable, stringCells],
      sections: [Section(rows: [Row(Person(id: 1, name: "A")), Row(Person(id: 2, name: "B")), Row("s")])])
    let paths = (0..<3).map { IndexPath(row: $0, section: 0) }
    let pans = { paths.map { f.table.answer(.shouldBeginMultipleSelectionInteraction, forRowAt: $0) } }
    #expect(pans() == [false, true, false], "the descriptor, then UIKit's default")
    f.dataSource.on(.shouldBeginMultipleSelectionInteraction) { _, _ in true }
    #expect(pans() == [false, true, true], "the data source's closure, for rows without one")
  }
}
