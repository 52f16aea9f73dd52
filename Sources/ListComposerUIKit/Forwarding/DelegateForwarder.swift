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
    /// The messages the proxy implements but answers only while they are switched on (or the
    /// app's object answers them): size questions, which change how a view lays out merely by
    /// being answered.
    nonisolated let switches: MessageSwitches

    /// Creates a forwarder that answers the messages of `protocols`, that leaves a message of
    /// `olderForms` (a newer selector name and the names of its older forms) to an app object
    /// that implements an older form only, and that answers the messages of `switchable` only
    /// while they are switched on.
    init(
      answering protocols: [Protocol], olderForms: [String: [String]] = [:],
      switchable: [Selector] = []
    ) {
      forwarding = Forwarding(protocols: protocols)
      self.olderForms = olderForms
      switches = MessageSwitches(switchable)
      super.init()
    }

    nonisolated override func responds(to selector: Selector?) -> Bool {
      if let selector, !olderForms.isEmpty, let older = olderForms[NSStringFromSelector(selector)],
        let object = forwarding.target.object, !object.responds(to: selector),
        older.contains(where: { object.responds(to: NSSelectorFromString($0)) })
      {
        return false
      }
      if let selector, switches.isOff(selector) {
        return forwarding.responds(to: selector, itself: false)
      }
      return forwarding.responds(to: selector, itself: super.responds(to: selector))
    }

    nonisolated override func forwardingTarget(for selector: Selector?) -> Any? {
      forwarding.target(for: selector) ?? super.forwardingTarget(for: selector)
    }
  }

  /// Which of a proxy's switchable messages it answers now: read by `responds(to:)`, which the
  /// Objective-C runtime may call on any thread, and switched on the main actor.
  final class MessageSwitches: @unchecked Sendable {
    private let lock = NSLock()
    private let switchable: Set<String>
    private var on: Set<String> = []

    init(_ selectors: [Selector]) {
      switchable = Set(selectors.map(NSStringFromSelector))
    }

    /// Returns whether `selector` is switchable and off.
    func isOff(_ selector: Selector) -> Bool {
      let name = NSStringFromSelector(selector)
      guard switchable.contains(name) else { return false }
      lock.lock()
      defer { lock.unlock() }
      return !on.contains(name)
    }

    /// Switches on exactly the switchable messages of `selectors`, and returns whether that
    /// changed anything: the view must then be given its delegate again, since it caches the
    /// answers of `responds(to:)`.
    func switchOn(_ selectors: [Selector]) -> Bool {
      let names = Set(selectors.map(NSStringFromSelector)).intersection(switchable)
      lock.lock()
      defer { lock.unlock() }
      guard names != on else { return false }
      on = names
      return true
    }
  }
#endif
