extension ArrayDataSource where Model: Diffable & Sendable {
  /// Replaces the items with new ones, computing the difference away from the main actor, and
  /// applies it on the main actor as staged batches, like ``setItems(_:options:)``.
  ///
  /// The diff of a long list takes milliseconds to tens of milliseconds; computed by the
  /// `scheduler` (on the cooperative thread pool by default), it leaves the main actor free to
  /// scroll and animate meanwhile.
  ///
  ///     let outcome = await feed.setItems(page)
  ///     // .applied([...]) once the host has animated the change
  ///
  /// The update never applies a stale diff. When the source changed while the diff was being
  /// computed (a mutation, a synchronous update), it diffs again against what is shown now; if
  /// the source keeps changing under it, the last attempt diffs on the main actor, so the call
  /// always ends showing `newItems` unless a later call or cancellation stops it:
  /// - Calls coalesce, the latest wins: a call that finds a later `setItems` or `setSections`
  ///   (asynchronous or not) begun when its diff finishes returns
  ///   ``AsyncUpdateOutcome/superseded`` and changes nothing.
  /// - A call whose task is cancelled before its diff is applied returns
  ///   ``AsyncUpdateOutcome/cancelled`` and changes nothing. The diff itself is not interrupted.
  ///
  /// In an asynchronous context Swift picks this overload for `setItems(_:)`. To update
  /// synchronously there (a short list, where a hop to another thread costs more than the
  /// diff), ask for the synchronous result: `let batches: [BatchUpdate] = feed.setItems(page)`.
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute the diff.
  /// - Returns: What the call did, with the published batches when it applied.
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
  /// - Returns: What the call did, with the published batches when it applied.
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

extension ArrayDataSource where Model: Sendable {
  /// Computes a replacement's diff with the scheduler from the sections shown now, and applies
  /// it when those sections are still shown; see ``setItems(_:options:scheduler:)``.
  @usableFromInline
  func publishDifference(
    scheduler: DiffScheduler,
    _ makeDiff: @escaping @Sendable ([ListSection<Model>]) -> SectionsDiff<Model>
  ) async -> AsyncUpdateOutcome {
    replacementGeneration &+= 1
    let generation = replacementGeneration
    for _ in 0..<DiffScheduler.attemptsBeforeMainActor {
      if Task.isCancelled { return .cancelled }
      let shown = sections
      let shownRevision = revision
      let diff = await scheduler.run { makeDiff(shown) }
      if Task.isCancelled { return .cancelled }
      guard generation == replacementGeneration else { return .superseded }
      if shownRevision == revision, !updates.isApplyingChange {
        return .applied(updates.run(.queue(returning: [])) { self.publish(diff) })
      }
    }
    // The sections changed under every attempt: diff against them here, where they cannot.
    return .applied(
      updates.run(.queue(returning: [])) { self.publish(makeDiff(self.sections)) })
  }
}
