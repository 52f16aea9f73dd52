#if canImport(ObjectiveC)
  import Foundation
  import os

  /// Writes what the bridges could not show to the unified log, subsystem `ListComposer`,
  /// category `UIKit` or `AppKit`, at the error level, so that it appears in Xcode's console and
  /// in Console.app. The same failures reach `ListAdapter.onFailure`.
  package enum BridgeLog {
    /// The category of the platform's bridges.
    #if canImport(UIKit)
      package static let category = "UIKit"
    #else
      package static let category = "AppKit"
    #endif

    /// Writes a message at the error level under a category (by default the platform's).
    package static func write(_ message: String, category: String = category) {
      os_log(
        "%{public}@", log: OSLog(subsystem: "ListComposer", category: category), type: .error,
        message)
    }
  }
#endif
