import DataSourceKit
import DataSourceTerminal
import DataSourceTestSupport
import Foundation
import Testing

@testable import DataSourceExamples

#if canImport(Glibc)
  import Glibc
#endif

/// The help and the bottom bar say only what works in the mode the screen is in: a menu, a held
/// row, a carried row; and a help taller than the window scrolls.
@MainActor
@Suite struct CatalogHelpModesTests {
  func open(_ id: String) throws -> (TerminalApplication, TerminalScreen) {
    let screen = try #require(CatalogScreen.makeExample(id, options: ExampleOptions()))
    let application = TerminalApplication(root: CatalogScreen(options: ExampleOptions()))
    application.push(screen)
    _ = application.frame(width: 200, height: 50)
    return (application, screen)
  }

  func text(_ application: TerminalApplication, width: Int = 200, height: Int = 50) -> String {
    application.frame(width: width, height: height).map(\.text).joined(separator: "\n")
  }

  @Test func aMenusHelpListsNoBackAndNoQuitByQ() throws {
    let (application, screen) = try open("swipe")
    application.handle(.character("m"))
    #expect(screen.tableView.menu != nil)
    application.handle(.character("?"))
    let help = text(application)
    #expect(help.contains("q or ← close"), "\(help)")
    #expect(!help.contains("b back") && !help.contains("q or Ctrl-C quit"), "\(help)")
    application.handle(.character("x"))  // closes the help
    application.handle(.character("q"))
    #expect(screen.tableView.menu == nil && application.isRunning, "q closed the menu, as the help says")
  }

  @Test func whileMovingARowOnlyCtrlCQuits() throws {
    let (application, screen) = try open("swipe")
    application.handle(.character("g"))
    #expect(screen.tableView.isHoldingRow)
    application.handle(.character("?"))
    let help = text(application)
    #expect(help.contains("moving:") && help.contains("Ctrl-C quit") && !help.contains("q or Ctrl-C"), "\(help)")
    application.handle(.character("x"))
    application.handle(.character("q"))
    #expect(application.isRunning, "q does nothing while a row is held, and the help did not say it would")
  }

  @Test(arguments: [60, 80, 200]) func carryingARowEscPutsItBackAndNothingSaysEscBack(width: Int) throws {
    let (application, screen) = try open("drag")
    application.handle(.character("c"))
    let bar = text(application, width: width).split(separator: "\n").last.map(String.init) ?? ""
    #expect(!bar.contains("Esc back"), "\(bar)")
    if width == 200 { #expect(bar.contains("Esc put back") && bar.contains("b back"), "\(bar)") }
    application.handle(.character("?"))
    let help = text(application, width: width)
    #expect(!help.contains("Esc, Backspace"), "\(help)")
    application.handle(.character("x"))
    application.handle(.escape)
    #expect(application.screens.last === screen, "Esc put the row back, and stayed")
  }

  @Test func aHelpTallerThanTheWindowScrolls() throws {
    let (application, _) = try open("swipe")
    application.handle(.character("?"))
    let first = text(application, width: 60, height: 15)
    #expect(first.contains("scroll (1–"), "\(first)")
    #expect(!first.contains("closes this help."), "the end is below:\n\(first)")
    application.handle(.end)
    let last = text(application, width: 60, height: 15)
    #expect(last.contains("Esc or any letter closes this help."), "\(last)")
    #expect(application.showsHelp, "scrolling keeps the help open")
    application.handle(.home)
    #expect(text(application, width: 60, height: 15) == first)
    application.handle(.character("x"))
    #expect(!application.showsHelp)
  }

  @Test func theCommandLineHelpPromisesOnlyWhatWorks() {
    let help = ExampleCatalog.help
    #expect(!help.contains("in a grid) move it"), "g does nothing in the Emoji Grid")
    #expect(help.contains("c carry the row") && help.contains("(Drag and Drop)"))
  }
}

/// A jump through Contacts' index puts the section at the top, as UIKit's index does.
@MainActor
@Suite struct ContactsJumpTests {
  @Test(arguments: ["D", "M", "R"]) func aJumpPutsTheSectionAtTheTop(letter: String) throws {
    let screen = try #require(CatalogScreen.makeExample("contacts", options: ExampleOptions()))
    let application = TerminalApplication(root: CatalogScreen(options: ExampleOptions()))
    application.push(screen)
    _ = application.frame(width: 60, height: 15)
    application.handle(.character(Character(letter)))
    let lines = application.frame(width: 60, height: 15).map(\.text)
    let cursor = try #require(lines.firstIndex { $0.contains("›") }, "\(lines.joined(separator: "\n"))")
    #expect(cursor <= 3, "the section's header and first row are at the top:\n\(lines.joined(separator: "\n"))")
  }
}

/// A filter shows no header over a section it found nothing in.
@MainActor
@Suite struct GroceriesFilterHeaderTests {
  @Test func aFilterLeavesNoEmptyHeader() async throws {
    let screen = try #require(CatalogScreen.makeExample("groceries", options: ExampleOptions()))
    let application = TerminalApplication(root: CatalogScreen(options: ExampleOptions()))
    application.push(screen)
    func shown() -> String { application.frame(width: 80, height: 24).map(\.text).joined(separator: "\n").lowercased() }
    #expect(shown().contains("in the basket") && shown().contains("to buy"))
    for key in ["/", "a", "p", "p"] { application.handle(.character(Character(key))) }
    // The section that goes is drawn going for a moment: wait for the animation's end.
    let deadline = ContinuousClock.now + .seconds(10)
    var filtered = shown()
    while screen.tableView.isAnimating, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      filtered = shown()
    }
    #expect(filtered.contains("apples") && filtered.contains("to buy"), "\(filtered)")
    #expect(!filtered.contains("in the basket\n"), "no header over nothing:\n\(filtered)")
  }
}

/// The File Tree shows the folder it is given, as it is on disk.
@MainActor
@Suite struct FileTreeFromDiskTests {
  @Test func theTreeIsTheFoldersOnDisk() throws {
    let directory = try TemporaryDirectory(prefix: "tree")
    defer { withExtendedLifetime(directory) {} }
    let manager = FileManager.default
    for folder in ["Sources/Kit", "Tests", ".git/objects"] {
      try manager.createDirectory(atPath: directory.path(folder), withIntermediateDirectories: true)
    }
    for file in ["Package.swift", "Sources/Kit/Kit.swift", ".hidden"] {
      try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path(file)))
    }
    let screen = FileTreeScreen(root: directory.url.path)
    let application = TerminalApplication(root: screen)
    let text = application.frame(width: 60, height: 20).map(\.text).joined(separator: "\n")
    #expect(text.contains("▾ Sources/") && text.contains("▸ Kit/") && text.contains("▸ Tests/"), "\(text)")
    #expect(text.contains("Package.swift") && !text.contains(".git") && !text.contains(".hidden"), "\(text)")
    let sources = try #require(text.range(of: "Sources/"))
    let package = try #require(text.range(of: "Package.swift"))
    #expect(sources.lowerBound < package.lowerBound, "folders first:\n\(text)")
    #expect(screen.outline.items.contains("Sources/Kit/Kit.swift"))
  }
}

/// Each user of a machine has a demo database of their own.
@MainActor
@Suite struct DemoDatabasePerUserTests {
  @Test func theDefaultDatabaseNamesTheUser() {
    #expect(LiveSQLiteScreen.defaultPath.hasSuffix("datasource-examples-tasks-\(getuid()).sqlite"))
    #expect(ExampleCatalog.help.contains(LiveSQLiteScreen.defaultPath))
  }
}
