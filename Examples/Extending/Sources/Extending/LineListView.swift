import DataSourceKit
import Foundation

/// A list view written outside DataSourceKit, on its public view seam (`ListView`) alone: it shows
/// each row as one line of text.
///
/// It keeps its own copy of what it shows and changes it by each batch's operations, as UIKit's
/// views do (deletes, reloads and move sources at positions before the batch; inserts and move
/// destinations after it). Then it compares the result, row by row, with what its data source shows:
/// a batch that leads anywhere else is rejected, recorded in ``failures``, and the view reloads
/// everything, as `ListView` asks of a view that cannot apply a batch. UIKit checks only the counts;
/// this view checks identities too.
@MainActor
public final class LineListView: ListView {
  /// A batch the view could not apply.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The operations of the batch.
    public let batch: ListBatch
    /// What was wrong with it.
    public let reason: String
    public var description: String { "rejected batch (\(reason)): \(batch)" }
  }

  /// The data source the view reads; the view reads it when it reloads and when a batch inserts or
  /// reloads a row.
  public weak var dataSource: DataSource?
  /// Whether the view is on screen; off screen, a data source reloads instead of animating.
  public var isOnScreen = true
  public private(set) var hasLoadedData = false
  /// The batches the view rejected, in order.
  public private(set) var failures: [Failure] = []
  /// How many batches the view performed, and how many times it reloaded everything.
  public private(set) var counts = (batches: 0, reloads: 0)

  /// The cells shown, by section.
  var cells: [[LineCell]] = []
  private var cellTypes: [String: LineCell.Type] = [:]

  /// Creates an empty view.
  public init() {}

  /// The lines shown, by section.
  /// - Complexity: O(rows).
  public var lines: [[String]] { cells.map { $0.map(\.text) } }

  public func reloadAllData() {
    counts.reloads += 1
    hasLoadedData = true
    cells = readAll()
  }

  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    counts.batches += 1
    guard hasLoadedData else { return install() }
    let before = cells
    do {
      try apply(batch, install: install)
    } catch {
      failures.append(error)
      cells = before
      reloadAllData()
    }
  }

  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    cellTypes[reuseIdentifier] = cellClass as? LineCell.Type
  }

  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    guard let type = cellTypes[reuseIdentifier] else { return nil }
    let cell = type.init()
    cell.row = dataSource?.row(at: path)?.diffIdentifier
    return cell
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? {
    cells.indices.contains(path.section) && cells[path.section].indices.contains(path.item)
      ? cells[path.section][path.item] : nil
  }

  public func reconfigureItems(at paths: [ItemPath]) {
    for path in paths where visibleCell(at: path) != nil { cells[path.section][path.item] = cell(at: path) }
  }

  /// Every row the data source shows, as new cells.
  private func readAll() -> [[LineCell]] { (0..<(dataSource?.numberOfSections ?? 0)).map(readSection) }

  /// The rows the data source shows in `section`, as new cells.
  func readSection(_ section: Int) -> [LineCell] {
    (0..<(dataSource?.numberOfRows(inSection: section) ?? 0)).map { cell(at: ItemPath(item: $0, section: section)) }
  }

  /// The data source's cell for `path`, or an empty one when it gave none (it reported why).
  func cell(at path: ItemPath) -> LineCell {
    dataSource?.cell(at: path, in: self) as? LineCell ?? LineCell()
  }
}
