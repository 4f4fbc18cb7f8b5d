// Compiled only WITHOUT the SQLite package trait: the product is then empty, and these placeholders
// turn "cannot find type 'DatabaseStorage' in scope" into a message that says what to do.
#if !SQLite
  /// Unavailable: DataSourceGRDB's storage needs the `SQLite` package trait.
  @available(
    *, unavailable,
    message:
      "DatabaseStorage needs DataSourceKit's SQLite package trait: .package(url: \"https://github.com/DataSourceKit/DataSourceKit.git\", branch: \"main\", traits: [\"SQLite\"])"
  )
  public enum DatabaseStorage<Item, Key> {}

  /// Unavailable: DataSourceGRDB's errors need the `SQLite` package trait.
  @available(
    *, unavailable,
    message:
      "DatabaseStorageError needs DataSourceKit's SQLite package trait: .package(url: \"https://github.com/DataSourceKit/DataSourceKit.git\", branch: \"main\", traits: [\"SQLite\"])"
  )
  public enum DatabaseStorageError {}
#endif
