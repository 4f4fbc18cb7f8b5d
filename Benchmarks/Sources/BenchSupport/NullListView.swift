import DataSourceKit
import Foundation

/// A list view that only installs data, so that what a bench measures is the data source's own
/// cost. It counts its reloads and batches, and gives its one ``NullCell`` to every dequeue.
@MainActor public final class NullListView: ListView {
  public var isOnScreen: Bool { true }
  public var hasLoadedData: Bool { true }
  /// How many times everything was reloaded.
  public private(set) var reloads = 0
  /// How many batches were performed.
  public private(set) var batches = 0
  private let cell = NullCell()

  public init() {}
  public func reloadAllData() { reloads += 1 }
  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    batches += 1
    install()
  }
  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {}
  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? { cell }
  public func visibleCell(at path: ItemPath) -> AnyObject? { nil }
}

/// The cell a ``NullListView`` dequeues: a descriptor's cell class, for benches that make cells.
public final class NullCell {}
