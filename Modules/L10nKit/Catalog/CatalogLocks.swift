import Foundation
import ToolSupport

/// The catalogs one command is about to rewrite, locked for the whole read-modify-write: every
/// command that writes catalogs (`import`, `extract`, `format`) takes their locks before it reads
/// them and keeps them until its last write, so two commands on one catalog run one after the
/// other and neither loses the other's changes (see `FileLock`).
///
/// Catalogs are locked in path order, so two commands that need the same catalogs never wait for
/// each other in a circle. The locks are released by ``releaseAll()``, when the value is freed,
/// or when the process ends however it ends.
public final class CatalogLocks: @unchecked Sendable {
  /// How long to wait for a catalog another process is writing, in seconds: the environment
  /// variable `L10N_LOCK_TIMEOUT`, else 120.
  public let timeout: Double
  private let onWait: @Sendable (String) -> Void
  private var held: [FileLock] = []

  /// Locks that say on `onWait` (a note for standard error) when a catalog is busy for more
  /// than two seconds.
  public init(
    timeout: Double = CatalogLocks.defaultTimeout(),
    onWait: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.timeout = timeout
    self.onWait = onWait
  }

  /// `L10N_LOCK_TIMEOUT` in seconds when it is a number, else 120.
  public static func defaultTimeout() -> Double {
    timeout(environment: ProcessInfo.processInfo.environment)
  }

  /// `L10N_LOCK_TIMEOUT` of `environment` in seconds when it is a number, else 120.
  public static func timeout(environment: [String: String]) -> Double {
    environment["L10N_LOCK_TIMEOUT"].flatMap(Double.init).map { max($0, 0) } ?? 120
  }

  /// Locks `paths` (in path order; paths already locked are skipped), then removes what writes
  /// killed before they finished left beside each catalog.
  public func lock(_ paths: [String]) throws(CatalogError) {
    for path in Set(paths).sorted() {
      do {
        let lock = try FileLock.acquire(path, timeout: timeout) { [onWait] waited in
          onWait(
            "\(path): note: waiting for another process to finish writing this catalog "
              + "(\(Int(waited)) s so far; l10n gives up after \(Int(self.timeout)) s, "
              + "L10N_LOCK_TIMEOUT sets how long)")
        }
        held.append(lock)
        AtomicFile.removeStaleTemporaries(of: path)
      } catch  where !error.timedOut {
        throw CatalogError(path: path, line: 0, column: 0, message: "cannot lock: \(error.reason)")
      } catch {
        throw CatalogError(
          path: path, line: 0, column: 0,
          message: "\(error.reason); nothing was changed. Another l10n import, extract or "
            + "format is writing this catalog: wait for it and run again (set "
            + "L10N_LOCK_TIMEOUT to wait longer, in seconds; `fuser -v` or `lsof` on the file "
            + "shows the process)")
      }
    }
  }

  /// Releases every lock taken.
  public func releaseAll() {
    for lock in held { lock.release() }
    held.removeAll()
  }

  deinit { releaseAll() }
}
