// A fixture of l10n's tests, written for them.
import Testing

@testable import Feature

@Test func featureViewExists() {
  _ = FeatureView()
}
