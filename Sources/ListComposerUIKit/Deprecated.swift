// The deprecated names of ListComposerUIKit: each forwards to its replacement, and goes before
// 1.0. CHANGELOG.md's "Migrating to the 1.0 shape" table lists them.
#if canImport(UIKit)
  import UIKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  // A bridge's source, observing and animation are its adapter's: one place to read and set
  // them. Its reuse identifiers are its own.
  extension CollectionViewBridge {
    @available(*, deprecated, message: "The bridge's own identifier; the app needs none of it.")
    public static var placeholderReuseIdentifier: String { BridgeReuseIdentifier.placeholder }

    @available(*, deprecated, message: "The bridge's own identifier; the app needs none of it.")
    public static var titleReuseIdentifier: String { BridgeReuseIdentifier.title }

    @available(*, deprecated, message: "Use `adapter.source`.")
    public var source: AnyDataSource { adapter.source }

    @available(*, deprecated, message: "Use `adapter.isObserving`.")
    public var isObserving: Bool { adapter.isObserving }

    @available(*, deprecated, message: "Use `adapter.animation`.")
    public var animation: ListAnimation {
      get { adapter.animation }
      set { adapter.animation = newValue }
    }

    @available(*, deprecated, message: "Use `adapter.withAnimation(_:_:)`.")
    public func withAnimation<Result, Failure: Error>(
      _ animation: ListAnimation, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try adapter.withAnimation(animation, body)
    }
  }

  extension TableViewBridge {
    @available(*, deprecated, message: "The bridge's own identifier; the app needs none of it.")
    public static var placeholderReuseIdentifier: String { BridgeReuseIdentifier.placeholder }

    @available(*, deprecated, message: "Use `adapter.source`.")
    public var source: AnyDataSource { adapter.source }

    @available(*, deprecated, message: "Use `adapter.isObserving`.")
    public var isObserving: Bool { adapter.isObserving }

    @available(*, deprecated, message: "Use `adapter.animation`.")
    public var animation: ListAnimation {
      get { adapter.animation }
      set { adapter.animation = newValue }
    }

    @available(*, deprecated, message: "Use `adapter.withAnimation(_:_:)`.")
    public func withAnimation<Result, Failure: Error>(
      _ animation: ListAnimation, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try adapter.withAnimation(animation, body)
    }
  }

  /// Where the UIKit views wrote what ListComposer could not show.
  @available(*, deprecated, message: "The bridges' own log; read the adapter's `onFailure`.")
  public enum ListComposerLog {
    /// Writes a message to the unified log, subsystem `ListComposer`, category `UIKit`.
    public static func write(_ message: String) {
      BridgeLog.write(message, category: "UIKit")
    }
  }

  extension UITableView.RowAnimation {
    /// The row animation of a ListComposer animation.
    @available(*, deprecated, message: "The table bridge's own mapping; set `adapter.animation`.")
    public init(_ animation: ListAnimation) {
      self.init(listAnimation: animation)
    }
  }
#endif
