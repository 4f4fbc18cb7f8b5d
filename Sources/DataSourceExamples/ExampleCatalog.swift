import DataSourceKit
import DataSourceTerminal
import Foundation

/// The entry point of `datasource-examples`: its options, its help, and its screens.
@MainActor
public enum ExampleCatalog {
  /// The text of `--help`.
  public static var help: String {
    var lines = [
      "datasource-examples — DataSourceKit's example catalog, in your terminal",
      "",
      "usage: datasource-examples [--example ID] [--db PATH]",
      "",
      "  --example ID   open one example directly (Esc still returns to the catalog)",
      "  --db PATH      the SQLite file of the Live SQLite List (default: \(LiveSQLiteScreen.defaultPath));",
      "                 a file it did not create (or cannot write) is opened read-only: nothing in it",
      "                 changes, no -wal/-shm files appear, Enter, d and w only say so, and what other",
      "                 programs commit to it shows within a fifth of a second",
      "  --help         this text",
      "",
      "examples:",
    ]
    // Ids in a column as wide as the longest and a space: an id is never cut or run into its title.
    let idWidth = (CatalogScreen.entries.map(\.id.count).max() ?? 0) + 2
    for entry in CatalogScreen.entries {
      lines.append(
        "  " + entry.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + entry.title + " — " + entry.summary)
    }
    lines += [
      "",
      "keys:",
      "  ↑ ↓ PgUp PgDn Home End   move the cursor        Enter   select / open",
      "  Esc, Backspace, b or ←   back to the catalog    q       quit (Ctrl-C too)    ?  every key of the screen",
      "  (on a text field of the Form, letters are typed: q and b too; Ctrl-C still quits;",
      "   Backspace erases, ← → move the caret, Enter or Esc ends the typing)",
      "  d                        delete the row under the cursor, or the selected rows when there are any",
      "  m or →                   the row's swipe actions and context menu (Enter does one, Esc closes)",
      "  g                        pick the row up (Swipe to Delete); ↑ ↓ move it, Enter or g drop, Esc put back",
      "  Space                    select several rows (Swipe to Delete)",
      "  /                        filter as you type (Random Persons; ← → move the caret, Esc clears)",
      "  Ctrl-L                   redraw the screen",
      "  r refresh (Random Persons)   r shuffle, l language (Diff & Update)",
      "  p pause, s order (Sorted Feed)              w writer on/off (Live SQLite List)",
      "  → open, ← close, e open all, c close all (Expandable Cell, File Tree)",
      "  ←↑↓→ move, a add, s shuffle, x move across (Emoji Grid)",
      "  Shift and a letter: jump to it in the A–Z index (Contacts)",
      "  Enter move to the other section, / search as you type, g reorder across sections (Groceries)",
      "  c carry the row, Tab the other list, Enter drop above, e drop at the end, Esc put back (Drag and Drop)",
      "  Enter edits a field, opens a choice or flips a switch; Tab or Enter goes to the next field (Settings)",
      "",
      "the summary line after each update:",
      "  −deleted +inserted ↕moved ~refreshed rows, § the same for sections, then how many batches",
    ]
    return lines.joined(separator: "\n")
  }

  /// Parses the arguments (without the program name).
  public static func options(from arguments: [String]) throws(UsageError) -> ExampleOptions? {
    var options = ExampleOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h": return nil
      case "--db":
        guard let path = rest.popFirst() else { throw UsageError("--db needs a file path") }
        // --db opens the user's file; it never creates one (a mistyped path would start the demo's
        // writer on a new database). The demo's own file is the default, without --db.
        guard FileManager.default.fileExists(atPath: path) else {
          throw UsageError("no file at \(path): --db opens an existing SQLite file (leave it out for the demo's own)")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          throw UsageError("\(path) is a folder: --db opens an SQLite file")
        }
        options.databasePath = path
      case "--example":
        guard let id = rest.popFirst() else { throw UsageError("--example needs an example id") }
        guard CatalogScreen.entries.contains(where: { $0.id == id }) else {
          throw UsageError("unknown example \(id); known: \(CatalogScreen.entries.map(\.id).joined(separator: ", "))")
        }
        options.example = id
      default: throw UsageError("unknown argument \(argument) (see --help)")
      }
    }
    return options
  }

  /// The application: the catalog, with the chosen example open over it.
  public static func makeApplication(_ options: ExampleOptions) -> TerminalApplication {
    let catalog = CatalogScreen(options: options)
    let application = TerminalApplication(root: catalog)
    if let id = options.example, let screen = CatalogScreen.makeExample(id, options: options) {
      // Esc lands on the example's own row of the catalog.
      if let index = CatalogScreen.entries.firstIndex(where: { $0.id == id }) {
        catalog.tableView.moveCursor(to: ItemPath(item: index, section: 0))
      }
      application.push(screen)
    }
    return application
  }
}

/// A command-line mistake, with what to do about it.
public struct UsageError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
