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
  /// with a null return value. A message of no protocol of the proxy is not caught: it is a
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

    /// Creates the forwarding of a proxy that answers the messages of `protocols` (and of the
    /// protocols they adopt).
    package init(protocols: [Protocol]) {
      self.protocols = protocols
    }

    /// Returns whether the proxy answers `selector`: `itself` (whether the proxy implements it,
    /// `super.responds(to:)`), or else whether the app object does.
    package func responds(to selector: Selector?, itself: Bool) -> Bool {
      if itself { return true }
      guard let selector, let object = target.object else { return false }
      return object.responds(to: selector)
    }

    /// Returns the object that receives a message the proxy does not implement: the app object
    /// when it answers it; the shared ``MessageSink`` for any other message of the proxy's
    /// protocols (the app object is gone, but the view may have cached that the proxy answers
    /// it); `nil` for any other message.
    package func target(for selector: Selector?) -> Any? {
      guard let selector else { return nil }
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

  /// A bridge's delegate or data-source object, which forwards what it does not handle.
  package protocol ForwardingProxy: AnyObject {
    /// Where the messages the proxy does not handle go.
    var forwarding: Forwarding { get }
  }
#endif
