/// A cell of a headless view: what `UITableViewCell` and `UICollectionViewCell` share.
///
/// It holds what a test wants to read back: the reuse identifier, the text the data source configured
/// (`text`, `detailText`, and any `accessories`), and how often it was configured and reused.
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

  /// Called when a queued cell is handed out again by a dequeue, and only then (rule 23 of <doc:UIKitBatchRules>). The default
  /// implementation clears ``contentConfiguration``, ``text``, ``detailText`` and ``accessories``;
  /// call `super` when you override.
  open func prepareForReuse() {
    contentConfiguration = nil
    text = nil
    detailText = nil
    accessories = [:]
  }
}
