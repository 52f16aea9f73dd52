// The one way a feature hears of a source's life on a screen. The relay knows nothing of the
// features: streams, states, loads and the host that shows the screen each register a hook,
// and the relay runs the hooks when the source leaves its screen or the screen's background
// may have changed.

/// Something that happens to a source on its screen, which a feature hooked into the source's
/// relay may act on.
package enum ScreenEvent: Sendable {
  /// The source left the screen it belonged to: it, or a composition it is inside, was removed
  /// from its composition, or the host that showed the screen let go of it (detached, or was
  /// deallocated). A source that loads its data cancels its load here. Run on the relay of
  /// every source that left, from the outside in.
  case leftScreen
  /// The screen's background may have changed with no batch to say so (a stateful source in
  /// background presentation went from loading to error, say). Run on the root's relay.
  case backgroundMayHaveChanged
  /// The items at these positions of the screen's root changed size, with no change of their
  /// data (``UpdateRelay/send(resizedItems:)``): the host animates their new heights without
  /// reloading their cells. Run on the root's relay.
  case itemsResized([ListPosition])
}

/// A feature's hook into a source's life on its screen, keyed by the object that registered it.
@MainActor
struct ScreenHook {
  let id: ObjectIdentifier
  /// The object that registered the hook, held weakly: the hook ends when it goes.
  weak var owner: AnyObject?
  /// Runs for every event; it holds what it needs for as long as the relay keeps the hook.
  let handler: @MainActor (ScreenEvent) -> Void
}

extension UpdateRelay {
  /// Registers a hook into the source's life on its screen, keyed by an owner object; a second
  /// registration by the same owner replaces the first in place.
  ///
  /// The owner is held weakly and the hook ends when it goes; the relay holds the handler, and
  /// with it what the handler captures, until the hook is removed or the relay is released.
  package func addScreenHook(
    by owner: AnyObject, _ handler: @escaping @MainActor (ScreenEvent) -> Void
  ) {
    let id = ObjectIdentifier(owner)
    let hook = ScreenHook(id: id, owner: owner, handler: handler)
    if let index = screenHooks.firstIndex(where: { $0.id == id }) {
      screenHooks[index] = hook
    } else {
      screenHooks.removeAll { $0.owner == nil }
      screenHooks.append(hook)
    }
  }

  /// Removes the hook an owner registered, if any.
  package func removeScreenHook(by owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    screenHooks.removeAll { $0.id == id || $0.owner == nil }
  }

  /// Runs every hook whose owner is alive with an event, in the order they registered, and
  /// forgets those whose owner is gone. A hook that registers or removes hooks while it runs
  /// changes the next event's hooks, not this one's.
  func runScreenHooks(_ event: ScreenEvent) {
    screenHooks.removeAll { $0.owner == nil }
    for hook in screenHooks where hook.owner != nil { hook.handler(event) }
  }

  /// Tells the hooks of this source's screen that its background may have changed, with no
  /// batch to say so. Call it after publishing the change's batch, if any.
  func noteBackgroundChange() {
    let root = self.root
    guard !root.screenHooks.isEmpty else { return }
    root.runScreenHooks(.backgroundMayHaveChanged)
  }
}
