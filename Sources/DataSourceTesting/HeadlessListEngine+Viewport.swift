import DataSourceKit
import Foundation

extension HeadlessListEngine {
  /// Scrolls so the flat row of `path` is at the top, middle or bottom of the screen.
  /// - Throws: ``HeadlessUpdateError/Rule/scrollOutOfRange`` with UIKit's message when `path` is
  ///   not in the view, as UIKit raises `NSRangeException`.
  func scroll(to path: ItemPath, position: HeadlessScrollPosition) throws(HeadlessUpdateError) {
    let counts = rowCounts
    let (element, elements) = kind == .tableView ? ("row", "rows") : ("item", "items")
    guard counts.indices.contains(path.section) else {
      throw HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the \(kind.viewName) to an out-of-bounds section (\(path.section)) when there are only \(counts.count) sections."
      )
    }
    guard (0..<counts[path.section]).contains(path.item) else {
      throw HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the \(kind.viewName) to an out-of-bounds \(element) (\(path.item)) when there are only \(counts[path.section]) \(elements) in section \(path.section)."
      )
    }
    let flat = counts[..<path.section].reduce(0, +) + path.item
    let range = visibleFlatRange
    switch position {
    case .top: topRow = flat
    case .middle: topRow = flat - visibleRowCapacity / 2
    case .bottom: topRow = flat - visibleRowCapacity + 1
    case .none:
      if flat < range.lowerBound {
        topRow = flat
      } else if flat >= range.upperBound {
        topRow = flat - visibleRowCapacity + 1
      }
    }
    topRow = visibleFlatRange.lowerBound
    try layout()
  }

  func select(_ path: ItemPath?, allowsMultiple: Bool) {
    if !allowsMultiple { selected.removeAll() }
    if let path, let token = token(at: path) { selected.insert(token) }
  }

  func deselect(_ path: ItemPath) {
    if let token = token(at: path) { selected.remove(token) }
  }

  var selectedPaths: [ItemPath] { selected.compactMap(path(ofToken:)).sorted() }
}
