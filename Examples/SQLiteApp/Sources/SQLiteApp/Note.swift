import DataSourceKit
import GRDB

/// A row of the app's `note` table.
public struct Note: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable, Diffable {
  public var id: Int64
  public var title: String

  public init(id: Int64, title: String) {
    self.id = id
    self.title = title
  }
}
