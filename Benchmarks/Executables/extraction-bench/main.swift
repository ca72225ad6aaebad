// Measures SourceFileFinder and KeyExtractor.scan(files:) on a source tree; run by
// Benchmarks/extraction/run.sh (`swift build -c release --product extraction-bench`).
import Foundation
import L10nKit

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  print("usage: extraction-benchmark <source-folder> [repetitions]")
  exit(64)
}
let root = URL(fileURLWithPath: arguments[1])
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let clock = ContinuousClock()

var files: [URL] = []
let findTime = clock.measure {
  do {
    files = try SourceFileFinder.swiftFiles(roots: [root], excludes: ["**/Tests/**"])
  } catch {
    print(error)
    exit(2)
  }
}
let bytes = files.reduce(0) { total, url in
  total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
}

var times: [Duration] = []
var scans: [SourceScan] = []
for _ in 0..<repetitions {
  times.append(
    clock.measure {
      do {
        scans = try KeyExtractor().scan(files: files, relativeTo: root)
      } catch {
        print(error)
        exit(2)
      }
    })
}
let best = times.min() ?? .zero
let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
let keys = scans.reduce(0) { $0 + $1.keys.count }
let diagnostics = scans.reduce(0) { $0 + $1.diagnostics.count }
print("files: \(files.count), \(bytes / 1024) KiB, found in \(findTime)")
print("scan (best of \(repetitions)): \(best), \(Int(Double(bytes) / seconds / 1_048_576)) MiB/s")
print(
  "keys: \(keys), diagnostics: \(diagnostics), cores: \(ProcessInfo.processInfo.activeProcessorCount)"
)
