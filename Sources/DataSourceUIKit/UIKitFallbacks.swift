// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  @_spi(Extending) import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// The app's own UIKit delegate and data source behind one connection (table or collection view),
  /// and the one route to them: ``calls``. The row behaviours reach them as the data source's
  /// fallback step, through a ``UIKitFallbackBridge`` kept here (the data source holds its fallback
  /// weakly); answers that are UIKit objects (swipe actions, menus) the connection asks ``calls`` for
  /// directly; and on Apple platforms the Objective-C runtime forwards the methods no connection
  /// implements (scroll-view and layout callbacks) to the objects themselves.
  @MainActor
  final class UIKitFallbacks {
    /// The app's delegate; held weakly, as UIKit holds a delegate.
    weak var delegate: (any NSObjectProtocol)?
    /// The app's data source; held weakly.
    weak var dataSource: (any NSObjectProtocol)?
    /// The calls into ``delegate`` and ``dataSource``; `nil` when neither is set.
    private(set) var calls: (any UIKitFallbackCalls)?
    /// The bridge installed in the data source, kept alive here.
    private var bridge: UIKitFallbackBridge?
    private weak var owner: DataSource?

    init(for owner: DataSource) { self.owner = owner }

    /// Asks the app's objects through `calls` from now on: the bridge over them becomes the data
    /// source's fallback step, unless the data source has a fallback of its own (a diffable data
    /// source's is the exception: it answers its overridable methods and hands every other question
    /// to the bridge). With `calls == nil` (no UIKit fallback set), removes the bridge installed
    /// before.
    func install(_ calls: (any UIKitFallbackCalls)?) {
      self.calls = calls
      guard let owner else { return }
      if let bridge, owner.fallback === bridge { owner.fallback = nil }
      // A diffable data source's fallback answers its own methods and hands the rest on.
      let diffable = owner.fallback as? DiffableOverridesFallback
      if let diffable, diffable.next === bridge { diffable.next = nil }
      guard let calls, owner.fallback == nil || diffable != nil else {
        bridge = nil
        return
      }
      let bridge = UIKitFallbackBridge(calls: calls)
      self.bridge = bridge
      if let diffable { diffable.next = bridge } else { owner.fallback = bridge }
    }
  }
#endif
