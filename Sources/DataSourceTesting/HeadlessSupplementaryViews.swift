import Foundation

/// A headless collection view's supplementary views: registrations, the reuse queue, and the views
/// shown, by section token and kind, so that they follow their section through moves (rule 25 of
/// <doc:UIKitBatchRules>).
@MainActor
final class HeadlessSupplementaryViews {
  struct Key: Hashable {
    let section: Int
    let kind: String
  }

  /// The kinds the layout places in every section, in order.
  var kinds: [String] = []
  var registered: [Key.Registration: HeadlessCollectionReusableView.Type] = [:]
  private var queue: [Key.Registration: [HeadlessCollectionReusableView]] = [:]
  /// The views on screen by section token and kind, with the path they were last shown at.
  private(set) var shown: [Key: (view: HeadlessCollectionReusableView, path: IndexPath)] = [:]
  /// Views dequeued during the current data-source call.
  private var dequeuedInCall: Set<ObjectIdentifier> = []
  private var dequeueFailure: HeadlessUpdateError?

  /// A queued view (after `prepareForReuse()`) or a new view of the registered class. With nothing
  /// registered, the call in progress fails with UIKit's text, and a placeholder is returned.
  func dequeue(kind: String, identifier: String) -> HeadlessCollectionReusableView {
    let key = Key.Registration(kind: kind, identifier: identifier)
    let view: HeadlessCollectionReusableView
    if let queued = queue[key]?.popLast() {
      queued.reuseCount += 1
      queued.prepareForReuse()
      view = queued
    } else if let type = registered[key] {
      view = type.init(reuseIdentifier: identifier)
    } else {
      if dequeueFailure == nil {
        dequeueFailure = HeadlessUpdateError(
          .unregisteredReuseIdentifier,
          "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
      }
      return HeadlessCollectionReusableView(reuseIdentifier: identifier)
    }
    view.elementKind = kind
    dequeuedInCall.insert(ObjectIdentifier(view))
    return view
  }

  /// Shows the supplementary views of the sections on screen, asking `viewFor` for the ones without,
  /// and queues the views of sections that left the screen or the view. All or nothing: on failure
  /// the views shown and queued are as before.
  func layout(
    sectionTokens: [Int], onScreen: [Int],
    viewFor: (String, IndexPath) -> HeadlessCollectionReusableView?,
    willDisplay: (HeadlessCollectionReusableView, String, IndexPath) -> Void,
    didEndDisplaying: (HeadlessCollectionReusableView, String, IndexPath) -> Void
  ) throws(HeadlessUpdateError) {
    let saved = (shown, queue)
    var wanted: [Key: IndexPath] = [:]
    for section in onScreen {
      for kind in kinds {
        wanted[Key(section: sectionTokens[section], kind: kind)] = IndexPath(item: 0, section: section)
      }
    }
    // Views that leave are queued first, so that the sections arriving can reuse them (as scrolling
    // does).
    var leaving: [(HeadlessCollectionReusableView, String, IndexPath)] = []
    for (key, entry) in shown where wanted[key] == nil {
      shown[key] = nil
      enqueue(entry.view)
      leaving.append((entry.view, key.kind, entry.path))
    }
    var arriving: [(HeadlessCollectionReusableView, String, IndexPath)] = []
    for section in onScreen {
      for kind in kinds {
        let key = Key(section: sectionTokens[section], kind: kind)
        let path = IndexPath(item: 0, section: section)
        if let entry = shown[key] {
          shown[key] = (entry.view, path)
          continue
        }
        dequeuedInCall = []
        dequeueFailure = nil
        let view = viewFor(kind, path)
        if let failure = dequeueFailure {
          (shown, queue) = saved
          throw failure
        }
        guard let view, dequeuedInCall.contains(ObjectIdentifier(view)), view.elementKind == kind else {
          (shown, queue) = saved
          throw HeadlessUpdateError(
            .invalidSupplementaryView,
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),<NSIndexPath> \(uikitDescription(ItemPath(item: 0, section: section)))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(view.map { String(describing: type(of: $0)) } ?? "(null)"))"
          )
        }
        shown[key] = (view, path)
        arriving.append((view, kind, path))
      }
    }
    for (view, kind, path) in leaving { didEndDisplaying(view, kind, path) }
    for (view, kind, path) in arriving { willDisplay(view, kind, path) }
  }

  /// The view shown for `kind` in the section with `token`.
  func view(kind: String, sectionToken token: Int) -> HeadlessCollectionReusableView? {
    shown[Key(section: token, kind: kind)]?.view
  }

  /// Views waiting in the reuse queue for a kind and identifier.
  func queuedCount(kind: String, identifier: String) -> Int {
    queue[Key.Registration(kind: kind, identifier: identifier)]?.count ?? 0
  }

  private func enqueue(_ view: HeadlessCollectionReusableView) {
    guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
    queue[Key.Registration(kind: kind, identifier: identifier), default: []].append(view)
  }
}

extension HeadlessSupplementaryViews.Key {
  /// A registration's key: a kind and a reuse identifier.
  struct Registration: Hashable {
    let kind: String
    let identifier: String
  }
}
