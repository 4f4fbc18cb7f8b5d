import DataSourceCore

/// What a list shows when it has no rows: a message, and optionally a second line, an image and an
/// action, platform-neutral, of one of three kinds: nothing to show, loading, or no search results.
/// On iOS 17 and later the UIKit views show it as a `UIContentUnavailableConfiguration` (`.empty()`,
/// `.loading()` or `.search()`, by ``kind-swift.property``); before that, as a background view (a
/// loading state with an activity indicator). An app may present it itself, or through its view
/// controller's `contentUnavailableConfiguration` (the adapters' `emptyStatePresentation`). The
/// headless views expose it with its kind, and the terminal view draws it centred, a loading state
/// as a spinner line.
///
/// ```swift
/// dataSource.emptyState = EmptyState(
///   "No fruit", secondaryText: "Fruit you add appears here.", image: .system("basket"),
///   action: EmptyState.Action(title: "Add Fruit") { addFruit() })
/// dataSource.emptyState = .loading()  // while the first page loads
/// dataSource.emptyState = .search(secondaryText: "Nothing matches “\(query)”.")
/// ```
public struct EmptyState: Sendable {
  /// What the state says about the empty list; UIKit draws each kind its own way.
  public enum Kind: Sendable, Hashable {
    /// There is nothing to show (UIKit's `.empty()` configuration).
    case empty
    /// The rows are on their way: UIKit's `.loading()` configuration, an activity indicator and the
    /// message.
    case loading
    /// A search or filter matched nothing: UIKit's `.search()` configuration, a magnifying glass and
    /// the message.
    case search
  }

  /// A button under the message.
  public struct Action: Sendable {
    /// The button's title.
    public var title: String
    /// What pressing it does.
    public var handler: @MainActor () -> Void

    /// Creates an action.
    public init(title: String, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.handler = handler
    }
  }

  /// The message, such as "No Results".
  public var text: String
  /// A second, quieter line; `nil` for none.
  public var secondaryText: String?
  /// An image above the message; `nil` for none.
  public var image: ListImage?
  /// A button under the message; `nil` for none.
  public var action: Action?
  /// Which kind of state this is (default ``Kind-swift.enum/empty``).
  public var kind: Kind

  /// Creates an empty state of `kind` (default ``Kind-swift.enum/empty``).
  public init(
    _ text: String, secondaryText: String? = nil, image: ListImage? = nil, action: Action? = nil, kind: Kind = .empty
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.action = action
    self.kind = kind
  }

  /// A loading state: "Loading…" (or `text`) beside an activity indicator, shown while the list is
  /// empty because its rows have not arrived yet. Replace it with the real empty state (or `nil`)
  /// when they have.
  public static func loading(_ text: String = "Loading…", secondaryText: String? = nil) -> EmptyState {
    EmptyState(text, secondaryText: secondaryText, kind: .loading)
  }

  /// A no-results state for a search or filter: "No Results" (or `text`) under a magnifying glass,
  /// and `secondaryText` (say, what was searched for).
  public static func search(_ text: String = "No Results", secondaryText: String? = nil, action: Action? = nil)
    -> EmptyState
  {
    EmptyState(text, secondaryText: secondaryText, image: .system("magnifyingglass"), action: action, kind: .search)
  }
}
