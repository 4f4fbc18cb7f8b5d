import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

struct Team: Identifiable, Hashable, Diffable {
  var id: String
  var name: String
  var archived = false
}

@MainActor
@Suite struct SectionDescriptorTests {
  @Test func stringContentIsATitleHeaderAndExplicitHeadersWin() {
    let f = Fixture(
      [stringCells],
      sections: [
        Section("a", content: Row("Fruits"), items: ["apple"]),
        Section("b", content: Row("ignored"), header: "Vegetables", items: ["leek"]),
        Section("c", items: ["salt"]),
      ])
    #expect(f.dataSource.header(inSection: 0)?.title == "Fruits")
    #expect(f.dataSource.header(inSection: 1)?.title == "Vegetables")
    #expect(f.dataSource.header(inSection: 2) == nil)
    #expect(f.dataSource.headerHeight(inSection: 0) == .automatic, "a title sizes itself")
    #expect(f.dataSource.headerHeight(inSection: 2) == .zero, "no header: no height")
    #expect(f.dataSource.header(inSection: 9) == nil)
  }

  @Test func descriptorsGiveHeadersFootersHeightsAndVisibility() {
    var displayed: [String] = []
    let teams = AnySectionDescriptor(
      SectionDescriptor<Team>()
        .header { team, index in .title("\(index + 1). \(team.name)") }
        .footer { team, _ in team.id == "b" ? .title("last") : nil }
        .headerHeight { _, _ in .points(32) }
        .isHidden { team in team.archived }
        .willDisplayHeader { team, _, _ in displayed.append(team.name) }
        .willDisplayFooter { team, _, _ in displayed.append("footer \(team.name)") }
        .didEndDisplayingHeader { team, _, _ in displayed.append("gone \(team.name)") }
        .didEndDisplayingFooter { team, _, _ in displayed.append("footer gone \(team.name)") })
    let dataSource = DataSource(
      cellDescriptors: [stringCells], sectionDescriptors: [teams],
      sections: [
        Section("a", content: Row(Team(id: "a", name: "Ants")), items: ["x"]),
        Section("z", content: Row(Team(id: "z", name: "Zebras", archived: true)), items: ["y"]),
        Section("b", content: Row(Team(id: "b", name: "Bees")), items: ["z"]),
      ])
    let table = HeadlessTableView()
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    #expect(table.numberOfSections == 2, "the archived team's section is hidden")
    #expect(dataSource.header(inSection: 1)?.title == "2. Bees")
    #expect(dataSource.footer(inSection: 1)?.title == "last")
    #expect(dataSource.footer(inSection: 0) == nil)
    #expect(dataSource.headerHeight(inSection: 0) == .points(32))
    #expect(dataSource.footerHeight(inSection: 1) == .automatic)
    #expect(dataSource.footerHeight(inSection: 0) == .zero)
    dataSource.willDisplayHeader(table, inSection: 0)
    dataSource.willDisplayFooter(table, inSection: 1)
    dataSource.didEndDisplayingHeader(table, inSection: 0)
    dataSource.didEndDisplayingFooter(table, inSection: 1)
    dataSource.didEndDisplayingHeader(table, inSection: 7)
    #expect(displayed == ["Ants", "footer Bees", "gone Ants", "footer gone Bees"])
    withExtendedLifetime(adapter) {}
  }

  @Test func sectionHeightZeroFollowsTheTableStyle() {
    #expect(SectionHeight.zero.resolved(grouped: false) == 0)
    #expect(SectionHeight.zero.resolved(grouped: true) == Double.leastNormalMagnitude)
    #expect(SectionHeight.automatic.resolved(grouped: true) == nil)
    #expect(SectionHeight.points(12).resolved(grouped: false) == 12)
  }

  @Test func changedSectionContentReloadsTheSection() {
    let f = Fixture([stringCells], sections: [Section("a", content: Row("Old title"), items: ["x", "y"])])
    f.dataSource.sections = [Section("a", content: Row("New title"), items: ["x", "y"])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.table.lastBatch?.sectionReloads == 1)
    #expect(f.dataSource.header(inSection: 0)?.title == "New title")
    #expect(f.shown == [["x", "y"]])
    // Same content again: nothing to do.
    let events = f.table.events.count
    f.dataSource.sections = [Section("a", content: Row("New title"), items: ["x", "y"])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events.count == events)
  }
}
