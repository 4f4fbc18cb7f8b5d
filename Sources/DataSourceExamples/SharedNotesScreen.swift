// Sources/DataSourceExamples/SharedNotesScreen.swift
import DataSourceKit
import DataSourceTerminal

/// A terminal line shows a note.
extension LineCell: NoteShowing {
  func show(_ note: Note) { text = "\(note.isDone ? "[x]" : "[ ]") \(note.title)" }
}

/// Shared Notes: the model, storage and descriptor that a UIKit view controller and a SwiftUI view
/// share, here in the terminal. Enter marks a note done, `m` shows its swipe action (Delete).
@MainActor
final class SharedNotesScreen: ExampleScreen {
  let notes = SharedNotes()

  init() {
    super.init(title: "Shared Notes")
    dataSource.register(cellDescriptors: [notes.descriptor(LineCell.self)])
    dataSource.bind(to: notes.storage)
  }

  override var keyTable: [ScreenKey] {
    let hasNotes = { [unowned self] in tableView.totalRows > 0 }
    return [.table("Enter done", [.enter], when: hasNotes), .table("m delete", [.character("m")], when: hasNotes)]
  }
  override var status: String {
    let notes = notes.storage.items(inSection: 0)
    return "\(notes.filter(\.isDone).count) of \(counted(notes.count, "note")) done"
  }
}
