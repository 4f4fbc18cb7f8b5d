import Foundation

/// A batch update, a reload or a dequeue that UIKit would reject with an exception.
///
/// Swift cannot raise `NSInternalInconsistencyException`, so the headless views throw this error
/// instead. ``message`` is UIKit's own text for the failure, as far as it is known (see
/// <doc:UIKitBatchRules>), with index paths printed as UIKit prints them but without the object
/// address: `{length = 2, path = 0 - 3}`. UIKit's newer " Table view: <description>" suffix is left out.
/// Where UIKit's text is not known, the message is DataSourceKit's own and ``rule`` says so.
///
/// When a headless view throws, it is left exactly as it was before the failed batch: the row model,
/// the cells and the log are unchanged, and the batch is discarded.
public struct HeadlessUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of failure, named after the rule of <doc:UIKitBatchRules> it enforces.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// Rule 6: the section count after the batch does not add up.
    case invalidNumberOfSections
    /// Rule 7: the row (item) count of a surviving section does not add up.
    case invalidNumberOfRows
    /// Rule 8: a deleted or reloaded section or row does not exist before the update.
    case deleteOutOfRange
    /// Rule 9: an inserted section or row does not exist after the update.
    case insertOutOfRange
    /// Rule 10: a move's source does not exist before, or its destination after, the update.
    case moveOutOfRange
    /// Rule 11: the same index path (or section) is deleted and reloaded.
    case deleteAndReload
    /// Rules 12 and 17: the same index path (or section) is deleted, or reloaded, and moved from.
    case deleteAndMove
    /// Rule 13: the same index path (or section) is inserted and moved to.
    case insertAndMove
    /// Rule 14: one source moved to two destinations, or two sources moved to one destination.
    case conflictingMoves
    /// Rule 16 (collection view only): an item moved out of a deleted or reloaded section, or into an
    /// inserted or reloaded one. A table view recovers with `reloadData` instead.
    case moveAcrossReplacedSection
    /// Rule 18 (collection view only): the same index path deleted twice in one batch. The message is
    /// DataSourceKit's: UIKit corrupts memory instead of raising.
    case duplicateDelete
    /// Rule 24 (collection view only): a moved section also has item operations in the same batch.
    /// The message is DataSourceKit's: UIKit corrupts its layout instead of raising.
    case movedSectionWithItemUpdates
    /// Rule 24 (collection view only): item reloads in a batch that also moves items or sections.
    /// The message is DataSourceKit's.
    case reloadWithMoves
    /// Rules 22 and 25: a dequeue for a reuse identifier (of a supplementary kind) with nothing
    /// registered.
    case unregisteredReuseIdentifier
    /// Rule 25: a supplementary view the data source returned that is `nil` or was not dequeued for
    /// its kind during the call.
    case invalidSupplementaryView
    /// `reconfigureRows(at:)` or `reconfigureItems(at:)` on a path that does not exist, or a data
    /// source that returned another cell for a reconfigured one. The message is DataSourceKit's.
    case invalidReconfigure
    /// An index path without exactly two indexes (UIKit raises `NSInvalidArgumentException`).
    case invalidIndexPath
    /// `endUpdates()` without a matching `beginUpdates()`. The message is DataSourceKit's.
    case unbalancedEndUpdates
    /// A scroll to a section or row that is not in the view (UIKit raises `NSRangeException`).
    case scrollOutOfRange
    /// Rule 24: a collection view's data source returned a cell it did not dequeue from the view
    /// during the call.
    case undequeuedCell
    /// The data source had no cell for a row the view asked for: a diffable cell provider returned
    /// `nil`, the row's model type has no descriptor, or the view asked for a row the data source does
    /// not show. UIKit raises (a table "failed to obtain a cell from its dataSource"). The message is
    /// DataSourceKit's.
    case missingCell
    /// A snapshot applied to a diffable data source recorded an operation UIKit's snapshot raises an
    /// exception for (an identifier appended twice, an item or section that is not in it). The
    /// message is DataSourceKit's.
    case invalidSnapshot
  }

  /// Which rule was broken.
  public let rule: Rule
  /// UIKit's message for the failure (or DataSourceKit's where ``rule`` says UIKit has none).
  public let message: String

  /// Creates an error; the headless views are the only callers outside tests.
  public init(_ rule: Rule, _ message: String) {
    self.rule = rule
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension HeadlessUpdateError: LocalizedError {
  /// The message, so that `localizedDescription` shows UIKit's text.
  public var errorDescription: String? { message }
}

/// UIKit prints an `NSIndexPath` as `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`. The headless
/// views print the part after the address, which is the same on every run.
func uikitDescription(_ path: ItemPath) -> String {
  "{length = 2, path = \(path.section) - \(path.item)}"
}
