// Apple-only adapter; see UIKitListView.swift for how it is compiled. iOS only: tvOS has no drag
// and drop.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if (canImport(UIKit) && !os(tvOS)) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
#endif

#if (canImport(UIKit) && !os(tvOS)) || UIKIT_STANDIN
  /// The one mapping between UIKit's drag and drop objects and the data source's questions, for
  /// tables and collection views alike: rows' drag items become `UIDragItem`s (the item itself as
  /// the local object, its representations in the item provider), and dropped `UIDragItem`s become
  /// the `ListDrop.Item`s a `DropRule` reads.
  @MainActor
  enum UIKitDragAndDrop {
    /// What UIKit's `localObject` holds for a row dragged from a list of this app: the item as the
    /// data source made it, origin included.
    final class DraggedRow {
      let item: ListDrop.Item
      init(_ item: ListDrop.Item) { self.item = item }
    }

    /// An item provider, which Foundation documents as safe to load from any thread.
    struct Provider: @unchecked Sendable {
      let provider: NSItemProvider

      /// The provider's data of `typeIdentifier`, `nil` when it fails.
      func data(ofType typeIdentifier: String) async -> Data? {
        await withCheckedContinuation { continuation in
          provider.loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, _ in
            continuation.resume(returning: data)
          }
        }
      }
    }

    /// The drag items of the row at `indexPath`: one when its descriptor gives a drag item, else none
    /// (UIKit then does not start the drag).
    static func dragItems(of dataSource: DataSource, at indexPath: IndexPath) -> [UIDragItem] {
      guard let path = ItemPath(indexPath), let item = dataSource.dragItem(at: path) else { return [] }
      let provider = NSItemProvider()
      for typeIdentifier in item.typeIdentifiers {
        let load = item.loader
        provider.registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
          Task { completion(await load(typeIdentifier), nil) }
          return nil
        }
      }
      let dragItem = UIDragItem(itemProvider: provider)
      dragItem.localObject = DraggedRow(item)
      return [dragItem]
    }

    /// The dropped items as a drop rule reads them: a row of this app as it was dragged, another
    /// app's item by its provider's types.
    static func droppedItems(_ dragItems: [UIDragItem]) -> [ListDrop.Item] {
      dragItems.map { dragItem in
        if let row = dragItem.localObject as? DraggedRow { return row.item }
        let provider = Provider(provider: dragItem.itemProvider)
        return ListDrop.Item(
          localObject: nil, origin: nil, typeIdentifiers: dragItem.itemProvider.registeredTypeIdentifiers,
          load: { typeIdentifier in await provider.data(ofType: typeIdentifier) })
      }
    }

    /// What UIKit is told while `dragItems` hover over `destination`: the operation (`.forbidden`
    /// when the rule refuses) and whether the drop lands onto the row (UIKit's "insert into")
    /// rather than between rows.
    static func proposal(of dataSource: DataSource, for dragItems: [UIDragItem], at destination: IndexPath?)
      -> (operation: UIDropOperation, ontoRow: Bool)
    {
      let drop = dataSource.proposedDrop(of: droppedItems(dragItems), at: destination.flatMap(ItemPath.init))
      let operation: UIDropOperation =
        switch drop?.operation {
        case .move: .move
        case .copy: .copy
        case nil: .forbidden
        }
      if case .onto? = drop?.landing { return (operation, true) }
      return (operation, false)
    }

    /// Performs the drop of `dragItems` over `destination` by the data source's rule.
    static func performDrop(of dataSource: DataSource, _ dragItems: [UIDragItem], at destination: IndexPath?) {
      dataSource.performDrop(of: droppedItems(dragItems), at: destination.flatMap(ItemPath.init))
    }
  }
#endif
