import ListComposer

extension ListAdapter {
  /// The source whose state the view's background shows now, or `nil` when the adapter shows
  /// no background.
  ///
  /// Which source drives the background is decided here, in portable code, after every batch
  /// or reload the adapter hands the view and whenever a stateful source's state changes
  /// without a batch:
  ///
  /// - Only a `StatefulDataSource` in `PlaceholderPresentation.background` presentation
  ///   that shows a loading, empty or error state with a `BackgroundDecorator` for it
  ///   (`StatefulDataSource.setBackground(_:for:)`) asks for a background. A source in row
  ///   presentation, one showing its content, or one without a decorator for its state asks
  ///   for none.
  /// - Of several that ask, the first in screen order wins: the screen's sources are visited
  ///   outermost first, then in the order of their sections, so a stateful source wins over the
  ///   sources inside it and over the siblings after it. The sources inside a stateful source
  ///   that shows a state instead of its content are not on screen and are not visited.
  /// - The background shows whatever the other sources show: their rows are laid over it, as
  ///   UIKit lays cells over a `backgroundView`. Use it for a source that is the whole screen.
  /// - A source removed from the screen (`SectionedDataSource.removeChild(at:)`, say) stops
  ///   driving it with the batch that removes its sections; ``detach()`` removes the
  ///   background the adapter set, and so does an adapter that takes the view over.
  ///
  ///     inbox.placeholderPresentation = .background
  ///     inbox.setState(.loading)
  ///     adapter.backgroundSource === inbox   // true
  ///     inbox.setState(.content)             // the rows come in, the background goes
  ///     adapter.backgroundSource             // nil
  ///
  /// The adapter creates the view with `ListHostView.makeBackgroundView(ofType:)`, fills it
  /// with the decorator, and shows it with `ListHostView.setBackgroundView(_:)`; it keeps
  /// the view while the decorator's view type stays the same, and fills it again when the
  /// state or its error changes. A view type the view cannot create, or a view that is not the
  /// decorator's type, shows no background and is logged through the view; nothing traps.
  /// The adapter removes only a background it set: one the app set on the view stays until the
  /// adapter has one to show. An adapter that does not observe its source (created with
  /// `observesChanges` set to `false`, or detached) shows no background.
  public var backgroundSource: (any DataSource)? {
    guard let shown = shownBackground, shown.view != nil else { return nil }
    return shown.owner as? any DataSource
  }

  /// The view the adapter shows behind the rows now, or `nil`.
  public var backgroundView: AnyObject? { shownBackground?.view }

  /// Sends an event of the background view (the reader tapping it to retry, say) to the
  /// source whose state it shows: its `StatefulDataSource.onPlaceholderEvent` receives the
  /// event with the `Placeholder`, position section 0, item 0 of the source (where its row
  /// would be) and the background view as the cell, as for a tap on a placeholder row.
  /// ``onItemEvent`` is not called: the background is no item of the screen.
  ///
  ///     inbox.onPlaceholderEvent = { event in
  ///       if event.kind == .select, event.model.kind == .error { reload() }
  ///     }
  ///     adapter.handleBackgroundEvent(.select)   // reload() runs
  ///
  /// A background view sends its events with `BackgroundContext.send(_:)`; a headless view's
  /// `selectBackgroundView()` calls this method.
  ///
  /// - Returns: `true` when the source's handler ran; `false` when no background shows or the
  ///   source has no handler.
  @discardableResult
  package func handleBackgroundEvent(_ event: ItemEvent) -> Bool {
    guard let shown = shownBackground, let view = shown.view, let owner = shown.owner else {
      return false
    }
    return owner.handleBackgroundEvent(event, view: view)
  }

  /// Shows the background the screen asks for now, replacing or removing the one shown.
  ///
  /// - Complexity: O(1) while no source is in background presentation; otherwise O(m) to find
  ///   the source that drives it, where m is the number of sources of the screen, plus the
  ///   decorator's work when the background changed.
  func refreshBackground() {
    // No background shown, and no source of the process in background presentation: nothing
    // to show or remove, so no question to the source's relay (asked after every batch).
    guard shownBackground != nil || BackgroundPresenters.mayExist else { return }
    // An adapter that does not observe its source (a dry run, a comparison) shows none.
    guard let view, isObserving else {
      removeBackground()
      return
    }
    // No source of the screen asks for a background: the one shown goes.
    guard let (owner, request) = backgroundCandidate() else {
      removeBackground()
      return
    }
    let typeID = ObjectIdentifier(request.renderer.viewType)
    let current = shownBackground
    if let current, current.owner === owner, current.generation == request.generation,
      current.viewTypeID == typeID
    {
      return
    }
    // Keep the view while the decorator's view type stays the same: no flicker from loading to
    // error.
    let reused = current?.viewTypeID == typeID ? current?.view : nil
    guard let backgroundView = reused ?? view.makeBackgroundView(ofType: request.renderer.viewType)
    else {
      failBackground(
        owner, request, typeID,
        reason: "\(hostName) cannot create a \(request.renderer.viewType) to show behind its rows")
      return
    }
    let context = BackgroundContext { [weak self] event in
      self?.handleBackgroundEvent(event) ?? false
    }
    let filled = source.updates.deferringChanges {
      request.renderer.decorate(backgroundView, request.placeholder, context)
    }
    guard filled else {
      failBackground(
        owner, request, typeID,
        reason: "\(hostName) made a \(type(of: backgroundView)), which is not a "
          + "\(request.renderer.viewType)")
      return
    }
    shownBackground = ShownBackground(
      owner: owner, viewTypeID: typeID, view: backgroundView, generation: request.generation)
    if current?.view !== backgroundView { view.setBackgroundView(backgroundView) }
  }

  /// Removes the background the adapter set, if any.
  func removeBackground() {
    let shown = shownBackground
    shownBackground = nil
    if shown?.view != nil { view?.setBackgroundView(nil) }
  }

  /// Shows no background for a request that cannot be shown, logs why, and remembers the
  /// request so that it is not tried again until it changes.
  private func failBackground(
    _ owner: any BackgroundProviding, _ request: BackgroundRequest, _ typeID: ObjectIdentifier,
    reason: String
  ) {
    removeBackground()
    shownBackground = ShownBackground(
      owner: owner, viewTypeID: typeID, view: nil, generation: request.generation)
    view?.log("ListComposer: no background for the \(request.placeholder.kind) state: \(reason)")
  }

  /// The first source in screen order that asks for a background, with what it asks for.
  ///
  /// - Complexity: O(m), where m is the number of sources of the screen; iterative, so a deep
  ///   composition uses no more stack than a flat one.
  private func backgroundCandidate() -> (any BackgroundProviding, BackgroundRequest)? {
    firstInScreenOrder(
      { node in
        guard let provider = node as? any BackgroundProviding,
          let request = provider.backgroundRequest
        else { return nil }
        return (provider, request)
      },
      // A source that shows a state instead of its content hides the sources inside it.
      descend: { ($0 as? any BackgroundProviding)?.showsContent ?? true })
  }
}

/// The background an adapter shows, or failed to show, and for whom.
@MainActor
struct ShownBackground {
  /// The source whose state it shows.
  weak var owner: (any BackgroundProviding)?
  /// The decorator's view type.
  let viewTypeID: ObjectIdentifier
  /// The view shown, or `nil` when it could not be made or filled.
  let view: AnyObject?
  /// The source's ``BackgroundRequest/generation`` when it was filled.
  let generation: Int
}
