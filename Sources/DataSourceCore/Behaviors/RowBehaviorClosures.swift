/// The closures a descriptor or a data source gives for row behaviours, one slot per
/// ``RowBehavior``, with the model type already erased: each takes the ``Row``.
///
/// A slot holds a ``RowBehaviorBody`` of exactly its behaviour's input and output, because only
/// the behaviour's own subscript writes it; reading it back is a checked-in-debug downcast.
@MainActor
struct RowBehaviorClosures {
  private var slots: [AnyObject?] = []

  subscript<Input, Output>(_ behavior: RowBehavior<Input, Output>) -> ((Row, Input) -> Output)? {
    get {
      guard behavior.slot < slots.count, let body = slots[behavior.slot] else { return nil }
      return unsafeDowncast(body, to: RowBehaviorBody<Input, Output>.self).body
    }
    set {
      if behavior.slot >= slots.count {
        guard newValue != nil else { return }
        slots += [AnyObject?](repeating: nil, count: behavior.slot + 1 - slots.count)
      }
      slots[behavior.slot] = newValue.map { RowBehaviorBody($0) }
    }
  }
}

/// One behaviour's closure, boxed so that slots of different types share one array.
@MainActor
final class RowBehaviorBody<Input, Output> {
  let body: (Row, Input) -> Output
  init(_ body: @escaping (Row, Input) -> Output) { self.body = body }
}
