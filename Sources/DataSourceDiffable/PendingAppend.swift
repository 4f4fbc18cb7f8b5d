/// Items appended to a snapshot and not checked yet: the last `count` items appended to the section
/// at `section` by one or more consecutive appends (see `DiffableDataSourceSnapshot.appends`).
@usableFromInline
struct PendingAppend: Sendable, Equatable {
  /// The index of the section appended to.
  @usableFromInline var section: Int
  /// How many items were appended.
  @usableFromInline var count: Int

  @usableFromInline
  init(section: Int, count: Int) {
    self.section = section
    self.count = count
  }
}
