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
      if sectionEvents.display.addSupplementary(id, kind: kind, section: section) {
        routeSectionEvent(.willDisplay, section: section, kind: nil)
      }
      routeSectionEvent(.willDisplay, section: section, kind: kind)
    case .didEndDisplaying:
      guard let (known, kind, last) = sectionEvents.display.removeSupplementary(id) else { return }
      guard known >= 0 else { return }
      routeSectionEvent(.didEndDisplaying, section: known, kind: kind)
      if last { routeSectionEvent(.didEndDisplaying, section: known, kind: nil) }
    }
  }

  /// Notes that a row appears in a screen section for the section events, given the section
  /// its cell's record (see ``displayed``) had before (-1: none): the first displayed element of
  /// a section makes it appear.
  func noteRowAppearing(in section: Int, previous: Int) {
    if sectionEvents.display.add(section: section, previous: previous) {
      routeSectionEvent(.willDisplay, section: section, kind: nil)
    }
  }

  /// Notes that a row of a screen section (-1: of none) left: the last displayed element of a
  /// section leaving makes it leave.
  func noteRowLeft(section: Int) {
    guard section >= 0, sectionEvents.display.leave(section) else { return }
    routeSectionEvent(.didEndDisplaying, section: section, kind: nil)
  }

  /// Moves the displayed sections to where a batch that the view applied puts them: deleted
  /// sections are forgotten (their rows' end of display is no event), the others follow their
  /// section.
  ///
  /// - Complexity: O(s + o), where s is the number of sections and o of displayed objects.
  func noteSectionsMoved(by update: BatchUpdate, sectionCountBefore: Int) {
    guard
      !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
        || !update.movedSections.isEmpty,
      !displayed.isEmpty || !sectionEvents.display.supplementaries.isEmpty
    else { return }
    let mapping = update.sectionMapping(countBefore: sectionCountBefore)
    sectionEvents.display.remap(with: mapping)
    displayed = displayed.mapValues { shown in
      var shown = shown
      shown.section = shown.section >= 0 ? mapping[shown.section] ?? -1 : -1
      return shown
    }
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
  var hook: (@MainActor (SectionEventDetails) -> Void)?
}

/// A source's handler of section events, erased.
@MainActor
struct SectionEventHandler {
  let handle: @MainActor (any DataSource, SectionEventDetails) -> Void
}
