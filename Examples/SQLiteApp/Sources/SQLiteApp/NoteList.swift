import DataSourceGRDB
import DataSourceKit
import GRDB

/// The app's list of notes: a data source that follows the `note` table, one row per note.
@MainActor
public final class NoteList {
  public let storage: DatabaseStorage<Note, String>
  public let dataSource: DataSource

  /// Follows the notes in `database`, by id, in one section.
  public init(database: any DatabaseReader, cell: any CellDescribing) {
    storage = DatabaseStorage(
      database, pollInterval: nil, fetch: { try Note.order(Column("id")).fetchAll($0) }, sectionKey: { _ in "Notes" })
    dataSource = DataSource(cellDescriptors: [cell])
    dataSource.bind(to: storage)
  }
}
