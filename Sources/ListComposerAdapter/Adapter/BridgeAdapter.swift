import ListComposer

/// Creates the adapter of a platform bridge (UIKit, AppKit) that may replace another bridge on
/// the same view, so that a bridge whose construction fails leaves the bridge it would replace
/// attached and observing.
///
/// `ListAdapter` detaches the adapter that showed a source in the same host object; a bridge
/// hosts through a wrapper of its own, so the bridge detaches the previous bridge's adapter
/// itself, and only once everything that can throw has succeeded:
///
/// - For another source, the new adapter is created first (it attaches to its source,
///   registers its types and reloads the view), and the previous adapter is detached after.
/// - For the source the previous adapter shows, the new adapter could not attach while the
///   previous one does (`ListError.alreadyAttached`), and a detached adapter cannot attach
///   again. So a dry run first makes every check that can fail without attaching, registering
///   or reloading: an adapter that does not observe, on a host made with `isLive` set to
///   `false` (it checks registrations as the live host does but registers nothing and never
///   reloads). Only when it succeeds is the previous adapter detached and the live adapter
///   created. The live adapter repeats the same checks against the same source and view (a
///   source that a host shows belongs to no composition), so it fails only if the view changed
///   its registrations in between, which nothing does on the main actor.
@MainActor
package enum BridgeAdapter {
  /// Returns a new adapter showing `source` in the host `makeHost(true)` returns, with that
  /// host, having detached `previous` (the adapter of the bridge it replaces) when it
  /// succeeds.
  ///
  /// - Parameters:
  ///   - source: The source to show.
  ///   - previous: The adapter of the bridge that shows a source in the same view, if any.
  ///   - reuseIdentifiers: Identifiers for which the app registers cells itself.
  ///   - makeHost: Makes the host of the view; `isLive` is `false` for a dry run.
  /// - Throws: `ListError`, with `previous` still attached.
  package static func make<Host: ListHostView>(
    showing source: some DataSource, replacing previous: ListAdapter?,
    keepingRegistrationsOf reuseIdentifiers: Set<String>,
    host makeHost: (_ isLive: Bool) -> Host
  ) throws(ListError) -> (adapter: ListAdapter, host: Host) {
    if let previous, previous.isObserving, previous.source.updates === source.updates {
      _ = try ListAdapter(
        source: source, view: makeHost(false), observesChanges: false,
        keepingRegistrationsOf: reuseIdentifiers)
      previous.detach()
    }
    let host = makeHost(true)
    let adapter = try ListAdapter(
      source: source, view: host, keepingRegistrationsOf: reuseIdentifiers)
    previous?.detach()
    return (adapter, host)
  }
}
