public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Why an image could not be fetched.
public enum ImagePipelineError: Error, Equatable, CustomStringConvertible {
  /// The server answered with a status outside 200...299.
  case httpStatus(Int, url: URL)

  /// A one-line explanation for logs.
  public var description: String {
    switch self {
    case .httpStatus(let status, let url):
      return "\(url.absoluteString): the server answered HTTP \(status)"
    }
  }

  /// Whether trying again may help: server errors, timeouts and throttling do, client errors
  /// (404, 403...) do not.
  var isTransient: Bool {
    switch self {
    case .httpStatus(let status, _): return status >= 500 || status == 408 || status == 429
    }
  }
}

/// Downloads the bytes behind a URL: the pipeline's one side effect, as a struct of closures.
public struct ImageFetchClient: Sendable {
  /// Fetches the body at `url`; throws `ImagePipelineError.httpStatus` for non-2xx answers.
  public var fetch: @Sendable (URL) async throws -> Data

  /// Creates a client from its fetch function.
  public init(fetch: @escaping @Sendable (URL) async throws -> Data) {
    self.fetch = fetch
  }

  /// A client over `session`.
  public init(session: URLSession) {
    self.init { url in
      let (data, response) = try await session.data(from: url)
      if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
        throw ImagePipelineError.httpStatus(http.statusCode, url: url)
      }
      return data
    }
  }

  /// A client over an ephemeral session without a URL cache: the pipeline's caches are the only
  /// ones, so their limits hold.
  public static let live: ImageFetchClient = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return ImageFetchClient(session: URLSession(configuration: configuration))
  }()
}
