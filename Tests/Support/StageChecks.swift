import DataSourceTesting
import Foundation
import Testing

/// The one assertion behind every diff test: staging `source` → `target` yields stages that, applied
/// in order by UIKit's rules, turn the source into the target, and that `HeadlessTableView` and
/// `HeadlessCollectionView` both accept, each set up with the stage's before and after data.
///
/// - Returns: the staged changeset, for further checks.
@MainActor
@discardableResult
public func expectValidStages(
  _ source: [TestSection], _ target: [TestSection], _ note: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) -> StagedChangeset<[TestSection]> {
  let staged = StagedChangeset(source: source, target: target)
  #if DATASOURCE_INVARIANT_CHECKS
    staged._checkInvariants(source: source, target: target)
  #endif
  var current = source
  for (index, stage) in staged.stages.enumerated() {
    let context = "stage \(index) (\(stage.kind)) of \(source) → \(target) \(note())"
    #expect(stage.operationCount > 0, "empty stage: \(context)", sourceLocation: sourceLocation)
    let applied = applyByUIKitRules(stage, to: current)
    #expect(
      applied == stage.data, "applying the operations does not give the stage's data: \(context)",
      sourceLocation: sourceLocation)
    do {
      try checkOnTable(stage, before: current)
      try checkOnCollection(stage, before: current)
    } catch {
      Issue.record("rejected: \(error) — \(context)", sourceLocation: sourceLocation)
    }
    current = stage.data
  }
  #expect(
    current == target, "the stages do not end at the target: \(source) → \(target) \(note())",
    sourceLocation: sourceLocation)
  return staged
}

/// What a list shows for some sections: each element as "id:content".
func texts(_ sections: [TestSection]) -> [[String]] {
  sections.map { $0.elements.map(\.description) }
}

/// A data source over test sections, for both headless views.
@MainActor
final class SectionsSource: HeadlessTableViewDataSource, HeadlessCollectionViewDataSource {
  var sections: [TestSection]
  init(_ sections: [TestSection]) { self.sections = sections }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].elements.count
  }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = sections[indexPath.section].elements[indexPath.row].description
    return cell
  }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].elements.count
  }
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
  ) -> HeadlessCollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = sections[indexPath.section].elements[indexPath.item].description
    return cell
  }
}

