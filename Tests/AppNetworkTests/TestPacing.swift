import Foundation
import Testing

/// How long this target's tests may take. Under a sanitizer (`Scripts/sanitize` sets
/// `ATELIER_SANITIZER`) the code runs several times slower and the instrumented suite shares the
/// cores with itself, so every limit is ten times longer there.
enum TestPacing {
  /// 10 under a sanitizer, 1 otherwise.
  static let scale = ProcessInfo.processInfo.environment["ATELIER_SANITIZER"] == nil ? 1 : 10

  /// A test's time limit: one minute, ten under a sanitizer.
  static var timeLimit: TimeLimitTrait { .timeLimit(.minutes(scale)) }
}
