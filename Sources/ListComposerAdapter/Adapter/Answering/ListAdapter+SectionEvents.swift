import ListComposer

extension ListAdapter {
  /// Called for every section event, after the owning source's handler, with the event in
  /// screen sections: one hook for analytics ("the user saw the Top messages section").
  public var onSectionEvent: (@MainActor (SectionEventDetails) -> Void)? {
    get { sectionEvents.hook }
    set {
      // The hook replaced is released after the access (ListAdapter's note on exclusivity).
      let old = sectionEvents.hook
      withExtendedLifetime(old) { sectionEvents.hook = newValue }
    }
  }

  /// Routes the display event of a supplementary view (a header or footer appearing or
  /// leaving) to the source that owns its section: what a view reports from
  /// `willDisplaySupplementaryView` / `willDisplayHeaderView` and their ends. The section's own
  /// events follow from it.
  ///
  /// - Parameters:
  ///   - event: Whether the view appears or leaves.
  ///   - kind: The view's kind.
  ///   - section: Its screen section when it appears; when it leaves, the view is found by
  ///     identity, as a batch may have moved its section.
  ///   - view: The view.
  package func handleSupplementary(
    _ event: SectionEvent, ofKind kind: String, inSection section: Int, view: AnyObject
  ) {
    let id = ObjectIdentifier(view)
    switch event {
    case .willDisplay:
      guard section >= 0, section < numberOfSections else { return }
      let appeared = sectionEvents.display.add(id, section: section)
      sectionEvents.shownKinds[id] = kind
      if appeared { routeSectionEvent(.willDisplay, section: section, kind: nil) }
      routeSectionEvent(.willDisplay, section: section, kind: kind)
    case .didEndDisplaying:
      let known = sectionEvents.display.sectionOf[id]
      let kind = sectionEvents.shownKinds.removeValue(forKey: id) ?? kind
      let left = sectionEvents.display.remove(id)
      if let known, known >= 0 { routeSectionEvent(.didEndDisplaying, section: known, kind: kind) }
      if let left { routeSectionEvent(.didEndDisplaying, section: left, kind: nil) }
    }
  }

  /// Notes a row's display event for the section events: the first displayed element of a
  /// section makes it appear, the last one leaving makes it leave.
  func noteSectionDisplay(_ event: ItemEvent, at position: ListPosition, cell: AnyObject?) {
    guard let cell else { return }
    let id = ObjectIdentifier(cell)
    switch event {
    case .willDisplay:
      guard position.section >= 0, position.section < numberOfSections else { return }
      if sectionEvents.display.add(id, section: position.section) {
        routeSectionEvent(.willDisplay, section: position.section, kind: nil)
      }
    case .didEndDisplaying:
      if let section = sectionEvents.display.remove(id) {
        routeSectionEvent(.didEndDisplaying, section: section, kind: nil)
      }
    default:
      return
    }
  }

  /// Moves the displayed sections to where a batch that the view applied puts them.
  func noteSectionsMoved(by update: BatchUpdate, sectionCountBefore: Int) {
    sectionEvents.display.remap(through: update, sectionCountBefore: sectionCountBefore)
  }

  /// Hands a section event to the nearest source with a handler, then to ``onSectionEvent``.
  private func routeSectionEvent(_ event: SectionEvent, section: Int, kind: String?) {
    if let (handler, owner, local) = sectionEvents.handlers.provider(forSection: section, in: self)
    {
      handler.handle(
        owner, SectionEventDetails(kind: event, section: local, supplementaryKind: kind))
    }
    sectionEvents.hook?(SectionEventDetails(kind: event, section: section, supplementaryKind: kind))
  }
}

/// What the adapter keeps for section events.
@MainActor
struct SectionEventRouting {
  var handlers = ProvidersBySource<SectionEventHandler>()
  var display = SectionDisplay()
  /// The kind of each displayed supplementary view.
  var shownKinds: [ObjectIdentifier: String] = [:]
  var hook: (@MainActor (SectionEventDetails) -> Void)?
}

/// A source's handler of section events, erased.
@MainActor
struct SectionEventHandler {
  let handle: @MainActor (any DataSource, SectionEventDetails) -> Void
}
