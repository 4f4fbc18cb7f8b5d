extension StagedChangeset {
  /// Diffs two flat lists, shown as section 0 of a list, and stages the result. Element paths in the
  /// stages are in section 0.
  /// - Complexity: that of ``FlatChangeset``'s diff, plus O(*n*) per stage whose data is not `target`.
  @inlinable
  public init<Element: Diffable>(source: [Element], target: [Element]) where Data == [Element] {
    let staged = StagedChangeset<[DiffSection<Int, Element>]>(
      source: [DiffSection(model: 0, elements: source)], target: [DiffSection(model: 0, elements: target)])
    self.init(
      stages: staged.stages.map { stage in
        var flat = ChangesetStage<[Element]>(kind: stage.kind, data: stage.data.first?.elements ?? [])
        flat.itemDeletes = stage.itemDeletes
        flat.itemInserts = stage.itemInserts
        flat.itemMoves = stage.itemMoves
        flat.itemUpdates = stage.itemUpdates
        return flat
      })
  }
}
