import DataSourceTesting
import Foundation
import Testing

/// A table data source over an array of sections of strings: each cell shows its string.
@MainActor
final class ModelTable: HeadlessTableViewDataSource {
  var sections: [[String]]
  var identifier = "cell"

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// The collection-view twin of ``ModelTable``.
@MainActor
final class ModelCollection: HeadlessCollectionViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
  ) -> HeadlessCollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// Views hold their data sources weakly, as UIKit does; the fixtures below keep theirs alive here for
/// the whole run so a test may ignore the model it does not change.
@MainActor var fixtureModels: [AnyObject] = []

/// A loaded table showing `sections`, with room for every row unless `capacity` says otherwise.
@MainActor
func makeTable(_ sections: [[String]], capacity: Int = 1000) throws -> (HeadlessTableView, ModelTable) {
  let model = ModelTable(sections)
  fixtureModels.append(model)
  let table = HeadlessTableView(visibleRowCapacity: capacity)
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  table.dataSource = model
  try table.reloadData()
  return (table, model)
}

/// A loaded collection view showing `sections`.
@MainActor
func makeCollection(
  _ sections: [[String]], capacity: Int = 1000
) throws -> (HeadlessCollectionView, ModelCollection) {
  let model = ModelCollection(sections)
  fixtureModels.append(model)
  let view = HeadlessCollectionView(visibleItemCapacity: capacity)
  view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = model
  try view.reloadData()
  return (view, model)
}

/// Index path shorthand: `ip(section, row)`.
func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// What the visible cells show, grouped by section: the view's idea of its rows.
@MainActor
func shown(_ table: HeadlessTableView) -> [[String]] {
  var result = [[String]](repeating: [], count: table.numberOfSections)
  for cell in table.visibleCells {
    let path = table.indexPath(for: cell)!
    result[path.section].append(cell.text ?? "<nil>")
  }
  return result
}

/// What the visible cells of a collection view show, grouped by section.
@MainActor
func shown(_ view: HeadlessCollectionView) -> [[String]] {
  var result = [[String]](repeating: [], count: view.numberOfSections)
  for cell in view.visibleCells {
    let path = view.indexPath(for: cell)!
    result[path.section].append(cell.text ?? "<nil>")
  }
  return result
}

/// Expects `body` to be rejected with exactly `message`, and the error to name `rule`.
@MainActor
func expectRejected(
  _ rule: HeadlessUpdateError.Rule, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected a rejection: \(message)", sourceLocation: sourceLocation)
  } catch let error as HeadlessUpdateError {
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.rule == rule, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a HeadlessUpdateError, got \(error)", sourceLocation: sourceLocation)
  }
}
