// A stand-in for the part of UIKit that DataSourceKit's adapters use, so they compile and run on Linux.
//
// Every declaration repeats the signature in Apple's UIKit documentation (names, labels, types,
// optionality, main-actor isolation), and the table and collection views behave as Apple documents
// them (StandInList.swift): they keep counts, ask for the cells they show, check every batch by
// UIKit's rules and tell their delegate. They draw nothing. Methods that are `optional` in UIKit's
// Objective-C protocols are protocol requirements here with default implementations, which accepts
// the same conforming code. Calling one the Objective-C way (`delegate?.tableView?(…)`, or an
// unapplied method reference to tell "not implemented" from "returned nil") cannot be modelled: all
// such calls live in the ObjC…FallbackCalls files, compiled against the real SDK only, and tests hand
// the adapters calls of their own (UIKitFallbackCalls). Keep this file to the API the adapters use, and check each
// new declaration against Apple's documentation.
internal import DataSourceCore
internal import DataSourceTesting
import Foundation

@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UINib: NSObject {
  public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init() }
}

@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) {}
  public override convenience init() { self.init(frame: .zero) }
  /// The view this one is a subview of, as `addSubview(_:)` set it.
  open private(set) weak var superview: UIView?
  /// The views added with `addSubview(_:)`, in order.
  open private(set) var subviews: [UIView] = []
  /// The window at the top of the superview chain, or `nil` when the view is in none (Apple: a view
  /// is in a window once it, or a superview, was added to one).
  open var window: UIWindow? { superview?.window }
  open var isUserInteractionEnabled = true
  /// iOS 8 (UITraitEnvironment): the view's traits; the stand-in has one, empty, collection.
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// Adds `view` as the last subview, removing it from its old superview first, and tells the views
  /// that moved in or out of a window (`didMoveToWindow()`), as UIKit does.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    if window != nil { view.tellMovedToWindow() }
  }
  /// Removes the view from its superview (and so from its window).
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let wasInWindow = window != nil
    parent.subviews.removeAll { $0 === self }
    superview = nil
    if wasInWindow { tellMovedToWindow() }
  }
  /// Told after the view (or a superview) entered or left a window.
  open func didMoveToWindow() {}
  /// Lays out the view now if a layout is pending: a table or collection view in a window loads its
  /// data and gives the rows on screen their cells, as UIKit's layout pass does.
  open func layoutIfNeeded() {}
  private func tellMovedToWindow() {
    didMoveToWindow()
    for view in subviews { view.tellMovedToWindow() }
  }
  /// What objc_setAssociatedObject keeps for this view (the stand-in associates objects with views only).
  nonisolated(unsafe) var associatedObjects: [UnsafeRawPointer: Any] = [:]
}

// MARK: - Objective-C runtime (the associated-object functions, as Swift imports them)

// Apple's names, so the adapters call the same API on both SDKs.
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Keeps `value` for `object` under `key` (only retaining policies are modelled, and only views).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let view = object as? UIView else { preconditionFailure("The stand-in associates objects with views only.") }
  view.associatedObjects[key] = value
}

/// What `object` keeps under `key`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  (object as? UIView)?.associatedObjects[key]
}

@MainActor
open class UIWindow: UIView {
  open override var window: UIWindow? { self }
}

@MainActor
open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1
}

@MainActor
open class UIScrollView: UIView {}

@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// The state of a spring-loaded interaction (iOS 11; not on tvOS).
@MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {}

// MARK: - Table views

@MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// `required` here, not in UIKit: UIKit makes a registered class's cells through the Objective-C
  /// runtime, which Swift on Linux has not; a subclass that declares a designated initializer of its
  /// own writes `required override init(style:reuseIdentifier:)` in tests.
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// Called before the table hands the cell out again from its reuse queue.
  open func prepareForReuse() {}
  /// How many times the table handed this cell out again (the stand-in's record).
  public internal(set) var standInReuseCount = 0

  /// The label of the cell's style (UIKit marks it to be deprecated, for content configurations).
  open private(set) lazy var textLabel: UILabel? = UILabel(frame: .zero)
  open var accessoryType = UITableViewCell.AccessoryType.none

  /// iOS 15, tvOS 15.
  public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void
  /// iOS 15, tvOS 15. Run before the cell shows and whenever its state changes (selection,
  /// highlight, editing, swipe), or after `setNeedsUpdateConfiguration()`.
  open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?
  /// iOS 14, tvOS 14: runs the handler again with the cell's current state.
  open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self, configurationState) }
  /// The state the cell is styled by, as its table last set it.
  open internal(set) var configurationState = UICellConfigurationState()

  /// iOS 14.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// iOS 14: the list content configuration of the cell's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor
open class UITableView: UIScrollView {
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  public static let automaticDimension: CGFloat = -1

