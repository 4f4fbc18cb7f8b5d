import Observation

/// A cell of a headless view: what `UITableViewCell` and `UICollectionViewCell` share.
///
/// It holds what a test wants to read back: the reuse identifier, the text the data source configured
/// (`text`, `detailText`, and any `accessories`), how often it was configured and reused, and the state
/// it is styled by (``configurationState``, ``configurationUpdateHandler``).
/// Subclass it (or ``HeadlessTableViewCell`` / ``HeadlessCollectionViewCell``) to add fields.
@MainActor
open class HeadlessReusableCell {
  /// The identifier it was registered and dequeued with, or `nil` for a cell made directly.
  public let reuseIdentifier: String?
  /// The main text, like `textLabel.text`.
  open var text: String?
  /// The secondary text, like `detailTextLabel.text`.
  open var detailText: String?
  /// Free-form values a configuration may set (a switch state, a badge…).
  open var accessories: [String: String] = [:]
  /// How many times ``prepareForReuse()`` ran: once each time a queued cell was handed out again.
  public internal(set) var reuseCount = 0

  /// Creates a cell with the given reuse identifier. The headless views call it when a dequeue finds
  /// no queued cell for a registered class.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// What the cell shows, as UIKit's `contentConfiguration`: setting it sets ``text`` and
  /// ``detailText`` from its texts. `nil` after ``prepareForReuse()``.
  open var contentConfiguration: HeadlessListContentConfiguration? {
    didSet {
      text = contentConfiguration?.text
      detailText = contentConfiguration?.secondaryText
    }
  }

  /// The state the cell is styled by, as UIKit's `configurationState`: selected, highlighted,
  /// editing and swiped open as its view has them. A cell handed out again starts from the default state.
  public internal(set) var configurationState = CellConfigurationState()

  /// Styles the cell by its state, as UIKit's `configurationUpdateHandler`: run when it is set, and
  /// again each time ``configurationState`` changes or ``setNeedsUpdateConfiguration()`` is called.
  /// It stays when the cell is reused, as UIKit's does.
  public var configurationUpdateHandler: ((HeadlessReusableCell, CellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// How many times ``configurationUpdateHandler`` ran: once per state change, with no new cell.
  public internal(set) var configurationUpdates = 0

  /// Runs ``configurationUpdateHandler`` with the current state, as UIKit's does before the cell is
  /// shown again. What the handler reads of `@Observable` models is tracked, as UIKit tracks it
  /// (iOS 26, or iOS 18 with `UIObservationTrackingEnabled`): when one of those properties changes,
  /// the handler runs again, once, on the main actor's next turn, with no reload and no batch.
  public func setNeedsUpdateConfiguration() {
    guard let configurationUpdateHandler else { return }
    configurationUpdates += 1
    let state = configurationState
    guard #available(iOS 17, tvOS 17, macOS 14, watchOS 10, *) else {
      return configurationUpdateHandler(self, state)
    }
    observationGeneration += 1
    let generation = observationGeneration
    withObservationTracking {
      configurationUpdateHandler(self, state)
    } onChange: { [weak self] in
      // Told before the property changes, on the thread that changes it: the update runs after.
      Task { @MainActor [weak self] in
        guard let self, self.observationGeneration == generation else { return }
        self.setNeedsUpdateConfiguration()
        self.sizeMayHaveChanged?(self)
      }
    }
  }

  /// Told when the cell restyled itself after an observed change (not after a state change or a
  /// reload, whose callers measure): its view measures the row again, as UIKit's self-sizing
  /// invalidation does.
  var sizeMayHaveChanged: (@MainActor (HeadlessReusableCell) -> Void)?

  /// Counts the handler's runs, so that a change seen by a run that a later one replaced (the state
  /// changed meanwhile) does not run the handler a second time.
  private var observationGeneration = 0

  /// Changes the state as `change` says; when it changed, the configuration is updated.
  func changeState(_ change: (inout CellConfigurationState) -> Void) {
    var state = configurationState
    change(&state)
    guard state != configurationState else { return }
    configurationState = state
    setNeedsUpdateConfiguration()
  }

  /// Called when a queued cell is handed out again by a dequeue, and only then (rule 23 of <doc:UIKitBatchRules>). The default
  /// implementation clears ``contentConfiguration``, ``text``, ``detailText`` and ``accessories``;
  /// call `super` when you override.
  open func prepareForReuse() {
    configurationState = CellConfigurationState()
    contentConfiguration = nil
    text = nil
    detailText = nil
    accessories = [:]
  }
}
