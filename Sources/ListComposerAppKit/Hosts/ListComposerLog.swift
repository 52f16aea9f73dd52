#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import ListComposerBridgeCore

  /// Where the AppKit views write what ListComposer could not show: the unified log, subsystem
  /// `ListComposer`, category `AppKit`, at the error level, so that it appears in Xcode's console
  /// and in Console.app. The same failures reach `ListAdapter.onFailure`.
  public enum ListComposerLog {
    /// Writes a message at the error level.
    public static func write(_ message: String) {
      BridgeLog.write(message, category: "AppKit")
    }
  }
#endif
