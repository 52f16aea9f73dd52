#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Foundation
  import ListComposerBridgeCore

  /// A delegate or data-source object of a bridge: handles the messages ListComposer needs and
  /// forwards every other one to the app's own object, as `Forwarding` decides (the same
  /// decision for both platforms' proxies). A subclass that handles a message also passes it on
  /// to the app's object itself.
  @MainActor
  class DelegateForwarder: NSObject, ForwardingProxy {
    package let forwarding: Forwarding

    /// The messages the proxy answers only while they are switched on.
    nonisolated var switches: MessageSwitches { forwarding.switches }

    /// Creates a forwarder that answers the messages of `protocols`, and those of `switchable`
    /// only while they are switched on, itself or through `answerer`.
    init(
      answering protocols: [Protocol], switchable: [Selector] = [], answerer: NSObject? = nil
    ) {
      forwarding = Forwarding(protocols: protocols, switchable: switchable, answerer: answerer)
      super.init()
    }

    nonisolated override func responds(to selector: Selector?) -> Bool {
      forwarding.responds(to: selector, itself: super.responds(to: selector))
    }

    nonisolated override func forwardingTarget(for selector: Selector?) -> Any? {
      forwarding.target(for: selector) ?? super.forwardingTarget(for: selector)
    }
  }
#endif
