import DataSourceDiff

/// The floor every diff is compared with: a dictionary of the source identities, one lookup per
/// target element, and a content compare. No diff can do less and still find updates.
/// - Returns: the number of changed elements, so the work cannot be optimised away.
@inlinable @inline(never)
public func floorPass<Section: DiffableSection>(source: [Section], target: [Section]) -> Int {
  var total = 0
  for section in source { total += section.elements.count }
  var table = [Section.Element.DiffIdentifier: ItemPath](minimumCapacity: total)
  for (s, section) in source.enumerated() {
    for (i, element) in section.elements.enumerated() { table[element.diffIdentifier] = ItemPath(item: i, section: s) }
  }
  var changed = 0
  for section in target {
    for element in section.elements {
      if let p = table[element.diffIdentifier] {
        if !source[p.section].elements[p.item].isContentEqual(to: element) { changed += 1 }
      } else {
        changed += 1
      }
    }
  }
  return changed
}

/// DataSourceKit's diff: flat for one section, sectioned otherwise. Returns the moves emitted.
@inlinable @inline(never)
public func dataSourceKitDiff<Section: DiffableSection>(source: [Section], target: [Section]) -> Int {
  if source.count == 1 && target.count == 1 {
    return FlatChangeset(source: source[0].elements, target: target[0].elements).moves.count
  }
  return SectionedChangeset(source: source, target: target).moveCount
}

/// DataSourceKit's diff and staging (what an updater runs). Returns the number of stages.
@inlinable @inline(never)
public func dataSourceKitStaged<Section: DiffableSection>(source: [Section], target: [Section]) -> Int {
  StagedChangeset(source: source, target: target).stages.count
}

/// The standard library's `difference(from:).inferringMoves()` on the element identities, flattened.
/// Returns the moves it reports.
@inlinable @inline(never)
public func standardLibraryDiff<Section: DiffableSection>(source: [Section], target: [Section]) -> Int {
  let old = source.flatMap { $0.elements.map(\.diffIdentifier) }
  let new = target.flatMap { $0.elements.map(\.diffIdentifier) }
  let difference = new.difference(from: old).inferringMoves()
  var moves = 0
  for change in difference {
    if case .insert(_, _, let associated) = change, associated != nil { moves += 1 }
  }
  return moves
}

/// The minimal number of moves, computed independently of DataSourceDiff for inputs with unique
/// identities: (sections − their longest increasing run) + elements changing section + per section
/// (staying elements − their longest increasing run).
public func referenceMinimalMoves<Section: DiffableSection>(source: [Section], target: [Section]) -> Int
where Section.Model.DiffIdentifier: Hashable {
  var sectionIndex: [Section.Model.DiffIdentifier: Int] = [:]
  for (s, section) in source.enumerated() { sectionIndex[section.model.diffIdentifier] = s }
  let pairedSections = target.compactMap { sectionIndex[$0.model.diffIdentifier] }
  var moves = pairedSections.count - lisLength(pairedSections)
  var home: [Section.Element.DiffIdentifier: (section: Int, item: Int)] = [:]
  for (s, section) in source.enumerated() {
    for (i, element) in section.elements.enumerated() { home[element.diffIdentifier] = (s, i) }
  }
  for section in target {
    guard let s = sectionIndex[section.model.diffIdentifier] else { continue }
    var staying: [Int] = []
    for element in section.elements {
      guard let from = home[element.diffIdentifier] else { continue }
      if from.section == s { staying.append(from.item) } else { moves += 1 }
    }
    moves += staying.count - lisLength(staying)
  }
  return moves
}

/// Length of a longest strictly increasing subsequence (patience sorting, lengths only).
func lisLength(_ values: [Int]) -> Int {
  var piles: [Int] = []
  for value in values {
    var low = 0
    var high = piles.count
    while low < high {
      let mid = (low + high) / 2
      if piles[mid] < value { low = mid + 1 } else { high = mid }
    }
    if low == piles.count { piles.append(value) } else { piles[low] = value }
  }
  return piles.count
}
