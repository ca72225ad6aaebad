extension LocalizationKey {
  /// Text every module shares: buttons, loading, errors and empty states.
  public enum Common {
    /// "Loading…"
    public static let loading = LocalizationKey("common.loading")
    /// "Retry"
    public static let retry = LocalizationKey("common.retry")
    /// "Cancel"
    public static let cancel = LocalizationKey("common.cancel")
    /// "Done"
    public static let done = LocalizationKey("common.done")
    /// "OK"
    public static let ok = LocalizationKey("common.ok")
    /// "Close"
    public static let close = LocalizationKey("common.close")
    /// "Something went wrong"
    public static let errorTitle = LocalizationKey("common.error.title")
    /// "Please try again in a moment."
    public static let errorGeneric = LocalizationKey("common.error.generic")
    /// "Nothing here yet"
    public static let emptyTitle = LocalizationKey("common.empty.title")
    /// "Items you add will appear here."
    public static let emptyMessage = LocalizationKey("common.empty.message")
    /// "%lld items", plural: pass the count.
    public static let itemsCount = LocalizationKey("common.items.count")
  }

  /// The appearance setting.
  public enum Theme {
    /// "Appearance"
    public static let title = LocalizationKey("theme.title")
    /// "System"
    public static let system = LocalizationKey("theme.system")
    /// "Light"
    public static let light = LocalizationKey("theme.light")
    /// "Dark"
    public static let dark = LocalizationKey("theme.dark")
  }

  /// The language setting.
  public enum Language {
    /// "Language"
    public static let title = LocalizationKey("language.title")
    /// "System Language"
    public static let system = LocalizationKey("language.system")
  }
}
