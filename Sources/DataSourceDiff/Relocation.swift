/// A pair of positions: where something was in the source and where it is in the target.
///
/// Used for moves (the item was at `from` and is now at `to`) and for updates (the item at `from` in
/// the source has changed content, and is at `to` in the target).
public struct Relocation<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The position in the source.
  public var from: Position
  /// The position in the target.
  public var to: Position

  /// Creates a pair.
  @inlinable
  public init(from: Position, to: Position) {
    self.from = from
    self.to = to
  }
}

extension Relocation: CustomStringConvertible {
  public var description: String { "\(from)→\(to)" }
}
