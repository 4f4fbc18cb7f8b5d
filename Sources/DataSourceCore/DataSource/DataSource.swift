import Foundation

/// Describes a table or collection view's content once, and answers every question the view asks.
///
/// Give it cell descriptors (one per model type) and sections of rows; attach a ``ListView``; call
/// ``reloadData(animated:completion:)`` after changing ``sections``. The data source evaluates hidden rows and
/// sections, diffs what the view shows against what it should show, and performs the changes as
/// batches the view accepts, installing each batch's data first.
///
/// Lookup order for every per-row behaviour: the row's descriptor closure, then the data source's
/// closure of the same name, then (on UIKit) the adapter's fallback delegate, then the default (height: ``rowHeight``;
/// estimated height: ``estimatedRowHeight``; selection: keep selected; will select/deselect: the same
/// row; highlight: yes; edit and move: no; editing style: delete; indentation: 0, indented while
/// editing; move target: the proposed path; swipe actions, context menu, delete title: none; hidden: no).
///
/// Owned and used on the main actor.
@MainActor
public final class DataSource {
  /// The content: every section and row, hidden ones included. Changing it changes nothing on screen
  /// until ``reloadData(animated:completion:)``.
  public var sections: [Section]

  /// The view this data source drives; held weakly. The adapters make the view keep its adapter, and
  /// the adapter its data source, so keeping the view (as a screen does) keeps them all.
  ///
  /// When the view goes away while the data source still shows content, the next change records and
  /// reports ``DataSourceError/listViewReleased`` once instead of updating nothing in silence; setting
  /// this to `nil` yourself detaches without a failure.
  public weak var listView: (any ListView)? {
    didSet {
      isAttached = listView != nil
      attachment?.dataSourceDidChange(self, viewChanged: true)
    }
  }

  /// Whether ``listView`` was set and not cleared by the app: when it is `nil` anyway, the view was
  /// released behind the data source's back.
  private var isAttached = false

  /// The list view, or `nil` after recording ``DataSourceError/listViewReleased`` (once per loss)
  /// when the view went away without being detached.
  package var attachedListView: (any ListView)? {
    if let listView { return listView }
    if isAttached {
      isAttached = false
      report(.listViewReleased)
    }
    return nil
  }

  /// Whether a row is hidden, for rows whose descriptor does not say. Given the row only, as a
  /// descriptor's `isHidden` is: a hidden row has no shown path.
  public var isRowHidden: ((Row) -> Bool)?
  /// The data source's own closures for row behaviours (the second step of the lookup order), by
  /// ``RowBehavior``, set with `on(_:_:)`.
  var behaviors = RowBehaviorClosures()

  /// Asked when neither a row's descriptor nor the data source's closures (`on(_:_:)`) answer;
  /// held weakly.
  package weak var fallback: (any DataSourceFallback)?

  /// The titles of the view's section index ("A"…"Z", say), as the seed's `sectionIndexTitles`;
  /// `nil`, or no closure, for no index.
  public var sectionIndexTitles: (() -> [String]?)?
  /// The section the index entry `title` at `index` leads to (default: the section at `index`,
  /// limited to the shown sections).
  public var sectionForSectionIndexTitle: ((_ title: String, _ index: Int) -> Int)?
  /// Rows the view expects to show soon: start loading what their cells need (images, say). The
  /// seed's `prefetchRows`; UIKit's prefetching data source.
  public var prefetchRows: (([ItemPath]) -> Void)?
  /// Rows the view no longer expects to show soon: cancel what ``prefetchRows`` started.
  public var cancelPrefetching: (([ItemPath]) -> Void)?

  /// The height of rows nobody gives one for; `nil` lets the view size rows itself.
  public var rowHeight: Double?
  /// The estimated height of rows nobody gives one for; `nil` lets the view decide.
  public var estimatedRowHeight: Double?

