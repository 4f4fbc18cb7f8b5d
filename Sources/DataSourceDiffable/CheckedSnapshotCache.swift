import Foundation

/// A snapshot's checked copy, made on the first look-up that needs it and kept for the next ones:
/// what lets a snapshot with unchecked appends answer look-ups in O(1) amortized without being
/// mutable. Copies of a snapshot share it until one of them is edited (an edit gives the edited
/// copy its own), so it is guarded by a lock: copies may be read on several threads at once.
@usableFromInline
final class CheckedSnapshotCache<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: @unchecked Sendable {
  @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private let lock = NSLock()
  /// The checked copy, once made. Its own cache is `nil`, so the two never keep each other alive.
  private var checked: Snapshot?
  /// Whether a checked copy is kept. Read without the lock only by a snapshot holding the one
  /// reference (which no other thread can read then), so that an append to a snapshot nobody looked
  /// up does not call ``reset()``.
  @usableFromInline private(set) var keepsCopy = false

  @usableFromInline init() {}

  /// The checked copy, if a look-up made it.
  @usableFromInline func checkedIfMade() -> Snapshot? {
    lock.lock()
    defer { lock.unlock() }
    return checked
  }

  /// Keeps `snapshot` as the checked copy, unless another thread kept its own first (the two are
  /// equal), and returns the one kept.
  @usableFromInline func keep(_ snapshot: Snapshot) -> Snapshot {
    lock.lock()
    defer { lock.unlock() }
    if let checked { return checked }
    checked = snapshot
    keepsCopy = true
    return snapshot
  }

  /// Forgets the checked copy: its snapshot was edited. Called only while the snapshot holds the
  /// one reference, so no other thread reads it.
  @usableFromInline func reset() {
    checked = nil
    keepsCopy = false
  }
}
