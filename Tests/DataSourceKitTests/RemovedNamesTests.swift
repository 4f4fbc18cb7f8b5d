import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Code written against removed names gets an error that names the new spelling, not a type checker
/// that gives up; and the data source's closures take the descriptors' argument shapes.
@MainActor
@Suite struct RemovedNamesTests {
  /// A chain of old descriptor methods, as the seed libraries' users wrote them.
  @Test func oldDescriptorMethodsNameTheirNewSpelling() throws {
    let (status, output) = try DocumentationBlockTests.typecheck(
      """
      import DataSourceTesting
      final class PersonCell: HeadlessTableViewCell {}
      struct Person: Hashable, Identifiable { var id: Int; var name: String }
      @MainActor func make() {
        _ = CellDescriptor<Person, PersonCell>()
          .configure { person, cell, _ in cell.text = person.name }
          .height { _, _ in 44 }
          .didSelect { _, _ in .deselect }
          .willDisplay { _, cell, _ in cell.text = "" }
          .commitEditing { _, style, _ in _ = style }
          .moveRow { _, from, to in _ = (from, to) }
          .trailingSwipeActions { _, _ in nil }
          .isHidden { person, _ in person.name.isEmpty }
      }
      @MainActor func edit(_ storage: MemoryStorage<Person>, _ dataSource: DataSource) throws {
        try storage.addItem(Person(id: 1, name: "Ann"))
        dataSource.canEdit = { _, _ in true }
        _ = dataSource.section(containing: 1)
      }
      """)
    #expect(status != 0)
    #expect(!output.contains("reasonable time"), "\(output)")
    for fix in [
      "set it with .on(.height) { item, path in … }",
      "set it with .on(.didSelect) { item, path in … }",
      "set it with .on(.willDisplay) { item, cell, path in … }",
      "set it with .on(.commitEditing) { item, style, path in … }",
      "set it with .on(.moveRow) { item, from, to in … }",
      "set it with .on(.trailingSwipeActions) { item, path in … }",
      "isHidden is given the model only: .isHidden { item in … }",
      "pass a one-element array: addItems([item], toSection: section)",
      "set it with dataSource.on(.canEdit) { row, path in … }",
      "use indexPath(of:)?.section",
    ] {
      #expect(output.contains(fix), "\(fix)\n\(output)")
    }
  }

  /// `commitEditing`, `moveRow` and `willDisplay` take the same three arguments on the data source
  /// as on a descriptor; two arguments still get the tuple.
  @Test func theDataSourcesClosuresTakeTheDescriptorsShapes() throws {
    let f = Fixture(
      [personCells], sections: [Section("s", items: [Person(id: 1, name: "a"), Person(id: 2, name: "b")])])
    var log: [String] = []
    f.dataSource.on(.canEdit) { _, _ in true }
    f.dataSource.on(.canMove) { _, _ in true }
    f.dataSource.on(.commitEditing) { row, style, path in
      log.append("commit \(row.item(as: Person.self)!.name) \(style == .delete) \(path.item)")
    }
    f.dataSource.on(.moveRow) { row, from, to in
      log.append("move \(row.item(as: Person.self)!.name) \(from.item)→\(to.item)")
    }
    f.dataSource.on(.willDisplay) { row, cell, path in
      log.append("display \(row.item(as: Person.self)!.name) \((cell as? TextCell) != nil) \(path.item)")
    }
    f.dataSource.on(.didEndDisplaying) { row, shown in log.append("end \(shown.path.item)") }
    f.dataSource.reloadData(animated: false)
    #expect(log.contains("display a true 0") && log.contains("display b true 1"), "\(log)")
    #expect(f.table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
    #expect(log.contains("commit b true 1"), "\(log)")
    #expect(try f.table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(log.contains("move a 0→1"), "\(log)")
    f.dataSource.on(.moveRow, nil)
    f.dataSource.on(.commitEditing, nil)
    f.dataSource.on(.willDisplay, nil)
  }
}
