import Foundation

/// Frees large values off the main actor. An update's plan holds its staged sections and the
/// sections shown before, each with a retained row per item: releasing them is O(*n*) work that the
/// main actor, once the update is performed, has no need to do.
package enum BackgroundRelease {
  /// Takes `value` out of the caller's variable and frees it on a background queue, unless
  /// something else still holds it. The value passes through a box that the queue empties, so the
  /// last reference is dropped there whichever thread runs first.
  /// - Complexity: O(1) on the caller's thread.
  package static func release<Value: Sendable>(_ value: inout Value?) {
    guard value != nil else { return }
    let box = Box(value)
    value = nil
    DispatchQueue.global(qos: .utility).async { box.empty() }
  }

  /// Holds a value until a background queue empties it. Filled before the hop, emptied after it.
  private final class Box<Held>: @unchecked Sendable {
    private var held: Held?
    init(_ held: Held?) { self.held = held }
    func empty() { held = nil }
  }
}
