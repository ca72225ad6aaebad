import Foundation
import Testing

@testable import AppUI

@Suite("UiState and the feedback views' copy")
struct FeedbackTests {
  struct Failure: Error {}

  @Test("Accessors and map keep every case")
  func accessors() {
    let states: [UiState<[Int]>] = [.idle, .loading, .data([1, 2]), .error("Boom")]
    #expect(states.map(\.isLoading) == [true, true, false, false])
    #expect(states.map(\.value) == [nil, nil, [1, 2], nil])
    #expect(states.map(\.errorMessage) == [nil, nil, nil, "Boom"])
    #expect(states.map { $0.map(\.count) } == [.idle, .loading, .data(2), .error("Boom")])
  }

  @Test("capture turns success, failure and cancellation into states")
  func capture() async {
    let success = await UiState<Int>.capture({ 42 }, describe: { _ in "x" })
    #expect(success == .data(42))
    let failure = await UiState<Int>.capture({ throw Failure() }, describe: { _ in "Failed" })
    #expect(failure == .error("Failed"))
    let cancelled = await UiState<Int>.capture(
      { throw CancellationError() }, describe: { _ in "x" })
    #expect(cancelled == .loading)
  }

  @Test(
    "Loading, error and empty copy fall back to the generic keys",
    arguments: [nil, "", "  \n"] as [String?])
  func genericFallbacks(blank: String?) {
    #expect(FeedbackContent.loadingMessage(blank) == nil)
    #expect(FeedbackContent.loadingAccessibilityLabel(blank) == .key("common.loading"))
    #expect(FeedbackContent.errorMessage(blank ?? "") == .key("common.error.generic"))
    #expect(FeedbackContent.emptyTitle(blank) == .key("common.empty.title"))
    #expect(FeedbackContent.emptyMessage(blank, title: nil) == .key("common.empty.message"))
  }

  @Test("The caller's copy wins; a custom empty title drops the generic message")
  func callerCopy() {
    #expect(FeedbackContent.loadingMessage("Syncing") == .verbatim("Syncing"))
    #expect(FeedbackContent.loadingAccessibilityLabel("Syncing") == .verbatim("Syncing"))
    #expect(FeedbackContent.errorMessage("No route") == .verbatim("No route"))
    #expect(FeedbackContent.emptyTitle("No tags") == .verbatim("No tags"))
    #expect(FeedbackContent.emptyMessage(nil, title: "No tags") == nil)
    #expect(FeedbackContent.emptyMessage("Add one", title: "No tags") == .verbatim("Add one"))
  }

  @Test("The offline banner shows only when offline and is announced when it appears")
  func offlineBanner() {
    #expect(BannerContent.forNetwork(isOnline: true) == nil)
    #expect(BannerContent.forNetwork(isOnline: false) == .offline)
    #expect(BannerContent.offline.message == .key("appui.offline.message"))
    #expect(
      BannerContent.announcement(wasOnline: true, isOnline: false) == .key("appui.offline.message"))
    #expect(BannerContent.announcement(wasOnline: false, isOnline: false) == nil)
    #expect(BannerContent.announcement(wasOnline: false, isOnline: true) == nil)
  }
}
