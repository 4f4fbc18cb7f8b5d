import DataSourceKit
import GRDB

/// A row of the app's `note` table. `nonisolated`: the storage fetches and compares notes off the main
/// actor, so in an app target isolated to the main actor by default the model must belong to none.
nonisolated public struct Note: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable, Diffable
{
  public var id: Int64
  public var title: String

  public init(id: Int64, title: String) {
    self.id = id
    self.title = title
  }
}
