// diff-report: the correctness and memory columns of the benchmark table, and the table itself.
//
//   diff-report peak IMPL SCENARIO N IDS   run one implementation once in this process and print
//                                          its peak resident memory in KiB (IMPL: floor | dsk |
//                                          none, which only generates the data)
//   diff-report table RESULTS.jmh PEAKS    print the markdown table from package-benchmark's JMH
//                                          export, adding moves, minimal moves and the peak memory
//                                          measured by `peak` runs (PEAKS: lines "name<TAB>KiB")
//
// Peak memory must be measured in processes started by something small (run.sh's shell): on Linux a
// child inherits its parent's ru_maxrss, so this program cannot spawn the measurements itself.
import DataSourceDiff
import DiffScenarios
import Foundation

/// Generates a case and runs one implementation on it once: `floor`, `dsk`, or `none` (generation
/// only, the baseline to subtract when counting instructions).
func runOnce(_ impl: String, _ scenario: Scenario, _ n: Int, _ ids: String) -> Int {
  let data = ScenarioData(scenario, n: n)
  func run<Section: DiffableSection>(_ s: [Section], _ t: [Section]) -> Int {
    switch impl {
    case "floor": floorPass(source: s, target: t)
    case "dsk": dataSourceKitDiff(source: s, target: t)
    default: 0
    }
  }
  if ids == "int" {
    let (s, t) = data.intSections()
    return run(s, t)
  }
  let (s, t) = data.stringSections()
  return run(s, t)
}

/// Peak resident memory per "scenario/n/ids/impl", in KiB, as measured by `peak` runs.
func readPeaks(_ path: String) -> [String: Int] {
  guard let data = FileManager.default.contents(atPath: path) else { return [:] }
  var result: [String: Int] = [:]
  for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
    let fields = line.split(separator: "\t")
    if fields.count == 2, let kib = Int(fields[1]) { result[String(fields[0])] = kib }
  }
  return result
}

struct Measurement {
  var medianMicros: Double
  var runs: Int
  var mallocs: Double
}

func readJMH(_ path: String) -> [String: Measurement] {
  guard let data = FileManager.default.contents(atPath: path),
    let elements = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
  else {
    FileHandle.standardError.write(Data("diff-report: cannot read \(path)\n".utf8))
    exit(2)
  }
  var result: [String: Measurement] = [:]
  for element in elements {
    guard let full = element["benchmark"] as? String,
      let secondary = element["secondaryMetrics"] as? [String: [String: Any]]
    else { continue }
    // "package.benchmark.<target>.<name>": keep the name.
    let name = full.components(separatedBy: ".").dropFirst(3).joined(separator: ".")
    let wall = secondary.first { $0.key.contains("wall clock") }?.value
    let mallocs = secondary.first { $0.key.contains("Malloc (total)") }?.value
    let median = (wall?["scorePercentiles"] as? [String: Double])?["50.0"] ?? .nan
    let runs = ((wall?["rawData"] as? [[Double]])?.first?.count) ?? 0
    let mallocMedian = (mallocs?["scorePercentiles"] as? [String: Double])?["50.0"] ?? .nan
    result[name] = Measurement(medianMicros: median, runs: runs, mallocs: mallocMedian)
  }
  return result
}

func format(_ micros: Double?) -> String {
  guard let micros, micros.isFinite else { return "–" }
  let ms = micros / 1000
  return ms >= 100 ? String(format: "%.0f", ms) : ms >= 1 ? String(format: "%.2f", ms) : String(format: "%.3f", ms)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "peak":
  guard arguments.count == 5, let scenario = Scenario(rawValue: arguments[2]), let n = Int(arguments[3]) else {
    exit(2)
  }
  let answer = runOnce(arguments[1], scenario, n, arguments[4])
  precondition(answer >= 0)
  print(peakResidentBytes() / 1024)
case "table":
  guard arguments.count == 3 else { exit(2) }
  let results = readJMH(arguments[1])
  let peaks = readPeaks(arguments[2])
  print(
    "| scenario | n | ids | floor ms | DataSourceKit ms | ratio | staged ms | stdlib ms | moves | minimal moves | mallocs | peak MiB (floor → DSK) | runs |"
  )
  print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
  for scenario in Scenario.allCases {
    for n in [1_000, 10_000, 100_000] {
      let data = ScenarioData(scenario, n: n)
      for ids in ["int", "string"] {
        let key = "\(scenario)/\(n)/\(ids)"
        let floor = results["\(key)/floor"]
        let dsk = results["\(key)/dsk"]
        let moves: Int
        let minimal: Int
        if ids == "int" {
          let (s, t) = data.intSections()
          moves = dataSourceKitDiff(source: s, target: t)
          minimal = referenceMinimalMoves(source: s, target: t)
        } else {
          let (s, t) = data.stringSections()
          moves = dataSourceKitDiff(source: s, target: t)
          minimal = referenceMinimalMoves(source: s, target: t)
        }
        let ratio = (floor?.medianMicros).flatMap { f in (dsk?.medianMicros).map { $0 / f } }
        let peakFloor = peaks["\(key)/floor"] ?? 0
        let peakDSK = peaks["\(key)/dsk"] ?? 0
        let row = [
          scenario.rawValue, String(n), ids, format(floor?.medianMicros), format(dsk?.medianMicros),
          ratio.map { String(format: "%.2f×", $0) } ?? "–", format(results["\(key)/staged"]?.medianMicros),
          format(results["\(key)/stdlib"]?.medianMicros), String(moves), String(minimal),
          (dsk?.mallocs).map { String(format: "%.0f", $0) } ?? "–",
          String(
            format: "%.1f → %.1f (%.2f×)", Double(peakFloor) / 1024, Double(peakDSK) / 1024,
            Double(peakDSK) / Double(max(1, peakFloor))),
          "\(floor?.runs ?? 0)/\(dsk?.runs ?? 0)",
        ]
        print("| " + row.joined(separator: " | ") + " |")
      }
    }
  }
default:
  FileHandle.standardError.write(
    Data("usage: diff-report peak IMPL SCENARIO N IDS | diff-report table RESULTS.jmh PEAKS.tsv\n".utf8))
  exit(2)
}
