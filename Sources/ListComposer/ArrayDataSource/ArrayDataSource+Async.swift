extension ArrayDataSource where Model: Diffable & Sendable {
  /// Replaces the items with new ones, computing the difference away from the main actor, and
  /// applies it on the main actor as staged batches, like ``setItems(_:options:)``.
  ///
  /// The diff of a long list takes milliseconds to tens of milliseconds; computed by the
  /// `scheduler` (on the cooperative thread pool by default), it leaves the main actor free to
  /// scroll and animate meanwhile.
  ///
  ///     let outcome = await feed.setItems(page)
  ///     // .applied(change) once the view has the change's batches
  ///     await feed.shown()  // once the view shows the change, after its animation
  ///
  /// The call returns when the view has been handed the change's batches, not when it shows
  /// them: a device may still be animating them. To act once the user sees the change, wait for
  /// ``DataSource/shown()`` (or ``DataSource/whenShown(_:)``), which also waits for an update
  /// queued behind a change the screen was applying.
  ///
  /// The update never applies a stale diff. When the source changed while the diff was being
  /// computed (a mutation, a synchronous update), it diffs again against what is shown now; if
  /// the source keeps changing under it, the last attempt diffs on the main actor, so the call
  /// always ends showing `newItems` unless a later call or cancellation stops it:
  /// - Calls coalesce, the latest wins: a call that finds a later `setItems` or `setSections`
  ///   (asynchronous or not, of all items or of one section) begun when its diff finishes
  ///   returns ``AsyncUpdateOutcome/superseded`` and changes nothing.
  /// - A call whose task is cancelled before its diff is applied returns
  ///   ``AsyncUpdateOutcome/cancelled`` and changes nothing. The diff itself is not interrupted.
  ///
  /// In an asynchronous context Swift picks this overload for `setItems(_:)`. To update
  /// synchronously there (a short list, where a hop to another thread costs more than the
  /// diff), ask for the synchronous result: `let change: ListChange = feed.setItems(page)`.
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute the diff.
  /// - Returns: What the call did, with the ``ListChange`` it published when it applied.
  /// - Complexity: The diff of ``setItems(_:options:)``, off the main actor; on the main actor,
  ///   O(*s*) per stage to hold its data, where *s* is the number of sections, plus the cost of
  ///   remapping and applying each stage.
  @inlinable
  @discardableResult
  public func setItems(
    _ newItems: [Model], options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background
  ) async -> AsyncUpdateOutcome {
    await publishDifference(scheduler: scheduler) { current in
      SectionsDiff(
        items: newItems, replacing: current, options: options, elements: { $0 }, items: { $0 })
    }
  }

  /// Replaces the sections with new ones, computing the difference away from the main actor,
  /// and applies it on the main actor as staged batches, like ``setSections(_:options:)``.
  ///
  /// Stale diffs, coalescing and cancellation work as in ``setItems(_:options:scheduler:)``.
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute the diff.
  /// - Returns: What the call did, with the ``ListChange`` it published when it applied.
  @inlinable
  @discardableResult
  public func setSections(
    _ newSections: [ListSection<Model>], options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background
  ) async -> AsyncUpdateOutcome {
    await publishDifference(scheduler: scheduler) { current in
      SectionsDiff(
        sections: newSections, replacing: current, options: options, elements: { $0 },
        items: { $0 })
    }
  }
}

