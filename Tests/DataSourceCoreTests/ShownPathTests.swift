import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Every closure is given the path where its row is shown; `sectionsPath(ofRowAt:)` maps it to the
/// row's place in `sections`, which differs once a row above is hidden.
@MainActor
@Suite struct ShownPathTests {
  struct Fruit: Identifiable, Hashable, Sendable, Diffable {
    var id: String
    var hidden = false
  }

  /// Fruits in two sections, the first row of each hidden; commit editing and the swipe action delete
  /// through `sectionsPath(ofRowAt:)`.
  func screen() -> (DataSource, HeadlessTableView, [ItemPath]) {
    let dataSource = DataSource()
    let table = HeadlessTableView()
    var paths: [ItemPath] = []
    dataSource.register(cellDescriptors: [
      CellDescriptor<Fruit, TextCell>()
        .configure { fruit, cell, path in
          cell.text = fruit.id
          paths.append(path)
        }
        .isHidden { fruit in fruit.hidden }
        .on(.canEdit) { _, _ in true }
        .on(.commitEditing) { [unowned dataSource] _, _, path in
          guard let place = dataSource.sectionsPath(ofRowAt: path) else { return }
          dataSource.sections[place.section].rows.remove(at: place.item)
          dataSource.reloadData()
        }
        .on(.trailingSwipeActions) { [unowned dataSource] _, path in
          SwipeActionsConfiguration(actions: [
            SwipeAction(title: "Delete", style: .destructive) { done in
              guard let place = dataSource.sectionsPath(ofRowAt: path) else { return done(false) }
              dataSource.sections[place.section].rows.remove(at: place.item)
              dataSource.reloadData()
              done(true)
            }
          ])
        }
    ])
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [
      Section("a", items: [Fruit(id: "hidden apple", hidden: true), Fruit(id: "apricot"), Fruit(id: "avocado")]),
      Section("gone", items: [Fruit(id: "hidden banana", hidden: true)]),
      Section("c", items: [Fruit(id: "hidden cherry", hidden: true), Fruit(id: "cranberry")]),
    ]
    dataSource.reloadData(animated: false)
    return (dataSource, table, paths)
  }

  func ids(_ dataSource: DataSource) -> [[String]] {
    dataSource.sections.map { $0.rows.compactMap { $0.item(as: Fruit.self)?.id } }
  }

  @Test func configureIsGivenTheShownPath() {
    let (_, table, paths) = screen()
    #expect(paths == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0), ItemPath(item: 0, section: 1)])
    #expect(table.visibleCells.map(\.text) == ["apricot", "avocado", "cranberry"])
  }

  @Test func aSwipeToDeleteBelowAHiddenRowDeletesTheSwipedRow() {
    let (dataSource, table, _) = screen()
    #expect(table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
    #expect(ids(dataSource) == [["hidden apple", "apricot"], ["hidden banana"], ["hidden cherry", "cranberry"]])
    #expect(table.visibleCells.map(\.text) == ["apricot", "cranberry"])
    // Below a hidden section and a hidden row: shown section 1 is the third of `sections`.
    #expect(dataSource.sectionsPath(ofRowAt: ItemPath(item: 0, section: 1)) == ItemPath(item: 1, section: 2))
    #expect(table.swipeToDelete(rowAt: IndexPath(row: 0, section: 1)))
    #expect(ids(dataSource) == [["hidden apple", "apricot"], ["hidden banana"], ["hidden cherry"]])
    #expect(table.visibleCells.map(\.text) == ["apricot"])
    #expect(table.listViewFailures.isEmpty)
  }

  @Test func aSwipeActionBelowAHiddenRowDeletesTheSwipedRow() {
    let (dataSource, table, _) = screen()
    let action = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))?.actions.first
    var completed: Bool?
    action?.handler { completed = $0 }
    #expect(completed == true)
    #expect(ids(dataSource) == [["hidden apple", "avocado"], ["hidden banana"], ["hidden cherry", "cranberry"]])
    #expect(table.visibleCells.map(\.text) == ["avocado", "cranberry"])
  }

  @Test func aPathWithNothingShownMapsToNothing() {
    let (dataSource, _, _) = screen()
    #expect(dataSource.sectionsPath(ofRowAt: ItemPath(item: 2, section: 0)) == nil)
    #expect(dataSource.sectionsPath(ofRowAt: ItemPath(item: 0, section: 2)) == nil)
    dataSource.sections[0].rows.remove(at: 1)  // not reloaded: the shown apricot is gone from `sections`
    #expect(dataSource.sectionsPath(ofRowAt: ItemPath(item: 0, section: 0)) == nil)
  }
}
