extension DataSource {
  /// The number of sections shown.
  public var numberOfSections: Int { displayedSections.count }

  /// The number of rows shown in `section`; 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    displayedSections.indices.contains(section) ? displayedSections[section].elements.count : 0
  }

  /// The row shown at `path`, or `nil` when there is none (a view can send stale or empty paths). A
  /// lazy section's row is made here, the first time it is asked for.
  public func row(at path: ItemPath) -> Row? {
    guard displayedSections.indices.contains(path.section),
      displayedSections[path.section].elements.indices.contains(path.item)
    else { return nil }
    let row = displayedSections[path.section].elements[path.item]
    if let lazy = row.item(as: LazyRowPlaceholder.self) { return lazy.rows.row(at: lazy.index) }
    return row
  }

  /// The header of `section`, if any.
  public func header(inSection section: Int) -> HeaderFooter? {
    displayedSections.indices.contains(section) ? displayedSections[section].model.header : nil
  }

  /// The footer of `section`, if any.
  public func footer(inSection section: Int) -> HeaderFooter? {
    displayedSections.indices.contains(section) ? displayedSections[section].model.footer : nil
  }

  /// A configured cell for the row at `path`, dequeued from `view` (registering the descriptor's cell
  /// class on first use). Returns `nil` for a path with no row.
  ///
  /// - Precondition: the row's model type has a descriptor. The message names the type and the
  ///   described types; ``validate()`` reports the same problem as an error.
  public func cell(at path: ItemPath, in view: any ListView) -> AnyObject? {
    guard let row = row(at: path) else { return nil }
    guard let descriptor = descriptor(for: row) else {
      preconditionFailure(DataSourceError.missingDescriptor(type: row.itemTypeName, path: path, described: describedTypeNames).description)
    }
    if registeredIdentifiers.insert(descriptor.reuseIdentifier).inserted {
      view.registerCell(descriptor.cellClass, reuseIdentifier: descriptor.reuseIdentifier)
    }
    let cell = view.dequeueCell(reuseIdentifier: descriptor.reuseIdentifier, for: path)
    descriptor.configure?(row, cell, path)
    return cell
  }

  /// The height of the row at `path`: descriptor, then ``height``, then ``rowHeight``. `nil` means the
  /// view sizes the row itself, as it does for a path with no row.
  public func heightForRow(at path: ItemPath) -> Double? {
    guard let row = row(at: path) else { return rowHeight }
    return descriptor(for: row)?.height?(row, path) ?? height?(row, path) ?? rowHeight
  }

  /// Runs the selection closures for the row at `path` (descriptor, then ``didSelect``) and says
  /// whether the row should be deselected. A path with no row keeps the selection as it is.
  @discardableResult
  public func didSelectRow(at path: ItemPath) -> SelectionResult {
    guard let row = row(at: path) else { return .keepSelected }
    if let body = descriptor(for: row)?.didSelect { return body(row, path) }
    return didSelect?(row, path) ?? .keepSelected
  }

  /// Checks that every row has a descriptor.
  /// - Throws: ``DataSourceError/missingDescriptor(type:path:described:)`` for the first row without.
  public func validate() throws(DataSourceError) {
    for (s, section) in sections.enumerated() {
      for (i, row) in section.rows.enumerated() where descriptor(for: row) == nil {
        throw .missingDescriptor(
          type: row.itemTypeName, path: ItemPath(item: i, section: s), described: describedTypeNames)
      }
    }
  }
}

/// A problem with what an app gave a ``DataSource``.
public enum DataSourceError: Error, Equatable, CustomStringConvertible {
  /// A row's model type has no cell descriptor.
  case missingDescriptor(type: String, path: ItemPath, described: String)

  public var description: String {
    switch self {
    case .missingDescriptor(let type, let path, let described):
      "No cell descriptor for \(type) (row \(path.item) of section \(path.section)). Add a CellDescriptor<\(type), YourCell> to the data source; it has descriptors for: \(described.isEmpty ? "nothing" : described)."
    }
  }
}
