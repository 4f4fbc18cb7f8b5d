/// A section descriptor that a ``DataSource`` takes as it is: a ``SectionDescriptor`` of any content
/// type, or an ``AnySectionDescriptor``.
@MainActor
public protocol SectionDescribing {
  /// The descriptor with its type erased, as a data source stores it.
  /// - Complexity: O(1).
  var erasedDescriptor: AnySectionDescriptor { get }
}

extension SectionDescriptor: SectionDescribing {
  public var erasedDescriptor: AnySectionDescriptor { AnySectionDescriptor(self) }
}

extension AnySectionDescriptor: SectionDescribing {
  public var erasedDescriptor: AnySectionDescriptor { self }
}
