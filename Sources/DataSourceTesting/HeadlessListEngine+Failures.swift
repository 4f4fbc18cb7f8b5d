import DataSourceKit

extension HeadlessListEngine {
  /// Records a failure the data source met while answering this view, where UIKit would raise: a nil
  /// cell or supplementary view, a row with no descriptor, a snapshot issue. A failed dequeue this
  /// view already recorded for the call in progress is not recorded twice.
  func recordDataSourceFailure(_ failure: DataSourceError) {
    let rule: HeadlessUpdateError.Rule
    switch failure {
    case .dequeueFailed:
      if hasPendingDequeueFailure { return }
      rule = .unregisteredReuseIdentifier
    case .supplementaryDequeueFailed, .supplementaryProviderReturnedNil: rule = .invalidSupplementaryView
    case .cellProviderReturnedNil, .missingDescriptor, .noRow: rule = .missingCell
    case .snapshotIssue: rule = .invalidSnapshot
    case .listViewReleased, .rowsWithoutIdentity, .invalidDropLanding: return
    }
    recordListViewFailure(HeadlessUpdateError(rule, failure.description))
  }
}

extension HeadlessTableView: FailureReceivingListView {
  /// Records the data source's failure in ``listViewFailures`` and reports it by ``failurePolicy``.
  package func dataSourceDidFail(_ failure: DataSourceError) { engine.recordDataSourceFailure(failure) }
}

extension HeadlessCollectionView: FailureReceivingListView {
  /// Records the data source's failure in ``listViewFailures`` and reports it by ``failurePolicy``.
  package func dataSourceDidFail(_ failure: DataSourceError) { engine.recordDataSourceFailure(failure) }
}
