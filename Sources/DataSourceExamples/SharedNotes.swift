// Sources/DataSourceExamples/SharedNotes.swift
import DataSourceKit

/// A note of the shared screen.
public struct Note: Identifiable, Hashable, Sendable, Diffable {
  public var id: Int
  public var title: String
  public var isDone = false
}

/// What a cell does to show a note. Each place's cell adopts it: `UITableViewCell` on iOS, a line
/// in the terminal, a headless cell in tests.
@MainActor
public protocol NoteShowing: AnyObject {
  func show(_ note: Note)
}

/// The screen's model, shared unchanged by UIKit, SwiftUI and the terminal: the notes in a
/// `MemoryStorage`, what a tap and a swipe do, and the one descriptor that shows a note.
@MainActor
public final class SharedNotes {
  public let storage = MemoryStorage<Note>(sections: [
    StorageSection(
      items: [Note(id: 1, title: "Buy milk"), Note(id: 2, title: "Call Ada"), Note(id: 3, title: "Water plants")],
      header: "Notes")
  ])

  public init() {}

  /// Marks `note` done, or not done again.
  public func toggle(_ note: Note) {
    var done = note
    done.isDone.toggle()
    try? storage.replaceItem(note, with: done)
  }

  /// The actions a swipe on `note` reveals.
  public func swipeActions(for note: Note) -> SwipeActionsConfiguration {
    SwipeActionsConfiguration(actions: [
      SwipeAction(title: "Delete", style: .destructive, image: .system("trash")) { [unowned self] done in
        try? storage.removeItems([note])
        done(true)
      }
    ])
  }

  /// The descriptor that shows notes in cells of `cell`.
  public func descriptor<Cell: NoteShowing>(_ cell: Cell.Type) -> AnyCellDescriptor {
    AnyCellDescriptor(
      CellDescriptor<Note, Cell>()
        .configure { note, cell, _ in cell.show(note) }
        .on(.didSelect) { [unowned self] note, _ in
          toggle(note)
          return .deselect
        }
        .on(.trailingSwipeActions) { [unowned self] note, _ in swipeActions(for: note) })
  }
}
