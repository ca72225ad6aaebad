/// The state of a screen that loads something: what the feedback views switch over.
///
/// A view model publishes one `UiState` and the screen renders each case with ``LoadingState``,
/// ``ErrorState``, ``EmptyState`` or its own content, so every screen shows loading and failure the
/// same way.
public enum UiState<Value> {
  /// Nothing has been requested yet.
  case idle
  /// A request is in flight.
  case loading
  /// The request succeeded with this value (which may be empty: see ``EmptyState``).
  case data(Value)
  /// The request failed; the message is already localized and shown to the user as is.
  case error(String)

  /// The loaded value, or `nil` in every other case.
  public var value: Value? {
    if case .data(let value) = self { return value }
    return nil
  }

  /// The error message, or `nil` when the state is not an error.
  public var errorMessage: String? {
    if case .error(let message) = self { return message }
    return nil
  }

  /// Whether the screen should show a spinner: idle counts as loading, because a screen starts
  /// its request as soon as it appears.
  public var isLoading: Bool {
    switch self {
    case .idle, .loading: true
    case .data, .error: false
    }
  }

  /// Transforms the loaded value, keeping every other case as it is.
  public func map<Mapped>(_ transform: (Value) throws -> Mapped) rethrows -> UiState<Mapped> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .data(let value): .data(try transform(value))
    case .error(let message): .error(message)
    }
  }
}

extension UiState: Sendable where Value: Sendable {}
extension UiState: Equatable where Value: Equatable {}
extension UiState: Hashable where Value: Hashable {}

extension UiState {
  /// Runs `operation` and turns its outcome into a state: its value as `.data`, a thrown error
  /// as `.error` with the message `describe` makes of it.
  ///
  /// Cancellation is not a failure: a cancelled operation leaves the screen loading, because the
  /// screen that cancelled it is going away or starting a new request.
  public static func capture(
    _ operation: () async throws -> Value,
    describe: (any Error) -> String
  ) async -> UiState {
    do {
      return .data(try await operation())
    } catch is CancellationError {
      return .loading
    } catch {
      return .error(describe(error))
    }
  }
}
