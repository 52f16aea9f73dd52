#if canImport(UIKit)
  import Foundation
  import ListComposerBridgeCore

  /// A delegate or data-source object of a bridge: handles the messages ListComposer needs and
  /// forwards every other one to the app's own object, as `Forwarding` decides. A subclass that
  /// handles a message also passes it on to the app's object itself.
  @MainActor
  class DelegateForwarder: NSObject, ForwardingProxy {
    package let forwarding: Forwarding
    /// The older forms of messages the proxy handles (selector names, by the newer's name):
    /// UIKit sends only the newer form to an object that answers both, so the proxy does not
    /// claim the newer for an app object that implements an older one and not the newer, and
    /// the older reaches that object unchanged.
    private nonisolated let olderForms: [String: [String]]

    /// Creates a forwarder that answers the messages of `protocols`, and that leaves a message
    /// of `olderForms` (a newer selector name and the names of its older forms) to an app object
    /// that implements an older form only.
    init(answering protocols: [Protocol], olderForms: [String: [String]] = [:]) {
      forwarding = Forwarding(protocols: protocols)
      self.olderForms = olderForms
      super.init()
    }

    nonisolated override func responds(to selector: Selector?) -> Bool {
      if let selector, !olderForms.isEmpty, let older = olderForms[NSStringFromSelector(selector)],
        let object = forwarding.target.object, !object.responds(to: selector),
        older.contains(where: { object.responds(to: NSSelectorFromString($0)) })
      {
        return false
      }
      return forwarding.responds(to: selector, itself: super.responds(to: selector))
    }

    nonisolated override func forwardingTarget(for selector: Selector?) -> Any? {
      forwarding.target(for: selector) ?? super.forwardingTarget(for: selector)
    }
  }
#endif
