extension StatefulDataSource {
  /// Renders some kinds of state behind the list, for ``PlaceholderPresentation/background``
  /// presentation: a spinner while loading, an illustration when empty, say.
  ///
  ///     inbox.setBackground(InboxBackground.self, for: [.loading, .empty, .error])
  ///     inbox.placeholderPresentation = .background
  ///
  /// Only the kinds that show instead of the content (``Placeholder/Kind/loading``,
  /// ``Placeholder/Kind/empty``, ``Placeholder/Kind/error``) show a background; the trailing
  /// kinds always show as rows, whatever is set for them here. A kind without a background decorator shows no
  /// background and, in background presentation, no row either: its section is empty. A
  /// background of one of these kinds that shows now is filled again.
  ///
  /// - Complexity: O(k), where k is the number of kinds.
  public func setBackground<Decorator: BackgroundDecorator>(
    _ decorator: Decorator.Type, for kinds: Set<Placeholder.Kind>
  ) {
    let renderer = BackgroundRenderer(decorator)
    changeBackgrounds(of: kinds) { $0 = renderer }
  }

  /// Shows no background for some kinds of state.
  ///
  ///     inbox.removeBackground(for: [.loading])   // nothing behind the list while it loads
  ///
  /// - Complexity: O(k), where k is the number of kinds.
  public func removeBackground(for kinds: Set<Placeholder.Kind>) {
    changeBackgrounds(of: kinds) { $0 = nil }
  }

  private func changeBackgrounds(
    of kinds: Set<Placeholder.Kind>, _ change: @escaping (inout BackgroundRenderer?) -> Void
  ) {
    updates.run(.queue(returning: ())) {
      for kind in kinds { change(&self.backgroundRenderers[kind]) }
      self.backgroundGeneration &+= 1
      _ = self.publishReconciled()
    }
  }

  /// Publishes what the hosts must learn to show the state and the content as they are now,
  /// then tells the screen's adapter that the background may have changed: after the batch,
  /// so that the background appears with the batch that removes the rows, and also when no
  /// batch is needed (loading to error with no row, say).
  ///
  /// - Returns: The published batch, in the root's positions.
  func publishReconciled() -> BatchUpdate {
    let published = updates.publishReportingFailure(reconcile()).update
    updates.noteBackgroundChange()
    return published
  }
}

extension StatefulDataSource: BackgroundProviding {
  package var backgroundRequest: BackgroundRequest? {
    guard placeholderPresentation == .background, case .placeholder(let kind, _) = shown,
      let renderer = backgroundRenderers[kind]
    else { return nil }
    return BackgroundRequest(
      placeholder: placeholder(of: kind), renderer: renderer, generation: backgroundGeneration)
  }

  package var showsContent: Bool {
    if case .content = shown { return true }
    return false
  }

  package func handleBackgroundEvent(_ event: ItemEvent, view: AnyObject?) -> Bool {
    guard let request = backgroundRequest, let onPlaceholderEvent else { return false }
    onPlaceholderEvent(
      ItemEventDetails(
        kind: event, model: request.placeholder, position: ListPosition(section: 0, item: 0),
        cell: view))
    return true
  }
}

/// The sources of the process that were put in background presentation and still live, so
/// that an adapter whose screen cannot have a background (the common case) skips the walk of
/// its sources after each batch.
///
/// A source joins when its presentation becomes ``PlaceholderPresentation/background`` and
/// leaves when it is deallocated; it is not removed when its presentation goes back to rows,
/// which only costs a walk that finds nothing.
@MainActor
package enum BackgroundPresenters {
  // Read at every update (`mayExist`); it holds its sources weakly, and no access to it
  // calls out: the run-time exclusivity check would cost more than the read (issue 41).
  @exclusivity(unchecked) private static var sources: [WeakPresenter] = []

  /// Records a source in background presentation.
  package static func add(_ source: any BackgroundProviding) {
    if !sources.contains(where: { $0.source === source }) {
      sources.append(WeakPresenter(source: source))
    }
  }

  /// A Boolean value that indicates whether a source in background presentation may live.
  ///
  /// - Complexity: O(r), where r is the number of sources ever put in background
  ///   presentation that still live.
  package static var mayExist: Bool {
    sources.removeAll { $0.source == nil }
    return !sources.isEmpty
  }

  private struct WeakPresenter {
    weak var source: (any BackgroundProviding)?
  }
}

/// A source that can ask for the screen's background: a ``StatefulDataSource`` in
/// ``PlaceholderPresentation/background`` presentation.
@MainActor
package protocol BackgroundProviding: AnyObject {
  /// What the source asks the background to show now, or `nil` when it asks for none.
  var backgroundRequest: BackgroundRequest? { get }
  /// A Boolean value that indicates whether the sources inside this one are on screen.
  var showsContent: Bool { get }
  /// Delivers an event of the background view to the source's handler.
  ///
  /// - Returns: `true` when a handler ran.
  func handleBackgroundEvent(_ event: ItemEvent, view: AnyObject?) -> Bool
}

/// What a source asks the screen's background to show.
@MainActor
package struct BackgroundRequest {
  /// The state, with its error.
  package let placeholder: Placeholder
  /// The decorator that fills the view.
  package let renderer: BackgroundRenderer
  /// Changes whenever the source's background must be filled again.
  package let generation: Int
}