  /// How a visible row whose content changed is refreshed.
  public enum ContentUpdateStyle: Sendable {
    /// Configure the existing cell again, in place (the descriptor's `update`, else `configure`).
    /// No cell is replaced, so nothing flickers, and it never conflicts with a move.
    case inPlace
    /// Reload the row inside the batch: the view asks for a new cell.
    case reload
  }

  /// How a table animates inserted, deleted and reloaded rows and sections in the batches this data
  /// source performs (``ListBatch/animation``). Defaults to ``RowAnimation/fade``; a diffable data
  /// source sets ``RowAnimation/automatic``, as UIKit's does. A collection view ignores it.
  public var defaultRowAnimation = RowAnimation.fade

  /// How changed rows are refreshed. Defaults to ``ContentUpdateStyle/inPlace``.
  public var contentUpdateStyle = ContentUpdateStyle.inPlace

  /// The front door driving this data source: where cells and supplementary views come from, which
  /// rows are shown as given, which updated rows need a new cell, who handles the user's moves (see
  /// `FrontDoor`). The data source's own sections and descriptors by default; a diffable data source
  /// sets its own.
  @_spi(Extending) public var door: any FrontDoor = DescriptorDoor()

  /// Above this many operations in one batch, the data source reloads everything instead of
  /// animating: a huge animation is slower and no clearer than a reload.
  public var animationThreshold = 2_000

  /// Decides whether a change is animated or shown by reloading everything; see `ListUpdater`.
  /// Defaults to `AnimatedListUpdater`.
  @_spi(Extending) public var updater: any ListUpdater = AnimatedListUpdater()

  /// The view to animate a change on, when the `updater` prefers batches for it now; `nil` means
  /// reload instead.
  package func viewForBatches(animated: Bool) -> (any ListView)? {
    guard let view = attachedListView, updater.prefersBatches(on: view, animated: animated) else { return nil }
    return view
  }

  /// Whether the `updater` performs batches of these sizes (else everything is reloaded).
  func performsBatches(largestBatch: Int) -> Bool {
    updater.performsBatches(largestBatch: largestBatch, threshold: animationThreshold)
  }

  /// Shows `target` by reloading everything.
  package func reloadEverything(showing target: [DisplayedSection]) {
    displayedSections = target
    attachedListView?.reloadAllData()
  }

  /// What the view currently shows (hidden rows and sections removed); the view's questions are
  /// answered from this. A front door's plan starts here (see ``show(_:animated:completion:)``).
  @_spi(Extending) public package(set) var displayedSections: [DisplayedSection] = [] {
    didSet {
      shownIndex = ShownIndex()
      attachment?.dataSourceDidChange(self, viewChanged: false)
      shownStateDidChange()
    }
  }

  /// The views told when what is shown changes (see ``addStateObserver(_:)``).
  var stateObservers = StateObservers()

  /// What another module of the package keeps on this data source and follows what is shown
  /// with: DataSourceInteraction's drop rule and empty state. Owned here; told of every change.
  package var attachment: (any DataSourceAttachment)?

  /// Rows without identity: whether the last `visibleSections()` met some, and the types reported.
  var identityReports = IdentityReports()
  /// The type of a lazy section's placeholder rows.
  let lazyPlaceholderType = ObjectIdentifier(LazyRowPlaceholder.self)

  /// The near-the-end hook (``whenNearEnd(within:_:)``), if one is set.
  var nearEnd: NearEndTrigger?

  /// Where each shown row is, built on the first look-up after what is shown changed.
  var shownIndex = ShownIndex()

  /// The memory of the last diff, kept for the next: a list diffed again at a similar size reuses it
  /// instead of allocating and faulting in fresh pages (see `DiffScratch`). It holds 16 to 32 bytes
  /// per row of the last diff's source in its identity table, and from 131,072 rows 32 to 36 bytes
  /// per row for the partitions; a background diff takes it and gives it back.
  var diffScratch = DiffScratch()
  /// Counts reload requests, so an asynchronous reload can tell that a newer one superseded it.
  package var reloadGeneration = 0
  /// How many updates planned off the main actor were performed as planned, and how many were
  /// planned again because what was shown changed meanwhile.
  package var plannedUpdates = (used: 0, declined: 0)
  /// Called on the main actor just before a background diff starts; tests use it to start a newer
  /// reload at exactly that moment.
  var backgroundDiffWillStart: (() -> Void)?

