import DataSourceDiff

/// One change of what a ``DataSource`` shows, whichever path made it: the diff of two sets of
/// sections (`reloadData`, its background twin, a diffable snapshot), a storage's update, or rows that
/// only changed content. It holds what to install and in which batches; the data source's one updater
/// (`DataSource.perform(_:on:finished:)`) decides whether to animate it or reload everything, and
/// performs it.
///
/// Each step's ``Step/batch`` holds its structure and section reloads only. The rows whose content
/// changed are kept apart, in `Step.updates`, because the updater refreshes them in place or
/// reloads them as the data source's `contentUpdateStyle` says, and because a row that must get a
/// new cell is reloaded either way.
@_spi(Extending) public struct UpdatePlan: Sendable {
  /// One batch, and the data the view reads once it is performed.
  public struct Step: Sendable {
    /// The sections shown once this step is performed.
    public var data: [DisplayedSection]
    /// The structure of the step, and its section reloads.
    public var batch: ListBatch
    /// The rows whose content changed, at their positions before the step.
    public var updates: [ItemPath] = []
    /// The updates, among ``updates``, whose rows must get a new cell however updates are refreshed
    /// (a snapshot's reloaded items): the front door's intent, passed as it is.
    public var newCells: Set<ItemPath> = []
    /// Whether `data` is installed before the batch rather than inside it: safe only when the batch
    /// moves no row (appends), and lets a growing row array keep one owner.
    public var installsBeforeBatch = false

    /// The operations the step performs, its content updates included: what the threshold counts.
    public var operationCount: Int { batch.count + updates.count }

    public init(
      data: [DisplayedSection], batch: ListBatch, updates: [ItemPath] = [], installsBeforeBatch: Bool = false
    ) {
      self.data = data
      self.batch = batch
      self.updates = updates
      self.installsBeforeBatch = installsBeforeBatch
    }
  }

  /// The sections shown once every step is performed; a reload shows these at once.
  public var target: [DisplayedSection]
  /// The steps, in order; none when nothing changed but the data.
  public var steps: [Step]

  /// The operations of the largest step.
  /// - Complexity: O(steps).
  public var largestStep: Int { steps.lazy.map(\.operationCount).max() ?? 0 }

  public init(target: [DisplayedSection], steps: [Step]) {
    self.target = target
    self.steps = steps
  }
}

extension UpdatePlan {
  /// The plan of a staged diff: one step per stage, its item updates kept apart.
  /// - Complexity: O(stages) plus the updates.
  public init(_ staged: StagedChangeset<[DisplayedSection]>, target: [DisplayedSection]) {
    self.init(
      target: target,
      steps: staged.stages.map {
        Step(data: $0.data, batch: ListBatch($0, reloadingUpdates: false), updates: $0.itemUpdates)
      }
    )
  }

  /// The plan of a change that only updated the content of rows at `updates`: one step, or none.
  public init(updating updates: [ItemPath], target: [DisplayedSection]) {
    self.init(target: target, steps: updates.isEmpty ? [] : [Step(data: target, batch: ListBatch(), updates: updates)])
  }
}
