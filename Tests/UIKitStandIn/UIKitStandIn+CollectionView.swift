// The collection-view part of the UIKit stand-in; the rules of UIKitStandIn.swift apply.
import Foundation

// MARK: - Collection views

/// A list layout's configuration (iOS 14): the swipe-action providers and the header and footer
/// modes are modelled.
public struct UICollectionLayoutListConfiguration {
  public enum Appearance { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Int, Sendable { case none, supplementary }
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  public init(appearance: Appearance) {}
}

@MainActor
open class UICollectionReusableView: UIView {}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// iOS 14.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// iOS 15, tvOS 15.
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
    Void
  /// iOS 15, tvOS 15.
  open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
  /// iOS 14, tvOS 14.
  open func setNeedsUpdateConfiguration() {}
}

/// iOS 14, tvOS 14: the state a cell is styled by (its view's states, and the cell's own).
public struct UICellConfigurationState {
  public var isDisabled: Bool
  public var isHighlighted: Bool
  public var isSelected: Bool
  public var isFocused: Bool
  public var isEditing: Bool
  public var isExpanded: Bool
  public var isSwiped: Bool
}

/// iOS 14.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}

/// iOS 14; only the requirement-free shape is modelled.
@MainActor
public protocol UIContentConfiguration {}

/// iOS 14: the content of a list cell, header or footer.
public struct UIListContentConfiguration: UIContentConfiguration {
  public struct TextProperties: Sendable {
    public var numberOfLines = 0
  }
  public var text: String?
  public var textProperties = TextProperties()
  public var secondaryText: String?
  public var image: UIImage?
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// The object that says how a layout's cached attributes went stale. The stand-in remembers the
/// items it was given, so tests can check what was invalidated.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}

@MainActor
open class UICollectionViewLayout: NSObject {
  /// The contexts the layout was invalidated with (the stand-in's record).
  public private(set) var standInInvalidations: [UICollectionViewLayoutInvalidationContext] = []
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    standInInvalidations.append(context)
  }
}

/// iOS 13; only the list form (iOS 14) is modelled.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  { UICollectionViewCompositionalLayout() }
}

@MainActor
open class UICollectionView: UIScrollView {
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.init(frame: frame)
    collectionViewLayout = layout
  }
  open var collectionViewLayout = UICollectionViewLayout()
  open var backgroundView: UIView?
  weak open var dataSource: (any UICollectionViewDataSource)?
  weak open var delegate: (any UICollectionViewDelegate)?
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  weak open var dragDelegate: (any UICollectionViewDragDelegate)?
  weak open var dropDelegate: (any UICollectionViewDropDelegate)?
  open var dragInteractionEnabled = false

  /// The number of sections and items the view shows (Apple documents both on UICollectionView).
  open var numberOfSections: Int { 0 }
  open func numberOfItems(inSection section: Int) -> Int { 0 }

  open func reloadData() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet) {}
  open func deleteSections(_ sections: IndexSet) {}
  open func reloadSections(_ sections: IndexSet) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertItems(at indexPaths: [IndexPath]) {}
  open func deleteItems(at indexPaths: [IndexPath]) {}
  open func reloadItems(at indexPaths: [IndexPath]) {}
  @available(iOS 15.0, *) open func reconfigureItems(at indexPaths: [IndexPath]) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError("UIKitStandIn only type-checks code")
  }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {}
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    fatalError("UIKitStandIn only type-checks code")
  }
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /* optional */ func numberOfSections(in collectionView: UICollectionView) -> Int
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /* optional */ func indexTitles(for collectionView: UICollectionView) -> [String]?
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
  /* optional */ func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    fatalError("UIKitStandIn only type-checks code")
  }
  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(indexes: [index, 0]) }
}

@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /* optional */ func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /* optional */ func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  /* optional */ func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /* optional */ func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /* optional */ func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /* optional */ func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /* optional */ func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Deprecated in iOS 16 (for the plural `contextMenuConfigurationForItemsAt`), still called when
  /// that is not implemented; available from iOS 13.
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /* optional, iOS 13, not tvOS */ func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// iOS 14 and tvOS 14 on.
  /* optional */ func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
  /// iOS 11 on; not on tvOS.
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool
  /// iOS 13 on; not on tvOS.
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// iOS 15 and later; its iOS 9 predecessor `targetIndexPathForMoveFromItemAt` is deprecated in iOS 15.
  /* optional */ func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
  public func collectionView(
    _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  public func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
