// The collection-view part of the UIKit stand-in; the rules of UIKitStandIn.swift apply.
internal import DataSourceCore
package import DataSourceTesting
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
open class UICollectionReusableView: UIView {
  /// `required` here, not in UIKit: UIKit makes a registered class's views through the Objective-C
  /// runtime, which Swift on Linux has not (see `UITableViewCell.init(style:reuseIdentifier:)`).
  public required override init(frame: CGRect) { super.init(frame: frame) }
  /// The identifier the view was registered and dequeued with.
  open internal(set) var reuseIdentifier: String?
  /// Called before the collection view hands the view out again from its reuse queue.
  open func prepareForReuse() {}
  /// How many times the collection view handed this view out again (the stand-in's record).
  public internal(set) var standInReuseCount = 0
  func standInPrepareForReuse() {
    standInReuseCount += 1
    prepareForReuse()
  }
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// iOS 14.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// iOS 15, tvOS 15.
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) ->
    Void
  /// iOS 15, tvOS 15. Run before the cell shows and whenever its state changes, or after
  /// `setNeedsUpdateConfiguration()`.
  open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
  /// iOS 14, tvOS 14: runs the handler again with the cell's current state.
  open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self, configurationState) }
  /// The state the cell is styled by, as its view last set it.
  open internal(set) var configurationState = UICellConfigurationState()
}

/// iOS 8, tvOS 9: a view's traits (size classes, appearance…); none is modelled.
open class UITraitCollection: NSObject {}

/// iOS 14, tvOS 14: the state a cell is styled by (its view's states, and the cell's own).
public struct UICellConfigurationState {
  /// iOS 14 (UIConfigurationState): a state with `traitCollection` and every flag off.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  /// The stand-in's views make states without traits; UIKit's type has no such initializer.
  package init() { traitCollection = UITraitCollection() }
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
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
  {
    let layout = UICollectionViewCompositionalLayout()
    layout.standInListConfiguration = configuration
    return layout
  }
  /// The list configuration the layout was made with (the stand-in's record), if any.
  public internal(set) var standInListConfiguration: UICollectionLayoutListConfiguration?
}

