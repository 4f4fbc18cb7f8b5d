import Foundation

/// A snapshot's checked appends (``CheckedAppends``), made on the first look-up that needs them and
/// kept for the next ones: what lets a snapshot with unchecked appends answer look-ups in O(1)
/// amortized without being mutable. Copies of a snapshot share it until one of them is edited (an
/// edit gives the edited copy its own), so it is guarded by a lock: copies may be read on several
/// threads at once.
@usableFromInline
final class CheckedAppendsCache<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: @unchecked Sendable {
  @usableFromInline typealias Checked = CheckedAppends<SectionIdentifierType, ItemIdentifierType>
  @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// Checks a snapshot's appends beside it, and merges a check into a snapshot. Made where the
  /// snapshot was appended to (inlinable code, specialized for the app's identifier types), so that
  /// the data source's generic code, which is not specialized, checks and merges at the app's
  /// speed, not through generic witness tables (about 1,300 instructions per item, measured).
  @usableFromInline let make: (Snapshot) -> Checked
  @usableFromInline let merge: (inout Snapshot, Checked) -> Void

  private let lock = NSLock()
  /// The checked appends, once made.
  private var checked: Checked?
  /// Whether checked appends are kept. Read without the lock only by a snapshot holding the one
  /// reference (which no other thread can read then), so that an append to a snapshot nobody looked
  /// up takes no lock.
  @usableFromInline private(set) var keepsCheck = false

  @usableFromInline init(
    make: @escaping (Snapshot) -> Checked, merge: @escaping (inout Snapshot, Checked) -> Void
  ) {
    self.make = make
    self.merge = merge
  }

  /// The checked appends, if a look-up made them.
  @usableFromInline func checkedIfMade() -> Checked? {
    lock.lock()
    defer { lock.unlock() }
    return checked
  }

  /// Keeps `made`, unless another thread kept its own first (the two are equal), and returns the
  /// one kept.
  @usableFromInline func keep(_ made: Checked) -> Checked {
    lock.lock()
    defer { lock.unlock() }
    if let checked { return checked }
    checked = made
    keepsCheck = true
    return made
  }
}
