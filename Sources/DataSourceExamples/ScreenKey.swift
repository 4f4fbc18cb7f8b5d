import DataSourceTerminal

/// One entry of a screen's key table: the label the bottom bar and `?` show, the keys it names, when
/// it acts, and what it does. A screen lists its keys once, in ``ExampleScreen/keyTable``; the bar,
/// the help and the dispatch all read that list, so a label cannot promise a key that does nothing,
/// and a key cannot act unlisted.
@MainActor
struct ScreenKey {
  /// What the bar and `?` show, such as "r shuffle".
  let label: String
  /// The keys the label names; the first is the one a test presses for it.
  let keys: [TerminalKey]
  /// Which keys the entry takes, when more than `keys` (any capital letter, any typed character).
  let matches: (TerminalKey) -> Bool
  /// Whether the entry acts in the screen's current mode; an inactive entry is neither listed nor
  /// dispatched.
  let isActive: () -> Bool
  /// Does what the label says; returns `false` to leave the key to the table (↑ and ↓ while a filter
  /// is typed). `nil` when the table itself acts on the keys (a row's `d`, `m` or `g`): the entry only
  /// lists them for this screen.
  let perform: ((TerminalKey, TerminalApplication) -> Bool)?

  init(
    _ label: String, _ keys: [TerminalKey], matches: ((TerminalKey) -> Bool)? = nil,
    when isActive: @escaping () -> Bool = { true },
    perform: ((TerminalKey, TerminalApplication) -> Bool)?
  ) {
    self.label = label
    self.keys = keys
    self.matches = matches ?? { keys.contains($0) }
    self.isActive = isActive
    self.perform = perform
  }

  /// An entry for keys the table acts on by itself (the row's keys, the cursor's): listed, never
  /// dispatched by the screen.
  static func table(_ label: String, _ keys: [TerminalKey], when isActive: @escaping () -> Bool = { true })
    -> ScreenKey
  {
    ScreenKey(label, keys, when: isActive, perform: nil)
  }
}

@MainActor
extension [ScreenKey] {
  /// The labels of these entries, as the bottom bar lists them.
  var help: String { map(\.label).joined(separator: " · ") }

  /// Dispatches `key` to the first of these entries that takes it and acts; `false` leaves it to the
  /// table.
  func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    for entry in self where entry.matches(key) {
      guard let perform = entry.perform else { return false }
      if perform(key, application) { return true }
    }
    return false
  }
}