@MainActor
open class UICollectionView: UIScrollView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    connectList()
  }
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.init(frame: frame)
    collectionViewLayout = layout
  }
  open var collectionViewLayout = UICollectionViewLayout()
  /// The kinds of the section header and footer supplementary views (UIKit's constants).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The supplementary views on screen after the last layout, by kind and section (the stand-in's
  /// record).
  public var standInSupplementaryViews: [String: [Int: UICollectionReusableView]] {
    let tokens = list.engine.sectionTokens
    return supplementaryViewsByToken.mapValues { views in
      Dictionary(
        uniqueKeysWithValues: tokens.enumerated().compactMap { section, token in views[token].map { (section, $0) } })
    }
  }
  /// The supplementary views on screen, by kind and section token: a section keeps its views while
  /// its token lives (through moves), as UIKit keeps them until the section is reloaded or replaced.
  private var supplementaryViewsByToken: [String: [Int: UICollectionReusableView]] = [:]
  /// The index of each section token at the last layout.
  private var supplementarySectionOfToken: [Int: Int] = [:]
  open var backgroundView: UIView?
  weak open var dataSource: (any UICollectionViewDataSource)?
  weak open var delegate: (any UICollectionViewDelegate)?
  weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  weak open var dragDelegate: (any UICollectionViewDragDelegate)?
  weak open var dropDelegate: (any UICollectionViewDropDelegate)?
  open var dragInteractionEnabled = false
  open var allowsMultipleSelection = false

  /// The items, cells and rules behind this view (StandInList.swift).
  let list = StandInList(kind: .collectionView)

  /// The number of sections and items the view shows: its own counts, as of its last load or batch
  /// (a view that never loaded asks its data source first).
  open var numberOfSections: Int { list.counts.count }
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = list.counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Asks the data source for every count again and gives the items on screen new cells.
  open func reloadData() { list.reloadData() }
  /// Runs `updates` as one batch and checks it by UIKit's rules when the block ends (stricter than a
  /// table's: no reload of an item that also moves, no move out of a deleted section). A batch UIKit
  /// rejects fails the running test.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    list.performBatchUpdates(updates, completion: completion)
  }
  open func insertSections(_ sections: IndexSet) { list.record { $0.sectionInserts += sections } }
  open func deleteSections(_ sections: IndexSet) { list.record { $0.sectionDeletes += sections } }
  open func reloadSections(_ sections: IndexSet) { list.record { $0.sectionReloads += sections } }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    list.record { $0.sectionMoves.append(Relocation(from: section, to: newSection)) }
  }
  open func insertItems(at indexPaths: [IndexPath]) { list.record(indexPaths) { $1.itemInserts += $0 } }
  open func deleteItems(at indexPaths: [IndexPath]) { list.record(indexPaths) { $1.itemDeletes += $0 } }
  open func reloadItems(at indexPaths: [IndexPath]) { list.record(indexPaths) { $1.itemReloads += $0 } }
  /// Configures the items again in their own cells: the data source's dequeue returns the existing cell.
  @available(iOS 15.0, *) open func reconfigureItems(at indexPaths: [IndexPath]) {
    list.record(indexPaths) { $1.itemReconfigures += $0 }
  }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    list.record([indexPath, newIndexPath]) { $1.itemMoves.append(Relocation(from: $0[0], to: $0[1])) }
  }
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    list.register(cellClass, forIdentifier: identifier)
  }
  /// A nib's cell is a `UICollectionViewCell` here (the stand-in loads no nib).
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    list.register(nib == nil ? nil : UICollectionViewCell.self, forIdentifier: identifier)
  }
  /// A queued cell (after its `prepareForReuse()`) or a new cell of the registered class. Nothing
  /// registered for `identifier` fails the test, as UIKit raises; so does returning, from
  /// `cellForItemAt`, a cell not dequeued in that call.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    list.dequeue(identifier) { cellClass in
      let cell = (cellClass as? UICollectionViewCell.Type ?? UICollectionViewCell.self).init(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }
  }
  /// The cell of a visible item; `nil` off screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    list.visibleCell(at: indexPath) as? UICollectionViewCell
  }
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { list.indexPath(of: cell) }
  open var visibleCells: [UICollectionViewCell] { list.visibleCells.compactMap { $0 as? UICollectionViewCell } }
  /// The supplementary view classes registered, by kind and identifier.
  private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
  }
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    supplementaryClasses[kind + "/" + identifier] = nib == nil ? nil : UICollectionReusableView.self
  }
  /// A new view of the registered class; nothing registered fails the test, as UIKit raises.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let viewClass = supplementaryClasses[elementKind + "/" + identifier] else {
      list.fail(
        HeadlessUpdateError(
          .unregisteredReuseIdentifier,
          "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        ))
      return UICollectionReusableView(frame: .zero)
    }
    let view = viewClass.init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }
  open var indexPathsForSelectedItems: [IndexPath]? { list.selectedIndexPaths }
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    list.select(indexPath, allowsMultiple: allowsMultipleSelection)
  }
  open func deselectItem(at indexPath: IndexPath, animated: Bool) { list.deselect(indexPath) }

  /// Where an item ends up on screen after a scroll (an option set in UIKit).
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }

  open override func didMoveToWindow() { list.engine.isInWindow = window != nil }
  open override func layoutIfNeeded() { list.layoutIfNeeded() }

  private func connectList() {
    let engine = list.engine
    engine.numberOfSections = { [unowned self] in dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    engine.numberOfRows = { [unowned self] in dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
    engine.cellForRow = { [unowned self] indexPath in
      guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return nil }
      return list.shadow(of: cell)
    }
    engine.willDisplay = { [unowned self] shadow, indexPath in
      list.willShow(shadow)
      if let cell = list.cell(of: shadow) as? UICollectionViewCell {
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      }
    }
    engine.didEndDisplaying = { [unowned self] shadow, indexPath in
      if let cell = list.cell(of: shadow) as? UICollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
    engine.layoutExtras = { [unowned self] () throws(HeadlessUpdateError) in layOutSupplementaryViews() }
  }

  /// The supplementary views the layout places, as UIKit's layout asks for them: a list layout whose
  /// configuration's header (footer) mode is `.supplementary` has a header (footer) per section, and
  /// the data source is asked for the one of each section with an item on screen; the delegate is
  /// told before each appears, and told when one it was told of leaves.
  private func layOutSupplementaryViews() {
    let configuration = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.standInListConfiguration
    var kinds: [String] = []
    if configuration?.headerMode == .supplementary { kinds.append(Self.elementKindSectionHeader) }
    if configuration?.footerMode == .supplementary { kinds.append(Self.elementKindSectionFooter) }
    let sections = Set(list.engine.visiblePaths.map(\.section)).sorted()
    let tokens = list.engine.sectionTokens
    var shown: [String: [Int: UICollectionReusableView]] = [:]
    for kind in kinds {
      for section in sections {
        let token = tokens[section]
        if let kept = supplementaryViewsByToken[kind]?[token] {
          shown[kind, default: [:]][token] = kept
          continue
        }
        let indexPath = IndexPath(item: 0, section: section)
        guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        else { continue }
        shown[kind, default: [:]][token] = view
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
      }
    }
    for (kind, views) in supplementaryViewsByToken {
      for (token, view) in views where shown[kind]?[token] !== view {
        // Told at the index the section had when its view was last laid out.
        let section = supplementarySectionOfToken[token] ?? 0
        delegate?.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
          at: IndexPath(item: 0, section: section))
      }
    }
    supplementaryViewsByToken = shown
    supplementarySectionOfToken = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1, $0) })
  }

  /// Every reload and accepted batch so far, oldest first (the stand-in's record).
  package var standInEvents: [HeadlessListEvent] { list.engine.events }
  /// What the view met that UIKit raises an exception for (each also failed the running test).
  package var standInFailures: [HeadlessUpdateError] { list.engine.listViewFailures }
  /// How many items fit on screen (20 unless a test says otherwise).
  public var standInVisibleItemCapacity: Int {
    get { list.engine.visibleRowCapacity }
    set { list.engine.visibleRowCapacity = newValue }
  }

  /// A user's tap on an item, as UIKit handles it: `shouldHighlightItemAt`, `shouldSelectItemAt`,
  /// the selection and `didSelectItemAt`; with multiple selection a tap on a selected item
  /// deselects it (`shouldDeselectItemAt`, `didDeselectItemAt`).
  /// - Returns: whether an item was selected.
  @discardableResult
  public func standInTap(itemAt indexPath: IndexPath) -> Bool {
    list.tap(
      indexPath, allowsMultiple: allowsMultipleSelection,
      shouldHighlight: { [unowned self] in delegate?.collectionView(self, shouldHighlightItemAt: $0) ?? true },
      didHighlight: { [unowned self] in delegate?.collectionView(self, didHighlightItemAt: $0) },
      didUnhighlight: { [unowned self] in delegate?.collectionView(self, didUnhighlightItemAt: $0) },
      willSelect: { [unowned self] in delegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil },
      willDeselect: { [unowned self] in delegate?.collectionView(self, shouldDeselectItemAt: $0) ?? true ? $0 : nil },
      didSelect: { [unowned self] in delegate?.collectionView(self, didSelectItemAt: $0) },
      didDeselect: { [unowned self] in delegate?.collectionView(self, didDeselectItemAt: $0) })
  }
}