extension ArrayDataSource where Model: Diffable & Sendable {
  /// Replaces the items of one section with new ones, computing the difference away from the
  /// main actor, and applies it on the main actor as staged batches, like
  /// ``setItems(_:inSection:options:)``: every other section is left untouched.
  ///
  ///     let outcome = try await mail.setItems(latest, inSection: 1)
  ///     // .applied(change) once the view has the change's batches; section 0 is as it was
  ///
  /// As with ``setItems(_:options:scheduler:)``, the call returns once the view has the
  /// batches, not once it has animated them: ``DataSource/shown()`` waits for that.
  ///
  /// The update never applies a stale diff: when the source changed while the diff was being
  /// computed, it diffs again against what is shown now, and the last attempt diffs on the main
  /// actor, as ``setItems(_:options:scheduler:)`` does. The latest call wins:
  /// - A call that finds, when its diff finishes, that a later replacement of this section
  ///   began, or a later replacement of all items (`setItems(_:options:)`, `setSections`,
  ///   asynchronous or not), returns ``AsyncUpdateOutcome/superseded`` and changes nothing.
  ///   Replacements of different sections do not supersede each other.
  /// - A replacement of one section supersedes a replacement of all items still computing,
  ///   which would otherwise overwrite the section with older data.
  /// - A call whose task is cancelled before its diff is applied returns
  ///   ``AsyncUpdateOutcome/cancelled`` and changes nothing.
  ///
  /// If the screen is applying another change when the diff is ready on the last attempt, the
  /// update is queued behind that change and returns an applied ``ListChange`` with
  /// ``ListChange/isQueued`` set; should the section be gone
  /// by the time it runs, it changes nothing.
  ///
  /// - Parameters:
  ///   - newItems: The items to show in the section, in order.
  ///   - section: The index of the section whose items to replace.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute the diff.
  /// - Returns: What the call did, with the ``ListChange`` it published when it applied.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not
  ///   exist when the call begins, or no longer exists when its diff is computed again; nothing
  ///   changes then.
  /// - Complexity: The diff of ``setItems(_:inSection:options:)``, off the main actor; on the
  ///   main actor, O(*s*) per stage to hold its data, where *s* is the number of sections, plus
  ///   the cost of remapping and applying each stage.
  @inlinable
  @discardableResult
  public func setItems(
    _ newItems: [Model], inSection section: Int, options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background
  ) async throws(ListError) -> AsyncUpdateOutcome {
    try await publishDifference(inSection: section, scheduler: scheduler) { current in
      SectionsDiff(
        items: newItems, inSection: section, replacing: current, options: options,
        elements: { $0 }, items: { $0 })
    }
  }
}

extension ArrayDataSource where Model: Sendable {
  /// Computes a replacement's diff with the scheduler from the sections shown now, and applies
  /// it when those sections are still shown; see ``setItems(_:options:scheduler:)``.
  @usableFromInline
  func publishDifference(
    scheduler: DiffScheduler,
    _ makeDiff: @escaping @Sendable ([ListSection<Model>]) -> SectionsDiff<Model>
  ) async -> AsyncUpdateOutcome {
    beginWholeReplacement()
    let generation = replacementGeneration
    for _ in 0..<DiffScheduler.attemptsBeforeMainActor {
      if Task.isCancelled { return .cancelled }
      let shown = sections
      let shownRevision = revision
      // Identifiers a host already read are proved with the stages; none are read for it.
      let identifiers = cachedIdentifiers.map(IdentifierLists.init)
      let diff = await scheduler.run {
        makeDiff(shown).provingStages(from: shown, identifiers: identifiers)
      }
      if Task.isCancelled { return .cancelled }
      guard generation == replacementGeneration else { return .superseded }
      if shownRevision == revision, !updates.isApplyingChange {
        return .applied(updates.run(.queue(returning: .queued)) { self.publish(diff) })
      }
    }
    // The sections changed under every attempt: diff against them here, where they cannot.
    return .applied(
      updates.run(.queue(returning: .queued)) { self.publish(makeDiff(self.sections)) })
  }

  /// Computes a replacement of one section's items with the scheduler from the sections shown
  /// now, and applies it when those sections are still shown; see
  /// ``setItems(_:inSection:options:scheduler:)``.
  @usableFromInline
  func publishDifference(
    inSection section: Int, scheduler: DiffScheduler,
    _ makeDiff: @escaping @Sendable ([ListSection<Model>]) -> SectionsDiff<Model>
  ) async throws(ListError) -> AsyncUpdateOutcome {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, sectionCount: sections.count)
    }
    let generation = beginSectionReplacement(section)
    let whole = wholeReplacementGeneration
    for _ in 0..<DiffScheduler.attemptsBeforeMainActor {
      if Task.isCancelled { return .cancelled }
      guard sections.indices.contains(section) else {
        throw .sectionOutOfRange(section, sectionCount: sections.count)
      }
      let shown = sections
      let shownRevision = revision
      // Identifiers a host already read are proved with the stages; none are read for it.
      let identifiers = cachedIdentifiers.map(IdentifierLists.init)
      let diff = await scheduler.run {
        makeDiff(shown).provingStages(from: shown, identifiers: identifiers)
      }
      if Task.isCancelled { return .cancelled }
      guard whole == wholeReplacementGeneration,
        sectionReplacementGenerations[section] == generation
      else { return .superseded }
      if shownRevision == revision, !updates.isApplyingChange {
        return .applied(updates.run(.queue(returning: .queued)) { self.publish(diff) })
      }
    }
    // The sections changed under every attempt: diff against them here, where they cannot.
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, sectionCount: sections.count)
    }
    return .applied(
      updates.run(.queue(returning: .queued)) { self.publish(makeDiff(self.sections)) })
  }
}
