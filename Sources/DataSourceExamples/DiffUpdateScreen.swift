import DataSourceKit
import DataSourceTerminal

struct SpelledNumber: Identifiable, Hashable, Diffable {
  var id: Int
  var word: String
}

/// Diff & Update: numbers spelled in English or German. `l` switches the language (every row is
/// refreshed in place, no row moves); `r` shuffles and picks other numbers (moves, inserts, deletes).
@MainActor
final class DiffUpdateScreen: ExampleScreen {
  static let english = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  static let german = [
    "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
    "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
  ]
  private var inGerman = false
  private var numbers = Array(1...10)
  private var generator = SystemRandomNumberGenerator()

  init() {
    super.init(
      title: "Diff & Update",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<SpelledNumber, LineCell>().configure { number, cell, _ in
            // Right-aligned, so the words line up whatever the number of digits.
            let digits = String(number.id)
            cell.text = String(repeating: " ", count: max(0, 2 - digits.count)) + digits + "  \(number.word)"
          })
      ])
    rebuild(animated: false)
  }

  func rebuild(animated: Bool) {
    let words = inGerman ? Self.german : Self.english
    dataSource.sections = [
      Section(
        "numbers", header: inGerman ? "Zahlen" : "Numbers",
        items: numbers.map { SpelledNumber(id: $0, word: words[$0]) })
    ]
    dataSource.reloadData(animated: animated)
  }

  override var keyTable: [ScreenKey] {
    [
      ScreenKey("l language", [.character("l")]) { [unowned self] _, _ in
        inGerman.toggle()
        rebuild(animated: true)
        return true
      },
      ScreenKey("r shuffle", [.character("r")]) { [unowned self] _, _ in
        numbers = Array(Array(0..<20).shuffled(using: &generator).prefix(Int.random(in: 6...14, using: &generator)))
        rebuild(animated: true)
        return true
      },
    ]
  }
  override var status: String { "\(inGerman ? "Deutsch" : "English") · \(numbers.count) numbers" }
}
