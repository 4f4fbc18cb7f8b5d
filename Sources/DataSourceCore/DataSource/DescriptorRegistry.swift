/// The descriptors a ``DataSource`` was given, by what looks them up: cell descriptors by model type
/// and by model type and reuse identifier, section descriptors by section identifier and by content
/// type, and the model types known to have none. Owned by its data source; changed on the main
/// actor only.
@MainActor
struct DescriptorRegistry {
  /// Cell descriptors by model type: the first registered for each type, plus those built for
  /// self-describing items. Rows that name no cell identifier use these.
  private var cellsByType: [ObjectIdentifier: AnyCellDescriptor] = [:]
  /// Every registered cell descriptor by model type and reuse identifier, for rows that name one
  /// (`Row(_:identifier:)`, see ``Row/cellIdentifier``).
  private(set) var cellsByKey: [DescriptorKey: AnyCellDescriptor] = [:]
  /// Section descriptors by content type.
  private var sectionsByContent: [ObjectIdentifier: AnySectionDescriptor] = [:]
  /// Section descriptors by section identifier; these come first.
  private(set) var sectionsByIdentifier: [String: AnySectionDescriptor] = [:]
  /// Model types known to have no descriptor and not to describe themselves.
  private var undescribedTypes = Set<ObjectIdentifier>()

  /// The registry of a new data source.
  /// - Precondition: no two cell descriptors share both model type and reuse identifier, and no two
  ///   section descriptors share a content type or a section identifier.
  init(cells: [AnyCellDescriptor], sections: [AnySectionDescriptor]) {
    for descriptor in cells {
      precondition(
        cellsByKey.updateValue(descriptor, forKey: DescriptorKey(descriptor)) == nil,
        "Two cell descriptors for \(descriptor.itemTypeName) have the reuse identifier '\(descriptor.reuseIdentifier)'; keep one, or give one another identifier."
      )
      if cellsByType[descriptor.itemType] == nil { cellsByType[descriptor.itemType] = descriptor }
    }
    for descriptor in sections {
      if let identifier = descriptor.identifier {
        precondition(
          sectionsByIdentifier.updateValue(descriptor, forKey: identifier) == nil,
          "Two section descriptors are registered for the section '\(identifier)'; keep one.")
      } else {
        precondition(
          sectionsByContent.updateValue(descriptor, forKey: descriptor.contentType) == nil,
          "Two section descriptors are registered for one content type; keep one.")
      }
    }
  }

  /// Adds descriptors, as `DataSource.register(cellDescriptors:sectionDescriptors:)` says.
  /// - Complexity: O(*d*) for *d* descriptors.
  mutating func register(cells: [AnyCellDescriptor], sections: [AnySectionDescriptor]) {
    for descriptor in cells {
      cellsByKey[DescriptorKey(descriptor)] = descriptor
      if cellsByType[descriptor.itemType].map({ $0.reuseIdentifier == descriptor.reuseIdentifier }) ?? true {
        cellsByType[descriptor.itemType] = descriptor
      }
      undescribedTypes.remove(descriptor.itemType)
    }
    for descriptor in sections {
      if let identifier = descriptor.identifier {
        sectionsByIdentifier[identifier] = descriptor
      } else {
        sectionsByContent[descriptor.contentType] = descriptor
      }
    }
  }

  /// The descriptor for a row's model type: a registered one, else one built from a
  /// ``SelfDescribingItem`` (once per type).
  /// - Complexity: O(1): a dictionary lookup by type, no scan over the descriptors.
  mutating func cell(for row: Row) -> AnyCellDescriptor? {
    if let identifier = row.cellIdentifier {
      return cellsByKey[DescriptorKey(type: row.itemType, reuseIdentifier: identifier)]
    }
    if let descriptor = cellsByType[row.itemType] { return descriptor }
    guard !undescribedTypes.contains(row.itemType) else { return nil }
    guard let box = row.box as? any SelfDescribingBox else {
      undescribedTypes.insert(row.itemType)
      return nil
    }
    let descriptor = box.makeDescriptor()
    cellsByType[row.itemType] = descriptor
    return descriptor
  }

  /// The descriptor of a section and the content its closures get: the descriptor registered for the
  /// section's identifier (with `()` for `Void` content), else the one for its content's type.
  /// - Complexity: O(1).
  func section(identifier: String, content: Row?) -> (descriptor: AnySectionDescriptor, content: Row)? {
    if let descriptor = sectionsByIdentifier[identifier] {
      if descriptor.contentType == ObjectIdentifier(Void.self) { return (descriptor, Self.voidContent) }
      if let content, content.itemType == descriptor.contentType { return (descriptor, content) }
    }
    guard let content, let descriptor = sectionsByContent[content.itemType] else { return nil }
    return (descriptor, content)
  }

  /// What a descriptor of `Void` content gets.
  private static let voidContent = Row(())

  /// Whether any descriptor hides rows or sections by a closure.
  /// - Complexity: O(*d*) for *d* descriptors.
  var hidesByClosure: Bool {
    cellsByKey.values.contains { $0.isHidden != nil } || sectionsByContent.values.contains { $0.isHidden != nil }
      || sectionsByIdentifier.values.contains { $0.isHidden != nil }
  }

  /// The names of the model types that have descriptors, for error messages.
  var describedTypeNames: String {
    // A type's extra descriptors (for rows that name a cell identifier) are listed with their identifier.
    cellsByKey.values.map { descriptor in
      cellsByType[descriptor.itemType]?.reuseIdentifier == descriptor.reuseIdentifier
        ? descriptor.itemTypeName : "\(descriptor.itemTypeName) ('\(descriptor.reuseIdentifier)')"
    }.sorted().joined(separator: ", ")
  }
}

/// A cell descriptor's key: its model type and reuse identifier.
struct DescriptorKey: Hashable {
  let type: ObjectIdentifier
  let reuseIdentifier: String

  init(type: ObjectIdentifier, reuseIdentifier: String) {
    self.type = type
    self.reuseIdentifier = reuseIdentifier
  }

  @MainActor init(_ descriptor: AnyCellDescriptor) {
    self.init(type: descriptor.itemType, reuseIdentifier: descriptor.reuseIdentifier)
  }
}
