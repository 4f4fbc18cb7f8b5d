// Drag and drop, written once for every view: UIKit's drag and drop delegates, the headless views
// and the terminal ask these three questions and nothing else.

@_spi(Extending) import DataSourceCore

extension DataSource {
  /// The row's drag item (its ``RowBehavior/dragItem`` answer) as a drop receives it, tagged with
  /// this data source and the row; `nil` when the row does not drag or there is no row there.
  /// - Complexity: O(1), plus the closure that answers.
  package func dragItem(at path: ItemPath) -> ListDrop.Item? {
    guard let item = answer(.dragItem, at: path, path) ?? nil else { return nil }
    return ListDrop.Item(
      representations: item.representations, localObject: item.localObject,
      origin: ListDrop.Origin(dataSource: self, path: path))
  }

  /// The drop ``dropRule`` makes of `items` hovering over `proposed` (`nil`: below the last row):
  /// inserted there (after the last row for `nil`), moved when every item comes from this app, else
  /// copied, as the rule's `propose` changes it. `nil` when there is no rule, the rule does not
  /// accept every item, `propose` refuses, or it lands outside the list (reported).
  /// - Complexity: O(items), plus the rule's closures.
  package func proposedDrop(of items: [ListDrop.Item], at proposed: ItemPath?) -> ListDrop? {
    guard let dropRule, !items.isEmpty, items.allSatisfy(dropRule.accepts) else { return nil }
    let last = displayedSections.indices.last
    let landing = proposed ?? ItemPath(item: last.map { displayedSections[$0].elements.count } ?? 0, section: last ?? 0)
    let operation: ListDrop.Operation = items.allSatisfy { $0.origin != nil } ? .move : .copy
    guard let drop = dropRule.propose(ListDrop(landing: .insert(at: landing), operation: operation, items: items))
    else { return nil }
    guard isValid(drop.landing) else {
      let section = drop.landing.path.section
      report(
        .invalidDropLanding(
          drop.landing, sections: displayedSections.count,
          rowsInSection: displayedSections.indices.contains(section) ? displayedSections[section].elements.count : nil))
      return nil
    }
    return drop
  }

  /// Drops `items` over `proposed`: the rule proposes again and performs what it proposed.
  /// - Returns: the drop performed; `nil` when it was refused (nothing happens then).
  @discardableResult
  package func performDrop(of items: [ListDrop.Item], at proposed: ItemPath?) -> ListDrop? {
    guard let drop = proposedDrop(of: items, at: proposed) else { return nil }
    dropRule?.perform(drop)
    return drop
  }

  /// Whether `landing` is in the list: between rows of an existing section, or onto an existing row.
  private func isValid(_ landing: ListDrop.Landing) -> Bool {
    let path = landing.path
    guard displayedSections.indices.contains(path.section), path.item >= 0 else {
      // An empty list takes an insert at its very start: the rule makes the first section.
      if case .insert(let at) = landing { return displayedSections.isEmpty && at == ItemPath(item: 0, section: 0) }
      return false
    }
    let rows = displayedSections[path.section].elements.count
    return switch landing {
    case .insert: path.item <= rows
    case .onto: path.item < rows
    }
  }
}
