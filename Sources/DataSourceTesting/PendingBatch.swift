import DataSourceKit

/// The calls made inside one (possibly nested) batch, as given, before any rule is applied.
/// Owned by one ``HeadlessListEngine``; lives from the outermost begin to its end.
struct PendingBatch {
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var rowDeletes: [ItemPath] = []
  var rowInserts: [ItemPath] = []
  var rowReloads: [ItemPath] = []
  var rowMoves: [(from: ItemPath, to: ItemPath)] = []
  var rowReconfigures: [ItemPath] = []
}