@MainActor
func checkOnTable(_ stage: ChangesetStage<[TestSection]>, before: [TestSection]) throws {
  let source = SectionsSource(before)
  let table = HeadlessTableView(visibleRowCapacity: 100_000)
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  table.dataSource = source
  try table.reloadData()
  source.sections = stage.data
  try table.performBatchUpdates {
    try table.deleteSections(IndexSet(stage.sectionDeletes), with: .fade)
    try table.insertSections(IndexSet(stage.sectionInserts), with: .fade)
    for move in stage.sectionMoves { try table.moveSection(move.from, toSection: move.to) }
    try table.reloadSections(IndexSet(stage.sectionUpdates), with: .fade)
    try table.deleteRows(at: stage.itemDeletes.map(IndexPath.init), with: .fade)
    try table.insertRows(at: stage.itemInserts.map(IndexPath.init), with: .fade)
    for move in stage.itemMoves { try table.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
    try table.reloadRows(at: stage.itemUpdates.map(IndexPath.init), with: .fade)
  }
  if case .fellBackToReloadData(let reason) = table.events.last {
    Issue.record("the table had to fall back to reloadData: \(reason)")
  }
  let shown = table.visibleCells.map { $0.text ?? "" }
  #expect(shown == texts(stage.data).flatMap { $0 }, "the table shows what the stage's data holds")
}

@MainActor
func checkOnCollection(_ stage: ChangesetStage<[TestSection]>, before: [TestSection]) throws {
  let source = SectionsSource(before)
  let view = HeadlessCollectionView(visibleItemCapacity: 100_000)
  view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = source
  try view.reloadData()
  source.sections = stage.data
  try view.performBatchUpdates {
    try view.deleteSections(IndexSet(stage.sectionDeletes))
    try view.insertSections(IndexSet(stage.sectionInserts))
    for move in stage.sectionMoves { try view.moveSection(move.from, toSection: move.to) }
    try view.reloadSections(IndexSet(stage.sectionUpdates))
    try view.deleteItems(at: stage.itemDeletes.map(IndexPath.init))
    try view.insertItems(at: stage.itemInserts.map(IndexPath.init))
    for move in stage.itemMoves { try view.moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    try view.reloadItems(at: stage.itemUpdates.map(IndexPath.init))
  }
  let shown = view.visibleCells.map { $0.text ?? "" }
  #expect(shown == texts(stage.data).flatMap { $0 }, "the collection view shows what the stage's data holds")
}

/// Applies a stage's operations to `before` by UIKit's index rules, written independently of the
/// headless views: inserted and updated values are read from the stage's data (as a view asks its
/// data source), every other value is carried over from `before`. Returns nil when the operations do
/// not fit the data.
func applyByUIKitRules(_ stage: ChangesetStage<[TestSection]>, to before: [TestSection]) -> [TestSection]? {
  let after = stage.data
  var sections = [TestSection?](repeating: nil, count: after.count)
  var oldIndex = [Int?](repeating: nil, count: after.count)
  for t in stage.sectionInserts {
    guard t < after.count else { return nil }
    sections[t] = after[t]
  }
  for move in stage.sectionMoves {
    guard move.to < after.count, move.from < before.count, sections[move.to] == nil else { return nil }
    sections[move.to] = before[move.from]
    oldIndex[move.to] = move.from
  }
  let gone = Set(stage.sectionDeletes).union(stage.sectionMoves.map(\.from))
  var slot = 0
  for s in before.indices where !gone.contains(s) {
    while slot < after.count && sections[slot] != nil { slot += 1 }
    guard slot < after.count else { return nil }
    // A reloaded section takes the stage's data, with its elements.
    sections[slot] = stage.sectionUpdates.contains(s) ? after[slot] : before[s]
    oldIndex[slot] = stage.sectionUpdates.contains(s) ? nil : s
  }
  guard sections.allSatisfy({ $0 != nil }) else { return nil }
  var result = sections.map { $0! }

  let deleted = Set(stage.itemDeletes)
  let movedFrom = Set(stage.itemMoves.map(\.from))
  let updated = Set(stage.itemUpdates)
  for t in result.indices {
    guard let o = oldIndex[t] else { continue }
    var items = [TestItem?](repeating: nil, count: after[t].elements.count)
    for path in stage.itemInserts where path.section == t {
      guard path.item < items.count else { return nil }
      items[path.item] = after[t].elements[path.item]
    }
    for move in stage.itemMoves where move.to.section == t {
      guard move.to.item < items.count, items[move.to.item] == nil else { return nil }
      items[move.to.item] = before[move.from.section].elements[move.from.item]
    }
    var slot = 0
    for i in before[o].elements.indices {
      let path = ItemPath(item: i, section: o)
      if deleted.contains(path) || movedFrom.contains(path) { continue }
      while slot < items.count && items[slot] != nil { slot += 1 }
      guard slot < items.count else { return nil }
      items[slot] = updated.contains(path) ? after[t].elements[slot] : before[o].elements[i]
    }
    guard items.allSatisfy({ $0 != nil }) else { return nil }
    result[t] = TestSection(model: after[t].model, elements: items.map { $0! })
  }
  return result
}

/// ``expectValidStages(_:_:_:sourceLocation:)`` for a flat list, shown as the one section of a list.
@MainActor
public func expectValidFlatStages<T: CustomStringConvertible>(
  _ source: [T], _ target: [T], sourceLocation: SourceLocation = #_sourceLocation
) {
  let section = { (items: [T]) in
    [TestSection(model: TestItem("list"), elements: items.map { TestItem($0.description) })]
  }
  expectValidStages(section(source), section(target), sourceLocation: sourceLocation)
}

/// ``expectValidStages(_:_:_:sourceLocation:)`` for flat lists of test items.
@MainActor
public func expectValidFlatStages(
  _ source: [TestItem], _ target: [TestItem], sourceLocation: SourceLocation = #_sourceLocation
) {
  expectValidStages(
    [TestSection(model: TestItem("list"), elements: source)], [TestSection(model: TestItem("list"), elements: target)],
    sourceLocation: sourceLocation)
}
