import DataSourceKit

/// `snapshot` built anew, as an app builds each update's snapshot: its items are appended and not
/// yet checked, and it shares nothing with `snapshot`. Applying a snapshot that was applied or
/// compared before finds its items checked already, which would leave that work out of a bench.
/// Inlinable, so that it is specialized where it is called, as an app's concrete code is.
@inlinable
public func rebuilt<Section, Item>(_ snapshot: DiffableDataSourceSnapshot<Section, Item>)
  -> DiffableDataSourceSnapshot<Section, Item>
{
  var result = DiffableDataSourceSnapshot<Section, Item>()
  result.appendSections(snapshot.sectionIdentifiers)
  for section in snapshot.sectionIdentifiers {
    result.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
  }
  return result
}