  public override init(frame: CGRect) {
    super.init(frame: frame)
    connectList()
  }
  public init(frame: CGRect, style: UITableView.Style) {
    standInStyle = style
    super.init(frame: frame)
    connectList()
  }
  private var standInStyle = UITableView.Style.plain
  open var style: UITableView.Style { standInStyle }
  /// `automaticDimension` by default: rows size themselves (iOS 11).
  open var rowHeight = UITableView.automaticDimension
  open var estimatedRowHeight = UITableView.automaticDimension

  /// The rows, cells and rules behind this table (StandInList.swift).
  let list = StandInList(kind: .tableView)
  /// The heights of the rows on screen, as the delegate gave them at the last layout.
  public internal(set) var standInRowHeights: [CGFloat] = []
  /// The titles of the headers and footers on screen at the last layout, by section ("" for a view
  /// with no title).
  public internal(set) var standInHeaders: [Int: String] = [:]
  public internal(set) var standInFooters: [Int: String] = [:]

  /// Scrolls the row to `scrollPosition`; a row the table does not have fails the test (UIKit
  /// raises `NSRangeException`).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    list.scroll(to: indexPath, position: scrollPosition.standIn)
  }

  /// The number of sections and rows the table shows: its own counts, as of its last load or batch
  /// (a table that never loaded asks its data source first).
  open var numberOfSections: Int { list.counts.count }
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = list.counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  open var backgroundView: UIView?
  weak open var dataSource: (any UITableViewDataSource)?
  weak open var delegate: (any UITableViewDelegate)?
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  weak open var dragDelegate: (any UITableViewDragDelegate)?
  weak open var dropDelegate: (any UITableViewDropDelegate)?
  open var dragInteractionEnabled = false
  open var allowsMultipleSelection = false
  /// Whether the table is in editing mode.
  open var isEditing: Bool {
    get { list.engine.isEditing }
    set { list.engine.setEditing(newValue) }
  }
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Asks the data source for every count again and gives the rows on screen new cells.
  open func reloadData() { list.reloadData() }
  /// Whether each `performBatchUpdates` call had updates (the stand-in's record; an empty call asks
  /// UIKit to measure the rows again).
  public private(set) var standInBatchUpdates: [Bool] = []
  /// Runs `updates` as one batch and checks it by UIKit's rules when the block ends: the counts the
  /// data source reports must be the table's counts plus the inserts and minus the deletes, and no
  /// operation may conflict with another. A batch UIKit rejects fails the running test.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    standInBatchUpdates.append(updates != nil)
    list.performBatchUpdates(updates, completion: completion)
  }
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    list.record { $0.sectionInserts += sections }
  }
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    list.record { $0.sectionDeletes += sections }
  }
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    list.record { $0.sectionReloads += sections }
  }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    list.record { $0.sectionMoves.append(Relocation(from: section, to: newSection)) }
  }
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    list.record(indexPaths) { $1.itemInserts += $0 }
  }
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    list.record(indexPaths) { $1.itemDeletes += $0 }
  }
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    list.record(indexPaths) { $1.itemReloads += $0 }
  }
  /// Configures the rows again in their own cells: the data source's dequeue returns the existing cell.
  @available(iOS 15.0, *) open func reconfigureRows(at indexPaths: [IndexPath]) {
    list.record(indexPaths) { $1.itemReconfigures += $0 }
  }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    list.record([indexPath, newIndexPath]) { $1.itemMoves.append(Relocation(from: $0[0], to: $0[1])) }
  }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    list.register(cellClass, forIdentifier: identifier)
  }
  /// A nib's cell is a `UITableViewCell` here (the stand-in loads no nib).
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    list.register(nib == nil ? nil : UITableViewCell.self, forIdentifier: identifier)
  }
  /// A queued cell (after its `prepareForReuse()`) or a new cell of the registered class. Nothing
  /// registered for `identifier` fails the test, as UIKit raises.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    list.dequeue(identifier) { cellClass in
      (cellClass as? UITableViewCell.Type ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }
  }
  /// The cell of a visible row; `nil` off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    list.visibleCell(at: indexPath) as? UITableViewCell
  }
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { list.indexPath(of: cell) }
  open var visibleCells: [UITableViewCell] { list.visibleCells.compactMap { $0 as? UITableViewCell } }
  open var indexPathForSelectedRow: IndexPath? { list.selectedIndexPaths.first }
  open var indexPathsForSelectedRows: [IndexPath]? {
    let paths = list.selectedIndexPaths
    return paths.isEmpty ? nil : paths
  }
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    list.select(indexPath, allowsMultiple: allowsMultipleSelection)
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { list.deselect(indexPath) }

  open override func didMoveToWindow() { list.engine.isInWindow = window != nil }
  open override func layoutIfNeeded() { list.layoutIfNeeded() }
}
