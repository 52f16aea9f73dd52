#if canImport(ObjectiveC)
  import Foundation
  import os

  /// Writes what the bridges could not show to the unified log, subsystem `ListComposer`, at the
  /// error level, so that it appears in Xcode's console and in Console.app.
  package enum BridgeLog {
    /// Writes a message at the error level under a category (`UIKit`, `AppKit`).
    package static func write(_ message: String, category: String) {
      os_log(
        "%{public}@", log: OSLog(subsystem: "ListComposer", category: category), type: .error,
        message)
    }
  }
#endif
