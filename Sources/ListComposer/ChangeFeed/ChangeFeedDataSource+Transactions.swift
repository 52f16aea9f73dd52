extension ChangeFeedDataSource {
  /// Shows the data after a transaction, animating the transaction's events.
  ///
  /// The events are normalised (see
  /// `normalizedBatches(countsBefore:countsAfter:updateStyle:)`) against the
  /// counts the source shows now and the counts of the transaction's sections, and published as
  /// one batch (two with ``updateStyle`` `.reconfigure`), which every composition above the source
  /// remaps like any change of a child.
  ///
  ///     let result = orders.apply(
  ///       ChangeTransaction(
  ///         items: [shipped, pending],
  ///         events: [
  ///           .updateItem(ListPosition(section: 0, item: 1)),
  ///           .moveItem(from: ListPosition(section: 0, item: 1), to: ListPosition(section: 0, item: 0)),
  ///         ]))
  ///     result.batches  // [delete items [0, 1]; insert items [0, 0]], in screen positions
  ///
  /// **When the events do not describe the data.** A feed can drop or garble an event; the
  /// source never hands a host a batch that disagrees with its data. When the events name a
  /// position that does not exist, contradict each other, or do not take the old counts to the
  /// new ones, the source shows the new sections with one reloading batch instead (sections
  /// present before and after are reloaded, the others deleted or inserted), returns the reason
  /// in ``ListChange/rejectedEvents`` and reports it to ``onRejectedEvents``.
  ///
  /// When the models have identities (`Identifiable`) and ``checksItemIdentity`` is on,
  /// the source also checks that the batch leaves every kept item where the new data has it;
  /// events that keep the counts right but move the wrong item
  /// (`ChangeEventError.itemMismatch(from:to:)`) are set aside the same way. Without
  /// identities, such events show the wrong row, as they would in UIKit.
  ///
  /// **Content the events do not report.** When the models can be compared
  /// (`ContentEquatable`, otherwise `Equatable`) and ``checksItemContent`` is on, the same pass
  /// compares every item the batch keeps (moved ones included: a moved cell is not filled
  /// again) with its new value. Those whose content changed without an update event are
  /// refreshed by one more batch (reloaded, or reconfigured with ``updateStyle``
  /// `.reconfigure`) and listed in ``ListChange/unreportedChanges``: a feed that reports
  /// only the move of an edited row (the sort-key case), or nothing, does not leave the old
  /// content on screen. Models that cannot be compared are shown as the events say.
  ///
  /// A transaction applied while the screen applies another change (from an observer, say) is
  /// queued and applied after it, against the data shown then; its result has
  /// ``ListChange/isQueued`` set.
  ///
  /// - Returns: The batches published, in the root's positions, and why the events were set
  ///   aside, if they were.
  /// - Complexity: O(e log e + s) to normalise, where e is the number of events and s the number
  ///   of sections, plus O(n) for the identity and content checks, where n is the number of
  ///   items before and after (n content comparisons), plus the host's work.
  @discardableResult
  public func apply(_ transaction: ChangeTransaction<Model>) -> ListChange {
    var result = ListChange.queued
    updates.performChange { [self] in
      result = applyNow(transaction)
    }
    return result
  }

  /// Shows new sections with one reloading batch, without events: sections present before and
  /// after are reloaded, surplus old ones deleted and new ones inserted. Use it for the first
  /// data of a feed, or after the feed lost track (a resubscription, a refetch).
  ///
  ///     orders.setSections([ListSection(items: fetched)])   // reload sections 0
  ///
  /// A feed describes its changes with events, not with identities, so the new sections are
  /// not diffed: they always show as `DiffOptions.usesReloadData` shows them, whatever the
  /// options. Describe a change you know with ``apply(_:)`` to animate it.
  ///
  /// - Parameters:
  ///   - sections: The sections to show, in order.
  ///   - options: Ignored: the sections are always reloaded.
  /// - Returns: The published batch, in the root's positions.
  @discardableResult
  public func setSections(_ sections: [ListSection<Model>], options: DiffOptions = DiffOptions())
    -> ListChange
  {
    content.setSections(sections, options: options)
  }

  private func applyNow(_ transaction: ChangeTransaction<Model>) -> ListChange {
    let target = transaction.sections
    var batches: [BatchUpdate]
    var stale: [ListPosition] = []
    do throws(ChangeEventError) {
      batches = try transaction.events.normalizedBatches(
        countsBefore: content.sections.map(\.items.count),
        countsAfter: target.map(\.items.count), updateStyle: updateStyle)
      // An empty list of batches says every item stays where it is.
      let check = checkKeptItems(of: batches, from: content.sections, to: target)
      if let mismatch = check.mismatch { throw mismatch }
      stale = check.stale
    } catch {
      onRejectedEvents?(error)
      var change = setSections(target)
      change.rejectedEvents = error
      return change
    }
    if !stale.isEmpty {
      // Content the events did not report: refreshed in place once the data is the target.
      batches.append(
        updateStyle == .reconfigure
          ? BatchUpdate(reconfiguredItems: stale) : BatchUpdate(reloadedItems: stale))
    }
    guard let first = batches.first else {
      // Nothing to animate: keep the new values (titles) all the same.
      _ = content.edit { sections in
        sections = target
        return BatchUpdate()
      }
      return ListChange()
    }
    var published: [BatchUpdate] = []
    let update = content.edit { sections in
      sections = target
      return first
    }
    if !update.isEmpty { published.append(update) }
    for later in batches.dropFirst() {
      // The data is already the target: later batches only refresh cells in place.
      let update = content.edit { _ in later }
      if !update.isEmpty { published.append(update) }
    }
    return ListChange(batches: published, unreportedChanges: stale)
  }
}
