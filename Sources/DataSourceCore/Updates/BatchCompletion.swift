/// Calls a completion once every batch of one update has finished showing: each batch enters before
/// it is performed and leaves from its view's completion, and the update itself holds one entry that
/// it leaves when it has performed them all.
@MainActor
package final class BatchCompletion {
  private var pending = 1
  private var completion: (@MainActor () -> Void)?

  init(_ completion: (@MainActor () -> Void)?) { self.completion = completion }

  /// A batch is about to be performed.
  func enter() { pending += 1 }

  /// A batch finished, or the update performed its last one; the completion runs when none is left.
  func leave() {
    pending -= 1
    guard pending == 0, let completion else { return }
    self.completion = nil
    completion()
  }
}
