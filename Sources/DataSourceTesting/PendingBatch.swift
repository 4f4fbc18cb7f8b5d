import DataSourceKit

/// The calls made inside one (possibly nested) batch, as given, before any rule is applied: a
/// `ListBatch`, DataSourceKit's one batch vocabulary (its operations read through as if they were
/// this type's own), plus the reconfigures that only a headless view takes. Owned by one
/// ``HeadlessListEngine``; lives from the outermost begin to its end.
@dynamicMemberLookup
package struct PendingBatch {
  package var operations = ListBatch()
  /// Rows reconfigured in place (`reconfigureRows(at:)`), which no `ListBatch` carries.
  package var itemReconfigures: [ItemPath] = []

  package subscript<Value>(dynamicMember keyPath: WritableKeyPath<ListBatch, Value>) -> Value {
    get { operations[keyPath: keyPath] }
    set { operations[keyPath: keyPath] = newValue }
  }
}
