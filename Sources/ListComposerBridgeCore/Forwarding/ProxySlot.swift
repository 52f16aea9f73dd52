#if canImport(ObjectiveC)
  import Foundation

  /// One of a view's delegate-like properties (its delegate, data source, prefetch data source)
  /// that a bridge takes over with a proxy: adopting the app's object, giving it back, and
  /// setting the proxy again whenever the app's object changes.
  ///
  ///     let slot = ProxySlot(\UITableView.delegate, proxy: delegateProxy)
  ///     slot.install(in: tableView)  // the app's delegate now sits behind the proxy
  ///     slot.restore(in: tableView)  // the app's delegate is the table view's again
  @MainActor
  package struct ProxySlot<View: AnyObject, Value> {
    /// The bridge's object, which forwards what it does not handle to the app's.
    package let proxy: any ForwardingProxy
    private let keyPath: ReferenceWritableKeyPath<View, Value?>

    /// Creates the slot of a view's property, taken over by `proxy`.
    package init(_ keyPath: ReferenceWritableKeyPath<View, Value?>, proxy: any ForwardingProxy) {
      self.keyPath = keyPath
      self.proxy = proxy
    }

    /// The app's own object behind the proxy, held weakly.
    package var appObject: Value? {
      proxy.forwarding.target.object as? Value
    }

    /// Makes `object` the app's object behind the proxy, and sets the proxy again where it is
    /// installed, since the views cache which messages their delegates answer.
    package func setAppObject(_ object: Value?, in view: View?) {
      proxy.forwarding.target.object = object as AnyObject? as? any NSObjectProtocol
      guard let view, isInstalled(in: view) else { return }
      view[keyPath: keyPath] = nil
      view[keyPath: keyPath] = proxy as? Value
    }

    /// Adopts the object the view has (the app's behind another bridge's proxy) as the app's
    /// object and puts the proxy in its place.
    package func install(in view: View) {
      proxy.forwarding.target.object = Forwarding.appObject(
        behind: view[keyPath: keyPath] as AnyObject?)
      view[keyPath: keyPath] = proxy as? Value
    }

    /// Gives the view back the app's object, if the proxy is still installed.
    package func restore(in view: View?) {
      guard let view, isInstalled(in: view) else { return }
      view[keyPath: keyPath] = appObject
    }

    /// Returns whether the proxy is the view's object now.
    package func isInstalled(in view: View) -> Bool {
      (view[keyPath: keyPath] as AnyObject?) === proxy
    }
  }
#endif
