// The password estimator's benchmark (Benchmarks/password-strength.sh): the one-time load of the
// word lists, the time of one estimate for typical passwords, and how that time grows with the
// length (it should be linear: the same time per character at every length).
//
//   password-bench [--iterations N] [--profile LENGTH [--digits]]
import AppUI
import Foundation

/// A deterministic generator (SplitMix64), so every run times the same passwords.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
}

/// The median time of one estimate of each password, over `iterations` rounds.
func medianMicroseconds(_ passwords: [String], iterations: Int) -> Double {
  let clock = ContinuousClock()
  var times: [Double] = []
  var guesses = 0.0
  for _ in 0..<iterations {
    for password in passwords {
      let time = clock.measure { guesses += PasswordStrengthEstimator.estimate(password).guesses }
      times.append(microseconds(time))
    }
  }
  precondition(guesses > 0)
  times.sort()
  return times[times.count / 2]
}

var iterations = 200
if let index = CommandLine.arguments.firstIndex(of: "--iterations"),
  index + 1 < CommandLine.arguments.count, let value = Int(CommandLine.arguments[index + 1])
{
  iterations = value
}

// `--profile LENGTH [--digits]`: only estimate random printable (or digit) passwords of LENGTH,
// to run under a profiler.
if let index = CommandLine.arguments.firstIndex(of: "--profile"),
  index + 1 < CommandLine.arguments.count, let length = Int(CommandLine.arguments[index + 1])
{
  var generator = SplitMix(state: 1)
  let digits = CommandLine.arguments.contains("--digits")
  let alphabet = Array(
    digits ? "0123456789" : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%&*?"
  )
  let passwords = (0..<50).map { _ in
    String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
  }
  print(String(format: "%.1f µs", medianMicroseconds(passwords, iterations: iterations)))
  exit(0)
}

let clock = ContinuousClock()
let load = clock.measure { _ = PasswordStrengthEstimator.estimate("warm up") }
print(
  String(format: "first estimate (loads the word lists, once): %.1f ms", microseconds(load) / 1000))

let typical = [
  "password1", "Tr0ub4dor&3", "correcthorsebatterystaple", "Maritza@1", "!QAZ2wsx",
  "transcontinental!", "sunflower42", "Jessica1987", "p4ssw0rd!", "qwertyuiop", "13.05.1987",
  "xK9#mQ2$vL7p",
]
print("")
print("typical passwords (median of \(iterations) rounds):")
for password in typical {
  let time = medianMicroseconds([password], iterations: iterations)
  let estimate = PasswordStrengthEstimator.estimate(password)
  print(
    String(
      format: "  %-28@ %6.1f µs  %@ (10^%.1f guesses)", password as NSString, time,
      "\(estimate.strength)" as NSString, estimate.guessesLog10))
}
let all = medianMicroseconds(typical, iterations: iterations)
print(String(format: "  median over all: %.1f µs", all))
print(
  "goal: a typical password well under a millisecond (median < 1000 µs): \(all < 1000 ? "PASS" : "FAIL")"
)

var generator = SplitMix(state: 17)
var perCharacter: [Int: [Double]] = [:]
let alphabets: [(String, [Character])] = [
  (
    "random printable",
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%&*?")
  ),
  ("random digits", Array("0123456789")),
  ("lowercase letters", Array("abcdefghijklmnopqrstuvwxyz")),
]
let words = ["correct", "horse", "battery", "staple", "sunshine", "dragon", "monkey", "2024", "!"]
print("")
print("time against length (median µs per estimate, and per character; 20 passwords per cell):")
print(
  "  length   "
    + (alphabets.map(\.0) + ["words"]).map { $0.padding(toLength: 24, withPad: " ", startingAt: 0) }
    .joined())
for length in [8, 16, 32, 64, 128, 256] {
  var cells: [String] = []
  for (_, alphabet) in alphabets {
    let passwords = (0..<20).map { _ in
      String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
    }
    let time = medianMicroseconds(passwords, iterations: max(1, iterations / 20))
    cells.append(String(format: "%8.1f (%5.2f/char)    ", time, time / Double(length)))
    perCharacter[length, default: []].append(time / Double(length))
  }
  let phrases = (0..<20).map { _ in
    var phrase = ""
    while phrase.count < length { phrase += words.randomElement(using: &generator) ?? "" }
    return String(phrase.prefix(length))
  }
  let time = medianMicroseconds(phrases, iterations: max(1, iterations / 20))
  cells.append(String(format: "%8.1f (%5.2f/char)", time, time / Double(length)))
  perCharacter[length, default: []].append(time / Double(length))
  print(String(format: "  %6d  ", length) + cells.joined())
}
// Linear: the time per character stays the same as the length grows (a quadratic search would
// multiply it by 16 from 16 to 256 characters).
let ratios = zip(perCharacter[256] ?? [], perCharacter[16] ?? []).map { $0 / $1 }
print(
  "time per character, 256 vs 16 characters: "
    + ratios.map { String(format: "×%.1f", $0) }.joined(separator: " ")
    + " (×1 is linear, ×16 quadratic)")
