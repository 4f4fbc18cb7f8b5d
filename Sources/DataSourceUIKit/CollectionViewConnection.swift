// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  @_spi(Extending) import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// The object a `UICollectionView` holds as its data source, delegate and prefetching data
  /// source, on behalf of a ``CollectionViewAdapter``, forwarding every method in one line; what the
  /// data source does not answer goes to the app's own delegate through ``fallbacks``. A
  /// collection view cannot redirect a selection, so a `willSelect` answer naming another item
  /// prevents the selection. Internal, so that UIKit's protocol methods are not the library's API.
  @MainActor
  final class CollectionViewConnection: UIKitConnection, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
  {
    /// The collection view as the data source's `ListView`; it holds the view weakly (the view
    /// keeps the adapter, and through it this object).
    let listView: UIKitListView<UICollectionView>

    /// The collection view served; `nil` once it is gone.
    var collectionView: UICollectionView? { listView.view }

    /// See ``CollectionViewAdapter/fallbackDelegate``.
    var fallbackDelegate: (any UICollectionViewDelegate)? {
      get { fallbacks.delegate as? any UICollectionViewDelegate }
      set {
        fallbacks.delegate = newValue
        fallbackDidChange()
      }
    }

    /// See ``CollectionViewAdapter/fallbackDataSource``.
    var fallbackDataSource: (any UICollectionViewDataSource)? {
      get { fallbacks.dataSource as? any UICollectionViewDataSource }
      set {
        fallbacks.dataSource = newValue
        fallbackDidChange()
      }
    }

    /// Becomes `collectionView`'s data source, delegate and prefetching data source, and makes it
    /// `dataSource`'s `ListView`.
    init(dataSource: DataSource, collectionView: UICollectionView) {
      listView = UIKitListView(collectionView, dataSource: dataSource)
      super.init(dataSource: dataSource)
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      #if !os(tvOS)
        // iOS: rows drag by their descriptors and drops follow the data source's drop rule.
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
      #endif
      dataSource.listView = listView
    }

    private func fallbackDidChange() {
      fallbacks.install(uikitFallbackCalls())
      // UIKit caches which optional methods its delegate implements when the delegate is set.
      guard let collectionView else { return }
      collectionView.delegate = nil
      collectionView.dataSource = nil
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.numberOfSections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      // A collection view raises for any cell it did not dequeue: the placeholder is dequeued too.
      dataSource.uikitCell(at: indexPath, in: listView, placeholder: UICollectionViewCell.self)
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? {
      dataSource.sectionIndexTitlesForView()
    }

    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: dataSource.section(forSectionIndexTitle: title, at: index))
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
      dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
    }

    /// The section descriptor's view for the kind; else, for a header or footer with a title, a list
    /// cell showing it in the grouped list style; else an empty one. UIKit raises unless every element
    /// its layout asks for gets a dequeued view.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let elementKind = SupplementaryKind(rawValue: kind)
      if let view = dataSource.supplementaryView(ofKind: elementKind, inSection: indexPath.section, in: listView)
        as? UICollectionReusableView
      {
        return view
      }
      // UIKit's dequeue returns a view of the registered class or raises, so the cast holds.
      let view =
        dataSource.placeholderSupplementaryView(
          ofKind: elementKind, inSection: indexPath.section, in: listView,
          viewClass: UICollectionViewListCell.self)
        as! UICollectionReusableView
      if let cell = view as? UICollectionViewListCell {
        if let title = dataSource.supplementaryTitle(ofKind: elementKind, inSection: indexPath.section) {
          var content = elementKind == .footer ? UIListContentConfiguration.groupedFooter() : .groupedHeader()
          content.text = title
          cell.contentConfiguration = content
        } else {
          cell.contentConfiguration = nil
        }
      }
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      let kind = SupplementaryKind(rawValue: elementKind)
      dataSource.willDisplaySupplementaryView(view, ofKind: kind, inSection: indexPath.section)
      fallbacks.calls?.willDisplaySupplementary(view, kind, indexPath.section)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      let kind = SupplementaryKind(rawValue: elementKind)
      dataSource.didEndDisplayingSupplementaryView(view, ofKind: kind, inSection: indexPath.section)
      fallbacks.calls?.didEndDisplayingSupplementary(view, kind, indexPath.section)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      if dataSource.answers.didSelectRow(at: indexPath) == .deselect {
        collectionView.deselectItem(at: indexPath, animated: true)
      }
      selectionDidChange?()
    }

    /// Whether the item can be edited (list cells' swipe and editing accessories); iOS and tvOS 14 on.
    @available(iOS 14.0, tvOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
      dataSource.answers.canEditRow(at: indexPath)
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no spring loading.
      func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
      ) -> Bool {
        dataSource.answers.answer(.shouldSpringLoad, at: indexPath) {
          fallbacks.calls?.shouldSpringLoad(indexPath, context) ?? nil
        }
      }

      /// iOS only: tvOS has no multiple-selection pan.
      func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
      ) -> Bool {
        dataSource.answers.answer(.shouldBeginMultipleSelectionInteraction, at: indexPath) {
          fallbacks.calls?.shouldBeginMultipleSelectionInteraction(indexPath) ?? nil
        }
      }
    #endif

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      dataSource.answers.canMoveRow(at: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      dataSource.answers.moveRow(at: sourceIndexPath, to: destinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      dataSource.answers.shouldHighlightRow(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
      dataSource.answers.didHighlightRow(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
      dataSource.answers.didUnhighlightRow(at: indexPath)
    }

    /// Selectable when the row's `willSelect` answer is the row itself: a collection view cannot
    /// select another item instead, so a redirect prevents the selection.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      dataSource.answers.willSelectRow(at: indexPath) == indexPath
    }

    /// Deselectable when the row's `willDeselect` answer is the row itself (a redirect prevents it).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
      dataSource.answers.willDeselectRow(at: indexPath) == indexPath
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
      dataSource.answers.didDeselectRow(at: indexPath)
      selectionDidChange?()
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      dataSource.answers.willDisplay(cell, forRowAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      dataSource.answers.didEndDisplaying(cell, forRowAt: indexPath)
    }

    #if !os(tvOS)
      /// The per-item form, deprecated in iOS 16 but still called there while the plural form is not
      /// implemented, and the only one on iOS 15. iOS only: tvOS does not have this form.
      func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
      ) -> UIContextMenuConfiguration? {
        if let menu = dataSource.answers.contextMenuForRow(at: indexPath) {
          return UIContextMenuConfiguration(menu, identifier: ContextMenuRow(indexPath))
        }
        return fallbacks.calls?.contextMenu(indexPath, point) ?? nil
      }

      /// The form UIKit calls from iOS 16 when the delegate has it (Mac Catalyst and iPad menus on a
      /// multiple selection too). One item gets its row's ``ContextMenu``, as the per-item form gives;
      /// otherwise, or when the row has none, the app's delegate is asked: its plural form, else, for
      /// one item, its per-item form. Several items or none (the space between cells) get no menu of
      /// DataSourceKit's own: a ``ContextMenu`` belongs to one row.
      @available(iOS 16.0, *)
      func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
      ) -> UIContextMenuConfiguration? {
        if indexPaths.count == 1, let menu = dataSource.answers.contextMenuForRow(at: indexPaths[0]) {
          return UIContextMenuConfiguration(menu, identifier: ContextMenuRow(indexPaths[0]))
        }
        if let answer = fallbacks.calls?.contextMenu(forItemsAt: indexPaths, point) { return answer }
        guard indexPaths.count == 1 else { return nil }
        return fallbacks.calls?.contextMenu(indexPaths[0], point) ?? nil
      }

      /// The user tapped the preview of an item's menu: its ``ContextMenu/willPerformPreviewAction``
      /// runs; a menu the app's own delegate made goes back to it. iOS only.
      func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
      ) {
        guard let row = configuration.identifier as? ContextMenuRow else {
          fallbacks.calls?.willPerformPreviewAction(configuration, animator)
          return
        }
        dataSource.answers.contextMenuForRow(at: row.indexPath)?.willPerformPreviewAction?()
      }
    #endif

    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      dataSource.answers.targetIndexPathForMove(from: originalIndexPath, proposed: proposedIndexPath)
    }
  }
#endif
