// Compiled only WITHOUT the SnapshotTesting package trait: the product is then empty, and this
// placeholder turns "no such module" confusion into a message that says what to do.
#if !SnapshotTesting
  /// Unavailable: DataSourceSnapshotTesting's strategies need the `SnapshotTesting` package trait.
  @available(
    *, unavailable,
    message:
      "the list snapshot strategies need DataSourceKit's SnapshotTesting package trait: .package(url: \"https://github.com/DataSourceKit/DataSourceKit.git\", branch: \"main\", traits: [\"SnapshotTesting\"])"
  )
  public enum DataSourceSnapshotTestingNeedsTrait {}
#endif
