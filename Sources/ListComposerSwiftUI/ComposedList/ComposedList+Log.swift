#if canImport(SwiftUI) && canImport(ObjectiveC)
  import ListComposerBridgeCore

  /// Writes a failure of a ``ComposedList`` that has no failure handler to the unified log,
  /// subsystem `ListComposer`, category `SwiftUI`.
  func logComposedListFailure(_ message: String) {
    BridgeLog.write(message, category: "SwiftUI")
  }
#elseif canImport(SwiftUI)
  func logComposedListFailure(_ message: String) {}
#endif
