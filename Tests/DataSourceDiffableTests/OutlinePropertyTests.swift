import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// Random snapshots on a headless collection view with section headers: sections in random order,
/// each a random forest of items with random expansions, applied as full snapshots, as outlines per
/// section, or as expansions toggled on the shown outlines. After every animated apply the view shows
/// what a reference model says (computed here, not by the section snapshot), no batch was rejected,
/// and every section's header belongs to that section.
@MainActor
@Suite struct OutlinePropertyTests {
  /// The reference model of one section: each item's parent (or `nil`) in insertion order, and the
  /// expanded items.
  struct ModelSection {
    var identifier: String
    var items: [(item: Int, parent: Int?)]
    var expanded: Set<Int>

    /// The items shown: depth first, children in insertion order, only under expanded items.
    var visible: [Int] {
      var result: [Int] = []
      func walk(_ parent: Int?) {
        for entry in items where entry.parent == parent {
          result.append(entry.item)
          if expanded.contains(entry.item) { walk(entry.item) }
        }
      }
      walk(nil)
      return result
    }

    var outline: DiffableDataSourceSectionSnapshot<Int> {
      var outline = DiffableDataSourceSectionSnapshot<Int>()
      for entry in items { outline.append([entry.item], to: entry.parent) }
      outline.expand(Array(expanded))
      return outline
    }
  }

  static func randomModel(_ rng: inout SplitMix64) -> [ModelSection] {
    var pool = Array(0..<60)
    pool.shuffle(using: &rng)
    let identifiers = ["S0", "S1", "S2", "S3", "S4"].filter { _ in rng.chance(0.7) }.shuffled(using: &rng)
    return identifiers.map { identifier in
      var section = ModelSection(identifier: identifier, items: [], expanded: [])
      for _ in 0..<Int.random(in: 0...8, using: &rng) {
        guard let item = pool.popLast() else { break }
        let parent = section.items.isEmpty || rng.chance(0.4) ? nil : section.items.randomElement(using: &rng)?.item
        section.items.append((item, parent))
        if rng.chance(0.5) { section.expanded.insert(item) }
      }
      return section
    }
  }

  @Test func theCollectionViewAlwaysShowsTheOutlines() async {
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let view = HeadlessCollectionView(visibleItemCapacity: 10_000)
      view.supplementaryKinds = [SupplementaryKind.header.rawValue]
      view.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.register(
        HeadlessCollectionReusableView.self, forSupplementaryViewOfKind: SupplementaryKind.header.rawValue,
        withReuseIdentifier: "header")
      let source = HeadlessCollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        cell.text = "\(item)"
        return cell
      }
      source.supplementaryViewProvider = { [unowned source] view, kind, path in
        let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path)
        header.text = source.sectionIdentifier(for: path.section)
        #expect(header.text.flatMap { source.index(for: $0) } == path.section, "index(for:) agrees")
        return header
      }
      var model = Self.randomModel(&rng)
      var first = DiffableDataSourceSnapshot<String, Int>()
      first.appendSections(model.map(\.identifier))
      source.apply(first, animatingDifferences: false)
      for section in model { source.apply(section.outline, to: section.identifier, animatingDifferences: false) }
      for step in 0..<8 {
        switch rng.next() % 3 {
        case 0:
          // A new model, as one full snapshot of the visible items.
          model = Self.randomModel(&rng)
          var snapshot = DiffableDataSourceSnapshot<String, Int>()
          snapshot.appendSections(model.map(\.identifier))
          for section in model { snapshot.appendItems(section.visible, toSection: section.identifier) }
          source.apply(snapshot, animatingDifferences: true)
        case 1:
          // A new model, as outlines applied section by section (sections first, in order).
          model = Self.randomModel(&rng)
          var snapshot = DiffableDataSourceSnapshot<String, Int>()
          snapshot.appendSections(model.map(\.identifier))
          source.apply(snapshot, animatingDifferences: true)
          for section in model { source.apply(section.outline, to: section.identifier, animatingDifferences: true) }
        default:
          // Toggle random expansions of the shown outlines.
          for s in model.indices {
            guard let entry = model[s].items.randomElement(using: &rng) else { continue }
            var outline = source.snapshot(for: model[s].identifier)
            // A section shown by a flat snapshot has a flat outline: start from the model's tree.
            if outline != model[s].outline { outline = model[s].outline }
            if model[s].expanded.contains(entry.item) {
              model[s].expanded.remove(entry.item)
              outline.collapse([entry.item])
            } else {
              model[s].expanded.insert(entry.item)
              outline.expand([entry.item])
            }
            source.apply(outline, to: model[s].identifier, animatingDifferences: true)
          }
        }
        let shown = (0..<view.numberOfSections).map { s in
          (0..<view.numberOfItems(inSection: s)).map {
            view.cellForItem(at: IndexPath(item: $0, section: s))?.text ?? "?"
          }
        }
        #expect(shown == model.map { $0.visible.map(String.init) }, "seed \(seed), step \(step)")
        #expect(
          view.visibleSupplementaryViews(ofKind: SupplementaryKind.header.rawValue).map(\.text)
            == model.map(\.identifier), "seed \(seed), step \(step): headers")
        #expect(view.listViewFailures.isEmpty, "seed \(seed), step \(step): \(view.listViewFailures)")
        #expect(source.dataSource.failures.isEmpty, "seed \(seed), step \(step): \(source.dataSource.failures)")
      }
    }
  }
}
