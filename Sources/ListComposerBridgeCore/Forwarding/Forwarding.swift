#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  /// How a bridge's proxy (its delegate or data-source object) passes on the messages it does not
  /// handle to the app's own object, so that adopting a bridge removes no behaviour (row heights,
  /// swipe actions, header views, moving rows, section index titles, scroll events, ...): the
  /// proxy IGListKit uses.
  ///
  /// The view asks `responds(to:)` before it sends an optional message; the proxy says yes for
  /// its own methods and for the app object's, and `forwardingTarget(for:)` hands the messages it
  /// does not implement to the app object. A proxy that handles a message passes it on to the app
  /// object itself. The app object is held weakly, as the views hold delegates.
  ///
  /// The views cache the answers of `responds(to:)` when a delegate or data source is set, so a
  /// bridge sets its proxy again whenever the app object changes (``ProxySlot``). When the app
  /// object is deallocated while the view lives on, the view still sends the messages it was
  /// told the proxy answers; the runtime would raise `doesNotRecognizeSelector` for them. Such a
  /// message of one of the proxy's protocols goes to a ``MessageSink`` instead, which answers it
  /// as a no-op returning zero (`nil`, `false`, `0`, `.zero`), as IGListKit's proxy answers it
  /// with a null return value, or with the view's own default where that is not zero (scroll to
  /// top, focus, the target content offset). A message of no protocol of the proxy is not caught: it is a
  /// programming error, and raises as before.
  ///
  /// Swift lets no class outside this module subclass a `package` class, so each platform module
  /// keeps a few-line `NSObject` subclass whose two overrides call ``responds(to:itself:)`` and
  /// ``target(for:)``.
  package final class Forwarding: @unchecked Sendable {
    /// The app's own object.
    package let target = WeakTarget()
    /// The protocols whose messages the proxy answers; never changed after `init`.
    private let protocols: [Protocol]
    /// The older forms of messages the proxy handles (selector names, by the newer's name):
    /// the view sends only the newer form to an object that answers both, so the proxy does not
    /// claim the newer for an app object that implements an older one and not the newer, and
    /// the older reaches that object unchanged.
    private let olderForms: [String: [String]]
    /// The messages the proxy implements but answers only while they are switched on (or the
    /// app's object answers them): size questions, which change how a view lays out merely by
    /// being answered.
    package let switches: MessageSwitches
    /// The object that answers the switchable messages the proxy does not implement itself,
    /// while they are switched on (``FlowLayoutSizes``); never changed after `init`.
    package let answerer: NSObject?

    /// Creates the forwarding of a proxy that answers the messages of `protocols` (and of the
    /// protocols they adopt), that leaves a message of `olderForms` (a newer selector name and
    /// the names of its older forms) to an app object that implements an older form only, and
    /// that answers the messages of `switchable` only while they are switched on, itself or
    /// through `answerer`.
    package init(
      protocols: [Protocol], olderForms: [String: [String]] = [:], switchable: [Selector] = [],
      answerer: NSObject? = nil
    ) {
      self.protocols = protocols
      self.olderForms = olderForms
      switches = MessageSwitches(switchable)
      self.answerer = answerer
    }

    /// Returns whether the proxy answers `selector`: `itself` (whether the proxy implements it,
    /// `super.responds(to:)`) unless the app object implements only an older form of it or it
    /// is switched off, or else whether the app object does.
    package func responds(to selector: Selector?, itself: Bool) -> Bool {
      guard let selector else { return itself }
      let object = target.object
      if let object, leavesOlderForm(of: selector, to: object) { return false }
      if itself, !switches.isOff(selector) { return true }
      if answers(selector) { return true }
      guard let object else { return false }
      return object.responds(to: selector)
    }

    /// Returns whether the ``answerer`` answers `selector` now: a switchable message switched
    /// on.
    private func answers(_ selector: Selector) -> Bool {
      guard let answerer, switches.isOn(selector) else { return false }
      return answerer.responds(to: selector)
    }

    /// Returns whether the app object implements an older form of `selector` and not `selector`
    /// itself, so that the view sends it the older form.
    private func leavesOlderForm(of selector: Selector, to object: any NSObjectProtocol) -> Bool {
      guard !olderForms.isEmpty, let older = olderForms[NSStringFromSelector(selector)] else {
        return false
      }
      return !object.responds(to: selector)
        && older.contains(where: { object.responds(to: NSSelectorFromString($0)) })
    }

    /// Returns the object that receives a message the proxy does not implement: the
    /// ``answerer`` for a switchable message switched on; the app object when it answers it; the shared ``MessageSink`` for any other message of the proxy's
    /// protocols (the app object is gone, but the view may have cached that the proxy answers
    /// it); `nil` for any other message.
    package func target(for selector: Selector?) -> Any? {
      guard let selector else { return nil }
      if answers(selector) { return answerer }
      if let object = target.object, object.responds(to: selector) { return object }
      guard let types = typeEncoding(of: selector) else { return nil }
      return MessageSink.shared.answering(selector, types: types)
    }

    /// The type encoding of an instance method of the proxy's protocols, or `nil` when none of
    /// them declares `selector`.
    private func typeEncoding(of selector: Selector) -> UnsafeMutablePointer<CChar>? {
      for proto in protocols {
        for isRequired in [false, true] {
          let description = protocol_getMethodDescription(proto, selector, isRequired, true)
          if description.name != nil, let types = description.types { return types }
        }
      }
      return nil
    }

    /// Returns the app's object behind `current`, a view's delegate or data source: that of the
    /// proxy of a bridge being replaced, or `current` itself when it is the app's.
    package static func appObject(behind current: AnyObject?) -> (any NSObjectProtocol)? {
      if let proxy = current as? any ForwardingProxy { return proxy.forwarding.target.object }
      return current as? any NSObjectProtocol
    }
  }

  /// Which of a proxy's switchable messages it answers now: read by `responds(to:)`, which the
  /// Objective-C runtime may call on any thread, and switched on the main actor.
  package final class MessageSwitches: @unchecked Sendable {
    private let lock = NSLock()
    private let switchable: Set<String>
    private var on: Set<String> = []

    init(_ selectors: [Selector]) {
      switchable = Set(selectors.map(NSStringFromSelector))
    }

    /// Returns whether `selector` is switchable and off.
    package func isOff(_ selector: Selector) -> Bool {
      let name = NSStringFromSelector(selector)
      guard switchable.contains(name) else { return false }
      lock.lock()
      defer { lock.unlock() }
      return !on.contains(name)
    }

    /// Returns whether `selector` is switchable and on.
    package func isOn(_ selector: Selector) -> Bool {
      let name = NSStringFromSelector(selector)
      guard switchable.contains(name) else { return false }
      lock.lock()
      defer { lock.unlock() }
      return on.contains(name)
    }

    /// Switches on exactly the switchable messages of `selectors`, and returns whether that
    /// changed anything: the view must then be given its delegate again, since it caches the
    /// answers of `responds(to:)`.
    package func switchOn(_ selectors: [Selector]) -> Bool {
      let names = Set(selectors.map(NSStringFromSelector)).intersection(switchable)
      lock.lock()
      defer { lock.unlock() }
      guard names != on else { return false }
      on = names
      return true
    }
  }

  /// A bridge's delegate or data-source object, which forwards what it does not handle.
  package protocol ForwardingProxy: AnyObject {
    /// Where the messages the proxy does not handle go.
    var forwarding: Forwarding { get }
  }
#endif
