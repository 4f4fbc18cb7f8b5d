/// Where a drop on a list lands (`ListDrop.Landing`): between rows, or onto a row. It lives in the
/// core because ``DataSourceError/invalidDropLanding(_:sections:rowsInSection:)`` names it.
public enum DropLanding: Sendable, Hashable {
  /// Between rows: the items are inserted so that the first is at this path (a row index may be
  /// the section's row count: after its last row).
  case insert(at: ItemPath)
  /// Onto the row at this path, as into a folder.
  case onto(ItemPath)

  /// The landing's path.
  public var path: ItemPath {
    switch self {
    case .insert(let path), .onto(let path): path
    }
  }
}
