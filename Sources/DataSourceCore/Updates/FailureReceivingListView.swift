/// A ``ListView`` that wants to hear of the data source's failures that UIKit raises an exception for
/// (``DataSourceError/raisesInUIKit``): a nil cell, a missing supplementary view, a snapshot issue.
/// UIKit's views do not: the app would crash there, and ``DataSource/failures`` keeps the record. The
/// headless views do, so that such a failure fails the test that caused it.
@MainActor
package protocol FailureReceivingListView: ListView {
  /// Called once for each such failure, after ``DataSource/failures`` has it.
  func dataSourceDidFail(_ failure: DataSourceError)
}
