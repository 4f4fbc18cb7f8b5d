// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Answers the data source's fallback questions from the app's UIKit delegate and data source,
  /// through ``UIKitFallbackCalls``, for tables and collection views alike: a method they do not
  /// implement gives no answer, so the lookup goes on to the default. Swipe actions and context menus
  /// are UIKit objects with no platform-neutral form, so the connections ask the calls for those.
  ///
  /// Rules that are easy to get wrong, and so are tested on Linux against the stand-in:
  /// - a delegate that implements `willSelectRowAt`/`willDeselectRowAt` and returns `nil` prevents the
  ///   (de)selection; one that does not implement them gives no answer. A returned path that is not a
  ///   two-index path prevents it too, as UIKit ignores such a path;
  /// - an implemented `titleForDeleteConfirmationButtonForRowAt` that returns `nil` gives no answer;
  /// - a delegate that implements `didSelectRowAt` deselects by itself if it wants to, so the adapter
  ///   keeps the selection.
  @MainActor
  final class UIKitFallbackBridge: DataSourceFallback {
    let calls: any UIKitFallbackCalls

    init(calls: any UIKitFallbackCalls) { self.calls = calls }

    func height(for row: Row, at path: ItemPath) -> Double? { calls.height(IndexPath(path)).map { Double($0) } }

    func estimatedHeight(for row: Row, at path: ItemPath) -> Double? {
      calls.estimatedHeight(IndexPath(path)).map { Double($0) }
    }

    func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult? {
      calls.didSelect(IndexPath(path)) ? .keepSelected : nil
    }

    func shouldHighlight(_ row: Row, at path: ItemPath) -> Bool? { calls.shouldHighlight(IndexPath(path)) }

    func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath) { calls.willDisplay(cell, IndexPath(path)) }

    func didEndDisplaying(_ row: Row, cell: AnyObject, at path: ItemPath) {
      calls.didEndDisplaying(cell, IndexPath(path))
    }

    func canEdit(_ row: Row, at path: ItemPath) -> Bool? { calls.canEdit(IndexPath(path)) }

    func editingStyle(for row: Row, at path: ItemPath) -> EditingStyle? {
      calls.editingStyle(IndexPath(path)).map { EditingStyle($0) }
    }

    func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) {
      calls.commit(UITableViewCell.EditingStyle(style), IndexPath(path))
    }

    func canMove(_ row: Row, at path: ItemPath) -> Bool? { calls.canMove(IndexPath(path)) }

    func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath) {
      calls.move(IndexPath(source), IndexPath(destination))
    }

    func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      calls.willSelect(IndexPath(path)).map { $0.flatMap { ItemPath($0) } }
    }

    func willDeselect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      calls.willDeselect(IndexPath(path)).map { $0.flatMap { ItemPath($0) } }
    }

    func didDeselect(_ row: Row, at path: ItemPath) { calls.didDeselect(IndexPath(path)) }

    func didHighlight(_ row: Row, at path: ItemPath) { calls.didHighlight(IndexPath(path)) }

    func didUnhighlight(_ row: Row, at path: ItemPath) { calls.didUnhighlight(IndexPath(path)) }

    func titleForDeleteConfirmationButton(for row: Row, at path: ItemPath) -> String? {
      calls.titleForDeleteConfirmationButton(IndexPath(path)) ?? nil
    }

    func indentationLevel(for row: Row, at path: ItemPath) -> Int? { calls.indentationLevel(IndexPath(path)) }

    func shouldIndentWhileEditing(_ row: Row, at path: ItemPath) -> Bool? {
      calls.shouldIndentWhileEditing(IndexPath(path))
    }

    func targetIndexPathForMove(of row: Row, from source: ItemPath, proposed: ItemPath) -> ItemPath? {
      calls.targetIndexPathForMove(IndexPath(source), IndexPath(proposed)).flatMap { ItemPath($0) }
    }
  }
#endif