  /// What keeps this data source following a bound storage, if any: the storage module's
  /// `StorageObservation`, which it sets and cancels (the core knows no storage).
  package var storageObservation: AnyObject?

  /// The cell and section descriptors, by what looks them up.
  var registry: DescriptorRegistry
  /// Which reuse identifiers are registered with the view cells come from.
  var registrations = ViewRegistrations()

  /// Problems met while answering a view that could not be thrown to anyone (a UIKit adapter must
  /// hand UIKit a cell whatever happens), oldest first; the most recent 100 are kept. Each was also
  /// passed to ``onFailure``, and in debug builds written to standard error as a runtime warning
  /// naming the rule (`DataSourceKit runtime warning [cellProviderReturnedNil]: …`). Tests can assert
  /// that this stays empty; a test that causes a failure on purpose captures its warning with
  /// DataSourceTesting's `capturingRuntimeWarnings`, so that a passing run prints none.
  public internal(set) var failures: [DataSourceError] = []

  /// Called on the main actor with each problem added to ``failures``, as it happens: log it, or stop
  /// in the debugger.
  public var onFailure: ((DataSourceError) -> Void)?

  /// Records a problem in ``failures`` and tells ``onFailure``.
  package func report(_ failure: DataSourceError) {
    if failures.count == 100 { failures.removeFirst() }
    failures.append(failure)
    onFailure?(failure)
    if failure.raisesInUIKit, let view = listView as? any FailureReceivingListView { view.dataSourceDidFail(failure) }
    #if DEBUG
      // Debug builds also say it where a developer looks first: the console.
      Self.warn("DataSourceKit runtime warning [\(failure.ruleName)]: \(failure)", listView)
    #endif
  }

  /// Where debug builds write a runtime warning for each reported failure, with the list view of the
  /// data source that reported it: standard error (DataSourceTesting routes it to the test that
  /// expects it).
  package static var warn: @MainActor (String, (any ListView)?) -> Void = { message, _ in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Creates a data source with its cell descriptors and its section descriptors (one per content
  /// type, and one per section identifier for those made with ``SectionDescriptor/init(_:)``). Descriptors of different types go in one array literal as they are:
  /// `[CellDescriptor<Person, PersonCell>(), CellDescriptor<Group, GroupCell>()]`.
  ///
  /// A model type may have several cell descriptors with different reuse identifiers: a row made
  /// with `Row(_:identifier:)` (see ``Row/cellIdentifier``) uses the one with its identifier, any other row the
  /// first one listed for its type.
  /// - Precondition: no two cell descriptors share both model type and reuse identifier, and no two
  ///   section descriptors share a content type or a section identifier.
  public init(
    cellDescriptors: [any CellDescribing] = [], sectionDescriptors: [any SectionDescribing] = [],
    sections: [Section] = []
  ) {
    self.sections = sections
    registry = DescriptorRegistry(
      cells: cellDescriptors.map(\.erasedDescriptor), sections: sectionDescriptors.map(\.erasedDescriptor))
  }

  /// Adds descriptors to a data source that exists: for descriptors whose closures capture the object
  /// that owns the data source (a view controller can create its data source first, then register
  /// descriptors that use `self`). A descriptor replaces the one registered before for its type and
  /// reuse identifier, and becomes its type's descriptor for rows that name no identifier when it
  /// replaces that one or its type had none. Rows already shown keep their cells until they are next
  /// configured.
  /// - Complexity: O(*d*) for *d* descriptors.
  public func register(cellDescriptors: [any CellDescribing], sectionDescriptors: [any SectionDescribing] = []) {
    registry.register(
      cells: cellDescriptors.map(\.erasedDescriptor), sections: sectionDescriptors.map(\.erasedDescriptor))
  }
}
