/// Rows made only when the view asks for them: the seed's `LazySection`.
///
/// Give a count and a way to make the row at an index; a ``DataSource`` asks for a row the first time
/// the view needs it (to show, size or select it) and keeps it until the next
/// ``DataSource/reloadData(animated:completion:)``, which asks the count again and forgets the made rows. Lazy
/// rows are not diffed: an animated reload replaces them (as the seed does), and they cannot be
/// hidden one by one.
///
/// Owned by the section that shows it; used on the main actor.
@MainActor
public final class LazyRows {
  let count: () -> Int
  let make: (Int) -> Row
  var made: [Int: Row] = [:]
  /// How many rows were made since this provider was created.
  public private(set) var createdCount = 0

  /// Creates a provider of `count()` rows, the row at `index` being `row(index)`.
  public init(count: @escaping () -> Int, row: @escaping (Int) -> Row) {
    self.count = count
    self.make = row
  }

  /// The row at `index`, made now if it was not yet.
  /// - Complexity: O(1) amortized, plus one call of the row closure the first time.
  func row(at index: Int) -> Row {
    if let row = made[index] { return row }
    let row = make(index)
    made[index] = row
    createdCount += 1
    return row
  }

  /// Forgets the made rows, so the next requests ask the closure again.
  func forgetRows() { made.removeAll(keepingCapacity: true) }
}

/// What a lazy section shows until its row is needed: which provider and which index.
struct LazyRowPlaceholder {
  let rows: LazyRows
  let index: Int
}

extension Section {
  /// A section whose rows are made on demand by `lazyRows`.
  public init(
    _ identifier: String = "", content: Row? = nil, header: String? = nil, footer: String? = nil,
    lazyRows: LazyRows, isHidden: Bool = false
  ) {
    self.init(identifier, content: content, header: header, footer: footer, rows: [], isHidden: isHidden)
    self.lazyRows = lazyRows
  }
}
