// Compiled only with the SnapshotTesting package trait (see Package.swift).
#if SnapshotTesting
  import DataSourceTesting
  import SnapshotTesting

  extension Snapshotting where Value == HeadlessTableView, Format == String {
    /// What the table shows, as text: `HeadlessTableView.shownLines`, one line each. Rows on screen
    /// show their cells' text (`●` marks a selected one), rows off screen are counted, and an empty
    /// state shows as one line; headers and footers come from the data source a
    /// `HeadlessTableAdapter` connects.
    ///
    /// ```swift
    /// assertSnapshot(of: tableView, as: .listText)
    /// ```
    ///
    /// Read on the main actor, as `Snapshotting<DataSource, String>.listText` is.
    /// - Complexity: O(*r*) for *r* rows the table holds.
    public static var listText: Snapshotting { mainActorText { $0.shownLines } }
  }

  extension Snapshotting where Value == HeadlessCollectionView, Format == String {
    /// What the collection view shows, as text: `HeadlessCollectionView.shownLines`, as the table's
    /// strategy of the same name.
    ///
    /// ```swift
    /// assertSnapshot(of: collectionView, as: .listText)
    /// ```
    /// - Complexity: O(*r*) for *r* items the view holds.
    public static var listText: Snapshotting { mainActorText { $0.shownLines } }
  }
#endif
