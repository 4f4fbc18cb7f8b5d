@_spi(Extending) import DataSourceCore
import DataSourceInteraction
import Foundation

/// A data source driven by snapshots of identifiers, with the names of UIKit's
/// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`: build a
/// ``DiffableDataSourceSnapshot`` and `apply(_:animatingDifferences:completion:)` it, and the list
/// animates from what it shows to the snapshot through the same diff and batches as
/// `DataSource/reloadData(animated:completion:)`.
///
/// Use a subclass for your view: `TableViewDiffableDataSource` and `CollectionViewDiffableDataSource`
/// on UIKit, `HeadlessTableViewDiffableDataSource` and `HeadlessCollectionViewDiffableDataSource` in
/// tests on any machine. Each takes the view and a cell provider, as UIKit's do, and can be
/// subclassed as UIKit's are: override the data-source methods UIKit's let you override (titles,
/// editing, moving). Keep a reference to it, as with UIKit's: the view keeps only the ``dataSource``
/// it drives.
///
/// Where UIKit raises an exception (a snapshot with duplicate identifiers, an operation naming an
/// identifier it does not hold), the snapshot records a ``DiffableDataSourceSnapshot/Issue`` and
/// applying it reports each one to `DataSource/onFailure` as `DataSourceError/snapshotIssue(_:)`.
///
/// Reloaded items get new cells from the provider; reconfigured items keep their cells, which the
/// provider configures again (the view's dequeue returns the existing cell), as in UIKit.
///
/// What crosses actors: nothing, for identifiers of the main actor (an Xcode 26 app's models); the
/// applies then diff on the main actor. `Sendable` identifiers of no actor also get UIKit's applies
/// callable from any isolation, which diff where they are called (`DiffableDataSource+AnyIsolation`).
@MainActor
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The data source that shows the snapshots: its behaviours (heights, selection, swipe actions…),
  /// `DataSource/failures` and `DataSource/onFailure` apply here too.
  public let dataSource: DataSource
  /// The door through which this object drives ``dataSource`` (set as its door at creation).
  let door: SnapshotDoor

  var shown = Snapshot()
  /// The rows made for ``shown``, section by section and item by item, so that the next apply can
  /// keep the rows of items that stay (see `show`).
  private var shownRows: [[Row]] = []
  /// ``shown`` as the apply that showed it diffed it, if one did: the next apply diffs from it
  /// without hashing the shown items again. `nil` once what is shown changes otherwise.
  private var shownDiffed: Diffed?
  /// What is shown, for applies made off the main actor to prepare from: published after every
  /// change of it.
  nonisolated let published = PublishedShownState<SectionIdentifierType, ItemIdentifierType>()
  /// A stable number per section identifier ever shown: the shown section's identity.
  var sectionNumbers: [SectionIdentifierType: Int] = [:]
  /// The section identifier of each number.
  var numberedSections: [SectionIdentifierType] = []
  /// The outlines applied to sections, kept while their sections show their visible items.
  var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// The outlines whose sections show their visible items, as of the last update: what answers the
  /// rows' levels.
  var shownOutlines: [SectionIdentifierType: SectionSnapshot] = [:]
  /// The outlines and the snapshot shown before the update being performed, for the levels of the
  /// rows leaving; emptied once it is.
  var leaving: (outlines: [SectionIdentifierType: SectionSnapshot], shown: Snapshot)?
  /// The view given at creation, if any (it keeps the ``dataSource``, so it is held weakly).
  private weak var view: AnyObject?
  /// Answers the data source's editing questions with what a subclass's overridable UIKit-shaped
  /// methods say (the data source holds its fallback weakly, so this object keeps it).
  var overridesFallback: DiffableOverridesFallback?
  /// What a subclass answers through its overridable methods.
  var overrides: DiffableOverrides? { overridesFallback?.overrides }

  /// What the view shows when the snapshot has no items (empty sections included): see
  /// `DataSource/emptyState`.
  public var emptyState: EmptyState? {
    get { dataSource.emptyState }
    set { dataSource.emptyState = newValue }
  }

  /// What happens when the user reorders items, as UIKit's `reorderingHandlers`: which items may be
  /// moved, and what to do before and after a move with a ``DiffableDataSourceTransaction``. By the
  /// time `didReorder` runs, ``snapshot()`` is the transaction's final snapshot; update your own model
  /// from it there.
  public var reorderingHandlers = ReorderingHandlers()

  /// What happens when the user expands or collapses an item of an outline
  /// (``toggleExpansion(of:animatingDifferences:)``), as UIKit's `sectionSnapshotHandlers`.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// The title of a section's header, given its identifier: what a subclass of UIKit's
  /// `UITableViewDiffableDataSource` answers in `tableView(_:titleForHeaderInSection:)`. It is asked
  /// whenever the view shows the header, for the section shown there at that moment (during an
  /// animated apply, the stage's). A changed title shows once its section is reloaded
  /// (``DiffableDataSourceSnapshot/reloadSections(_:)``), as in UIKit. `nil` (the default): no titles.
  public var headerTitleProvider: (@MainActor (SectionIdentifierType) -> String?)? {
    didSet { describeSectionTitles() }
  }

  /// The title of a section's footer, given its identifier, as ``headerTitleProvider`` for headers
  /// (UIKit's `tableView(_:titleForFooterInSection:)`).
  public var footerTitleProvider: (@MainActor (SectionIdentifierType) -> String?)? {
    didSet { describeSectionTitles() }
  }

  /// Registers the section descriptor that answers the title providers: the shown sections' content
  /// is their ``SnapshotSection``, so the view's header questions reach them through it.
  private func describeSectionTitles() {
    dataSource.register(
      cellDescriptors: [],
      sectionDescriptors: [
        SectionDescriptor<SnapshotSection>()
          .header { [weak self] section, index in
            self?.title(of: section, at: index, from: self?.headerTitleProvider, or: self?.overrides?.headerTitle)
          }
          .footer { [weak self] section, index in
            self?.title(of: section, at: index, from: self?.footerTitleProvider, or: self?.overrides?.footerTitle)
          }
      ])
  }

  /// The title `provider` gives the shown `section`, else the one a subclass's override gives its
  /// `index`, as a header or footer.
  private func title(
    of section: SnapshotSection, at index: Int, from provider: (@MainActor (SectionIdentifierType) -> String?)?,
    or override: (@MainActor (Int) -> String?)?
  ) -> Supplement? {
    (provider?(numberedSections[section.number]) ?? override?(index)).map(Supplement.title)
  }

  /// Creates a data source for `view` whose cells come from `cellProvider`, given the view, the path
  /// and the item's identifier. The view is held weakly (it keeps the ``dataSource``); the subclasses
  /// for each kind of view pass their provider shape through this.
  public init<View: AnyObject>(
    view: View, cellProvider: @escaping @MainActor (View, ItemPath, ItemIdentifierType) -> AnyObject?
  ) {
    dataSource = DataSource()
    self.view = view
    door = Self.connect(dataSource) { [weak view] path, item in
      guard let view else { return nil }
      return cellProvider(view, path, item)
    }
    followDataSource()
  }

  /// Creates a data source whose cells come from `cellProvider`, given the path and the item's
  /// identifier.
  public init(
    dataSource: DataSource = DataSource(),
    cellProvider: @escaping @MainActor (ItemPath, ItemIdentifierType) -> AnyObject?
  ) {
    self.dataSource = dataSource
    door = Self.connect(dataSource, cellProvider: cellProvider)
    followDataSource()
  }

  /// Makes `dataSource` show snapshots through the door it returns: cells from `cellProvider`,
  /// empty sections kept, reloaded items given new cells.
  private static func connect(
    _ dataSource: DataSource, cellProvider: @escaping @MainActor (ItemPath, ItemIdentifierType) -> AnyObject?
  ) -> SnapshotDoor {
    let door = SnapshotDoor(cellProvider: { path, row in
      row.item(as: SnapshotItem<ItemIdentifierType>.self).flatMap { cellProvider(path, $0.identifier) }
    })
    dataSource.door = door
    return door
  }

  /// What this object learns from its data source: the outline levels it answers, and the moves the
  /// user makes, which a subclass's override sees first (see ``completeUserMove(from:to:)``).
  private func followDataSource() {
    showLevels()
    answer(with: DiffableOverrides(canMove: { [weak self] path in self?.canReorderItem(at: IndexPath(path)) ?? false }))
    door.handlesUserMove = { [weak self] source, destination in
      guard let self else { return }
      if let move = overrides?.moveItem { return move(source, destination) }
      completeUserMove(from: source, to: destination)
    }
  }

  /// Makes a subclass's overridable methods answer the data source's editing questions, titles and
  /// moves, where neither the data source's closures nor the descriptors answer.
  package func answer(with overrides: DiffableOverrides) {
    // A fallback already there (an adapter's bridge to the app's UIKit delegate) answers the rest.
    let next = dataSource.fallback.map { ($0 as? DiffableOverridesFallback)?.next ?? $0 }
    overridesFallback = DiffableOverridesFallback(overrides, next: next)
    dataSource.fallback = overridesFallback
    describeSectionTitles()
    if overrides.sectionIndexTitles != nil {
      dataSource.sectionIndexTitles = { [weak self] in self?.overrides?.sectionIndexTitles?() }
    }
    if overrides.sectionForIndexTitle != nil {
      dataSource.sectionForSectionIndexTitle = { [weak self] title, index in
        self?.overrides?.sectionForIndexTitle?(title, index) ?? index
      }
    }
  }

  /// Does what UIKit's diffable data source does after the user moved an item, and what a subclass's
  /// `moveRowAt`/`moveItemAt` override gets by calling `super`: what the data source shows follows
  /// the view, the item moves in ``snapshot()``, and ``reorderingHandlers`` hear of it before and
  /// after, with a ``DiffableDataSourceTransaction``. The data source's own `moveRow` closures are told
  /// last. Nothing happens for a move the view could not have made.
  /// - Complexity: O(*n*) for *n* items shown, plus the transaction's difference.
  package func completeUserMove(from source: ItemPath, to destination: ItemPath) {
    guard let row = dataSource.row(at: source),
      shown.sectionIdentifiers.indices.contains(source.section),
      shown.sectionIdentifiers.indices.contains(destination.section),
      shown.items[source.section].indices.contains(source.item)
    else { return }
    let item = shown.items[source.section][source.item]
    let section = shown.sectionIdentifiers[destination.section]
    var moved = shown
    moved.deleteItems([item])
    let rest = moved.itemIdentifiers(inSection: section)
    guard destination.item >= 0, destination.item <= rest.count else { return }
    if rest.indices.contains(destination.item) {
      moved.insertItems([item], beforeItem: rest[destination.item])
    } else {
      moved.appendItems([item], toSection: section)
    }
    let hasHandlers = reorderingHandlers.willReorder != nil || reorderingHandlers.didReorder != nil
    let transaction = hasHandlers ? Transaction(from: shown, to: moved, sectionSnapshots: flatSectionSnapshot) : nil
    if let transaction { reorderingHandlers.willReorder?(transaction) }
    dataSource.moveShownRow(from: source, to: destination)
    shown = moved
    shownDiffed = nil
    shownRows[destination.section].insert(shownRows[source.section].remove(at: source.item), at: destination.item)
    publishShownState()
    if let transaction { reorderingHandlers.didReorder?(transaction) }
    dataSource.answer(.moveRow, for: row, (source, destination))
  }

  /// The items `snapshot` holds in `section`, as root items of an outline.
  private func flatSectionSnapshot(_ section: SectionIdentifierType, of snapshot: Snapshot) -> SectionSnapshot {
    var outline = SectionSnapshot()
    if snapshot.indexOfSection(section) != nil { outline.append(snapshot.itemIdentifiers(inSection: section)) }
    return outline
  }

  /// Whether the item at `indexPath` may be moved by the user, as ``reorderingHandlers`` say: what
  /// UIKit's diffable data sources answer when a subclass does not override `canMoveRowAt` or
  /// `canMoveItemAt`. No when there is no such handler.
  package func canReorderItem(at indexPath: IndexPath) -> Bool {
    guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
      return false
    }
    return canReorder(item)
  }

  /// The title of the header of the section shown at `index`, from ``headerTitleProvider``: what a
  /// subclass's `titleForHeaderInSection` gets from `super`.
  package func headerTitle(inSection index: Int) -> String? {
    sectionIdentifier(for: index).flatMap { headerTitleProvider?($0) }
  }

  /// The title of the footer of the section shown at `index`, from ``footerTitleProvider``.
  package func footerTitle(inSection index: Int) -> String? {
    sectionIdentifier(for: index).flatMap { footerTitleProvider?($0) }
  }

  /// Shows `snapshot`: animated from what is shown when `animatingDifferences` is true (the default),
  /// otherwise reloaded at once. `completion` runs once the view has finished showing it, on the main
  /// actor. The snapshot is shown before this returns (``snapshot()`` is it at once, even when
  /// `completion` applies another).
  ///
  /// This form runs on the main actor, for identifiers whose `Hashable` conformance is the main
  /// actor's: an Xcode 26 app's models, main-actor isolated by default. Identifiers that are
  /// `Sendable` with conformances of no actor (`Int`, `String`, `UUID`, a `nonisolated struct`)
  /// get the form callable from any isolation, as UIKit's is, which Swift picks for them.
  /// - Complexity: O(*n*) expected for *n* items shown before and after, plus the moves' O(*k* log *k*).
  ///   Items that stay in order keep the rows made for them (unless a reload or reconfigure is
  ///   pending), so an apply that changes little allocates little; an animated apply keeps the hash
  ///   of each item it diffed, so the next one hashes only the items of the snapshot it is given.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Runs `body` with this object on the main actor: now when the caller runs on the main queue (where
  /// the main actor runs), else later on the main queue (first in, first out), as UIKit's diffable
  /// data sources do when applied from another queue. The queue is asked rather than the caller's
  /// `#isolation`, which the iOS 17 SDK's standard library does not have.
  @usableFromInline
  nonisolated func onMainActor(_ body: @escaping @MainActor (DiffableDataSource) -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { body(self) }
    } else {
      // The main queue runs this without the caller's task: carry where the apply was made along.
      let origin = ChangeOrigin.capture()
      DispatchQueue.main.async { MainActor.assumeIsolated { ChangeOrigin.deliver(from: origin) { body(self) } } }
    }
  }

  /// Shows `snapshot` on the main actor: see `apply(_:animatingDifferences:completion:)`.
  /// `walkedOutline` is the outline an `apply(_:to:)` is showing, already walked for its rows and
  /// its visible items, so that `keepOutlines(showing:after:walkedOutline:)` does not walk it again.
  func show(
    _ snapshot: Snapshot, animatingDifferences: Bool, completion: (@MainActor () -> Void)?,
    walkedOutline: WalkedOutline? = nil
  ) {
    // Planned here only for a view that takes batches: else everything is reloaded, with no diff.
    var scratch = published.takeScratch()
    var (prepared, planned) = Self.prepareAndPlan(
      snapshot, after: shownState, planning: animatingDifferences && dataSource.viewForBatches(animated: true) != nil,
      reusing: &scratch)
    published.giveScratch(scratch)
    planned?.madeOffMainActor = false
    install(
      prepared, planned: planned, animatingDifferences: animatingDifferences, completion: completion,
      walkedOutline: walkedOutline)
    BackgroundRelease.release(&planned)
  }

  /// What is shown, as an apply prepares from it (see `prepare(_:after:holdsNoDuplicate:)`).
  var shownState: ShownState {
    ShownState(
      shown: shown, rows: shownRows, sectionNumbers: sectionNumbers, numberedSections: numberedSections,
      displayed: dataSource.displayedSections, diffed: shownDiffed)
  }

  /// Shows what `prepare(_:after:holdsNoDuplicate:)` made, with the update `planned` beside it if it
  /// still holds. Prepared from an older state whose sections were numbered since, it is prepared
  /// again.
  func install(
    _ prepared: PreparedShow, planned: PlannedUpdate?, animatingDifferences: Bool,
    completion: (@MainActor () -> Void)?, walkedOutline: WalkedOutline? = nil
  ) {
    guard prepared.numberedBefore == numberedSections.count else {
      if planned?.madeOffMainActor == true { dataSource.plannedUpdates.declined += 1 }
      return install(
        Self.prepare(prepared.snapshot, after: shownState), planned: nil, animatingDifferences: animatingDifferences,
        completion: completion, walkedOutline: walkedOutline)
    }
    let snapshot = prepared.snapshot
    for issue in snapshot.recordedIssues { dataSource.report(.snapshotIssue(issue.description)) }
    dataSource.sections = prepared.sections
    sectionNumbers = prepared.sectionNumbers
    numberedSections = prepared.numberedSections
    var clean = snapshot
    clean.reloadedItemIdentifiers = []
    clean.reconfiguredItemIdentifiers = []
    clean.reloadedSectionIdentifiers = []
    clean.recordedIssues = []
    // What is shown is recorded before the view is told, so a completion (or a cell provider) that
    // applies again starts from this snapshot, and its own apply is the one that stays.
    let previouslyShown = shown
    shown = clean
    shownRows = prepared.rows
    shownDiffed = prepared.diffed
    keepOutlines(showing: clean, after: previouslyShown, walkedOutline: walkedOutline)
    // Reloads and reconfigures go to the updater as what they are: rows to give a new cell (a
    // reload wins over a reconfigure of the same item) or to configure again.
    var refreshing: [RowIdentity: Bool] = [:]
    for item in snapshot.reconfiguredItemIdentifiers {
      refreshing[Row(SnapshotItem(identifier: item)).diffIdentifier] = false
    }
    for item in snapshot.reloadedItemIdentifiers {
      refreshing[Row(SnapshotItem(identifier: item)).diffIdentifier] = true
    }
    let reloadingSections = Set(snapshot.reloadedSectionIdentifiers.compactMap { sectionNumbers[$0].map { "\($0)" } })
    dataSource.reloadData(
      animated: animatingDifferences, refreshing: refreshing, reloadingSections: reloadingSections,
      planned: planned, completion: completion)
    leaving = nil
    publishShownState()
  }

  /// Makes every supplementary view of the view given at creation with `provider`, given that view,
  /// the element kind and the index path (item 0 of the section), as UIKit's
  /// `supplementaryViewProvider` is; `nil` leaves them to the section descriptors. The
  /// collection-view subclasses expose this with their view's types.
  package func provideSupplementaryViews<View: AnyObject>(
    with provider: (@MainActor (View, String, IndexPath) -> AnyObject?)?
  ) {
    door.supplementaryProvider = provider.map { provider in
      { [weak self] kind, section in
        guard let view = self?.view as? View else { return nil }
        return provider(view, kind.rawValue, IndexPath(ItemPath(item: 0, section: section)))
      }
    }
  }
}
