import Foundation

// Drag and drop (iOS 11; unavailable on tvOS): the item provider, drag items, sessions, and the
// table and collection view delegates, proposals and coordinators, as UIKit documents them.

/// Foundation's item provider (Apple platforms only): representations by type identifier, loaded on
/// a background queue.
open class NSItemProvider: NSObject, @unchecked Sendable {
  public enum RepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }
  private var loaders: [(String, @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)] = []

  public override init() {}

  open var registeredTypeIdentifiers: [String] { loaders.map(\.0) }

  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProvider.RepresentationVisibility,
    loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    loaders.append((typeIdentifier, loadHandler))
  }

  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains(typeIdentifier)
  }

  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    guard let loader = loaders.first(where: { $0.0 == typeIdentifier })?.1 else {
      completionHandler(nil, CocoaError(.featureUnsupported))
      return Progress(totalUnitCount: 1)
    }
    // UIKit calls back on a background queue.
    DispatchQueue.global().async { _ = loader(completionHandler) }
    return Progress(totalUnitCount: 1)
  }
}

@MainActor
open class UIDragItem: NSObject {
  public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
  open var itemProvider: NSItemProvider
  open var localObject: Any?
}

@MainActor
public protocol UIDragDropSession: NSObjectProtocol {
  var items: [UIDragItem] { get }
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

@MainActor
public protocol UIDragSession: UIDragDropSession {
  var localContext: Any? { get set }
}

@MainActor
public protocol UIDropSession: UIDragDropSession {
  var localDragSession: (any UIDragSession)? { get }
}

public enum UIDropOperation: UInt, Sendable { case cancel, forbidden, copy, move }

@MainActor
open class UIDropProposal: NSObject {
  public init(operation: UIDropOperation) { self.operation = operation }
  open var operation: UIDropOperation
}

@MainActor
open class UITableViewDropProposal: UIDropProposal {
  public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
    self.intent = intent
    super.init(operation: operation)
  }
  public override init(operation: UIDropOperation) {
    intent = .unspecified
    super.init(operation: operation)
  }
  open var intent: UITableViewDropIntent
}

public enum UITableViewDropIntent: Int, Sendable {
  case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
}

@MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
  var dragItem: UIDragItem { get }
  var sourceIndexPath: IndexPath? { get }
}

@MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
  var items: [any UITableViewDropItem] { get }
  var destinationIndexPath: IndexPath? { get }
  var proposal: UITableViewDropProposal { get }
  var session: any UIDropSession { get }
}

@MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
  func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
    -> [UIDragItem]
}

@MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
  func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
}

@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
  public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
    self.intent = intent
    super.init(operation: operation)
  }
  public override init(operation: UIDropOperation) {
    intent = .unspecified
    super.init(operation: operation)
  }
  open var intent: UICollectionViewDropIntent
}

public enum UICollectionViewDropIntent: Int, Sendable {
  case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath
}

@MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
  var dragItem: UIDragItem { get }
  var sourceIndexPath: IndexPath? { get }
}

@MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
  var items: [any UICollectionViewDropItem] { get }
  var destinationIndexPath: IndexPath? { get }
  var proposal: UICollectionViewDropProposal { get }
  var session: any UIDropSession { get }
}

@MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]
}

@MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
}
