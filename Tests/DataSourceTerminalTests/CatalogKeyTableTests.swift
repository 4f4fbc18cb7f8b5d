import DataSourceKit
import Foundation
import Testing

@testable import DataSourceExamples
@testable import DataSourceTerminal

/// Every catalog screen's keys come from one table: the bottom bar and `?` list exactly the active
/// entries' labels, and each listed key, pressed in each mode one key away, does something the user
/// sees (the frame, the screen stack or the run changes). Live SQLite is left out: its keys need a
/// database file and a writer (its tmux tests press them).
@MainActor
@Suite struct CatalogKeyTableTests {
  nonisolated static let walked = [
    "persons", "form", "lazy", "diff", "swipe", "expand", "files", "grid", "sorted", "contacts", "groceries",
    "settings", "more", "drag", "shared",
  ]

  /// The catalog with the example `id` open, laid out once.
  func open(_ id: String) throws -> (TerminalApplication, ExampleScreen) {
    let application = TerminalApplication(root: CatalogScreen(options: ExampleOptions()))
    let screen = try #require(CatalogScreen.makeExample(id, options: ExampleOptions()) as? ExampleScreen)
    application.push(screen)
    _ = application.frame(width: 200, height: 50)
    return (application, screen)
  }

  /// What the user sees and has: the frame, how many screens are stacked, whether it still runs.
  func seen(_ application: TerminalApplication) -> ([TerminalLine], Int, Bool) {
    (application.frame(width: 200, height: 50), application.screens.count, application.isRunning)
  }

  @Test func everyScreenButLiveSQLiteIsWalked() {
    #expect(Set(Self.walked + ["sqlite"]) == Set(CatalogScreen.entries.map(\.id)))
  }

  @Test(arguments: walked) func theBarAndTheHelpListTheActiveKeys(id: String) throws {
    let (application, screen) = try open(id)
    let active = screen.activeKeys.map(\.label)
    let bar = application.frame(width: 200, height: 50).last?.text ?? ""
    let help = application.helpLines(for: screen)
    for label in active {
      #expect(bar.contains(label), "\(id): the bar lacks \(label): \(bar)")
    }
    #expect(help.contains("this screen:  " + active.joined(separator: " · ")) || active.isEmpty, "\(id): \(help)")
    application.quit()
  }

  /// In each mode, each listed entry acts: at least one of the keys it names changes what is seen.
  /// A mode that left the screen (Esc) lists nothing of it.
  @Test(arguments: walked) func everyListedKeyActsInEveryModeOneKeyAway(id: String) throws {
    // The modes: the screen as it opens, and as each listed key leaves it.
    let (first, firstScreen) = try open(id)
    let paths: [[TerminalKey]] = [[]] + firstScreen.activeKeys.map { [$0.keys[0]] }
    first.quit()
    var pressed = 0
    for path in paths {
      let (probe, probeScreen) = try open(id)
      for key in path { probe.handle(key) }
      let listed = probe.screens.last === probeScreen ? probeScreen.activeKeys.map { ($0.label, $0.keys) } : []
      probe.quit()
      for (label, keys) in listed {
        var acted = false
        for key in keys where !acted {
          let (application, _) = try open(id)
          for key in path { application.handle(key) }
          let before = seen(application)
          application.handle(key)
          acted = before != seen(application)
          application.quit()
        }
        #expect(acted, "\(id), after \(path): \(label) (\(keys)) changed nothing")
        pressed += 1
      }
    }
    #expect(pressed > 0 || id == "lazy", "\(id) lists no key")
  }
}
