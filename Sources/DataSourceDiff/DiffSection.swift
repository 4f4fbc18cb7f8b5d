/// A section a sectioned diff can follow: a ``Diffable`` model (its identity and content, such as a
/// header) and the ``Diffable`` elements it holds.
public protocol DiffableSection {
  /// The section's own identity and content.
  associatedtype Model: Diffable
  /// The type of the elements.
  associatedtype Element: Diffable

  /// The section's identity and content.
  var model: Model { get }
  /// The elements, in order.
  var elements: [Element] { get }

  /// Creates a section from a model and elements. Staging uses it to build intermediate data.
  init(model: Model, elements: [Element])
}

/// The plain ``DiffableSection``: a model and an array of elements.
public struct DiffSection<Model: Diffable, Element: Diffable>: DiffableSection {
  /// The section's identity and content.
  public var model: Model
  /// The elements, in order.
  public var elements: [Element]

  /// Creates a section.
  @inlinable
  public init(model: Model, elements: [Element]) {
    self.model = model
    self.elements = elements
  }
}

extension DiffSection: Equatable where Model: Equatable, Element: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Element: Hashable {}
extension DiffSection: Sendable where Model: Sendable, Element: Sendable {}
