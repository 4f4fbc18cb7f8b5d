/// A section header or footer as a descriptor gives it: a title, or a view of the platform's kind.
@MainActor
public enum Supplement {
  /// A plain title.
  case title(String)
  /// A view (a `UIView` on Apple platforms); its height defaults to its own.
  case view(AnyObject)

  /// The title, if this is one.
  public var title: String? { if case .title(let title) = self { title } else { nil } }
}
