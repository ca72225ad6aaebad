public enum AccessibilityNotification {
  public struct Announcement {
    public init(_ announcement: String) {}
    public func post() {}
  }
}
