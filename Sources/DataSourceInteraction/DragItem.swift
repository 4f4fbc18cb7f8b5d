import DataSourceCore
import Foundation

/// What a row gives a drag: an object lists of this app receive as is, and representations other
/// apps can read, platform-neutral. A descriptor gives one with the `.dragItem` behaviour
/// behaviour; a row that gives none does not drag.
///
/// ```swift
/// CellDescriptor<Fruit, FruitCell>()
///   .on(.dragItem) { fruit, _ in .text(fruit.name, localObject: fruit) }
/// ```
///
/// On UIKit (iOS; tvOS has no drag and drop) each becomes a `UIDragItem` whose item provider offers
/// the representations, best first.
public struct DragItem {
  /// One form of the item another app can read: the data of a uniform type identifier, made only
  /// when a drop asks for it (on UIKit, on a background queue).
  public struct Representation: Sendable {
    /// The uniform type identifier, such as `"public.utf8-plain-text"`.
    public var typeIdentifier: String
    /// Makes the data; `nil` when it cannot.
    public var data: @Sendable () -> Data?

    /// Creates a representation of `typeIdentifier`.
    public init(typeIdentifier: String, data: @escaping @Sendable () -> Data?) {
      self.typeIdentifier = typeIdentifier
      self.data = data
    }
  }

  /// UTF-8 plain text's uniform type identifier.
  public static let plainTextType = "public.utf8-plain-text"

  /// What a drop inside this app receives as is (usually the row's item); `nil` for none.
  public var localObject: Any?
  /// What other apps can read, best first.
  public var representations: [Representation]

  /// Creates a drag item.
  public init(localObject: Any? = nil, representations: [Representation] = []) {
    self.localObject = localObject
    self.representations = representations
  }

  /// A drag item other apps read as UTF-8 plain text (``plainTextType``), and lists of this app as
  /// `localObject`.
  public static func text(_ text: String, localObject: Any? = nil) -> DragItem {
    DragItem(
      localObject: localObject,
      representations: [Representation(typeIdentifier: plainTextType) { Data(text.utf8) }])
  }
}
