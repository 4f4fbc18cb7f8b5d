/// What a ``DataSource`` shows, as a value: its shown sections, each with its identifier, header and
/// footer titles and shown rows. Hidden rows and sections are left out, as the view leaves them out.
///
/// This is the seam for views that take the shown state rather than batches (a SwiftUI list, a text
/// rendering): read ``DataSource/state``, and register with ``DataSource/addStateObserver(_:)`` to be
/// told when it changes. Views that take batches implement ``ListView`` instead.
public struct ListState: Sendable {
  /// One shown section.
  public struct Section: Sendable, Identifiable {
    /// The section's identifier (``DataSourceCore/Section/identifier``), unique among the sections.
    public var id: String
    /// The header's title: the section's own, else its section descriptor's; `nil` for none or a
    /// header that is a view.
    public var header: String?
    /// The footer's title, by the same rule as ``header``.
    public var footer: String?
    /// The shown rows, in order.
    public var rows: [Row]
  }

  /// The shown sections, in order.
  public var sections: [Section]

  /// Whether no row is shown (the empty state, if the data source has one, is on screen).
  /// - Complexity: O(sections).
  public var isEmpty: Bool { sections.allSatisfy { $0.rows.isEmpty } }
}

/// A view that shows a data source's state rather than performing its batches: told after what the
/// data source shows has changed, it reads ``DataSource/state`` (or only what it needs).
///
/// Registered with ``DataSource/addStateObserver(_:)`` and held weakly.
@MainActor
public protocol ListStateObserver: AnyObject {
  /// Told once per change of what `dataSource` shows: a reload, an animated change (once, after all
  /// of its batches' data is installed), a bound storage's update. It may also be told after a
  /// change that left what is shown as it was.
  func dataSourceDidChangeState(_ dataSource: DataSource)
}

/// A state observer held weakly.
struct WeakStateObserver {
  weak var observer: (any ListStateObserver)?
}
