extension StatefulDataSource {
  /// Shows a state: the content, or the placeholder row of a loading, empty or error state.
  ///
  ///     inbox.setState(.loading)   // delete items [1, 0] [1, 1] [1, 2]; insert items [1, 0]
  ///     inbox.setState(.content)   // delete items [1, 0]; insert items [1, 0] [1, 1] [1, 2]
  ///
  /// The change is one batch, in the root's positions: from the content to a placeholder it
  /// deletes the content's rows of the first section (and its other sections) and inserts the
  /// placeholder row; from one placeholder to another it replaces the row. Setting the state
  /// that shows already publishes nothing, except a new error, whose row is replaced. With
  /// ``showsEmptyStateAutomatically``, ``ListState/content`` and ``ListState/empty`` show
  /// whichever the content's item count calls for.
  ///
  /// Made while the screen applies another change, the change is queued and runs after it
  /// (the result then has ``ListChange/isQueued`` set).
  ///
  /// - Returns: The published batch, in the root's positions.
  /// - Complexity: O(n), where n is the number of rows replaced.
  @discardableResult
  public func setState(_ state: ListState) -> ListChange {
    updates.run(.queue(returning: .queued)) {
      self.requested = state
      self.refreshesPlaceholderRow = state.placeholderKind == .error
      return ListChange(self.publishReconciled())
    }
  }

  /// Shows a row after the content, or removes it with `nil`: while more content loads
  /// (``TrailingRow/loadingMore``) or after it failed to (``TrailingRow/loadMoreFailed(_:)``).
  ///
  ///     inbox.setTrailingRow(.loadingMore)   // insert items [1, 20]
  ///     inbox.setTrailingRow(nil)            // delete items [1, 20]
  ///
  /// The row shows only while the state is ``ListState/content``; it is kept for when the
  /// content shows again. A new error replaces a failed row.
  ///
  /// - Returns: The published batch, in the root's positions.
  /// - Complexity: O(1), or O(n) in the rows of the source when the content has no section to
  ///   hold the row.
  @discardableResult
  public func setTrailingRow(_ row: TrailingRow?) -> ListChange {
    updates.run(.queue(returning: .queued)) {
      self.requestedTrailingRow = row
      self.refreshesPlaceholderRow = row?.placeholderKind == .loadMoreFailed
      return ListChange(self.publishReconciled())
    }
  }

  /// Runs a change of state, leading and trailing rows and content as one change of the
  /// screen: the content's mutations in `body` publish with the new state already in force, so
  /// that, say, the first page of a list replaces its loading row in one batch.
  ///
  /// - Parameters:
  ///   - state: The new state, or `nil` to keep it.
  ///   - leadingRow: The new row before the content (`.some(nil)` removes it), or `nil` to keep
  ///     it; a new error replaces a failed row.
  ///   - trailingRow: The new trailing row (`.some(nil)` removes it), or `nil` to keep it.
  ///   - refreshingPlaceholder: Whether to show the placeholder row anew although its kind does
  ///     not change.
  ///   - body: Mutations of the content.
  /// - Returns: The batch that shows the new state and rows, in the root's positions
  ///   (the content's own batches, which `body` publishes, are not in it), or
  ///   ``ListChange/queued`` when the screen was applying another change.
  @discardableResult
  func transition(
    to state: ListState?, leadingRow: TrailingRow?? = nil, trailingRow: TrailingRow?? = nil,
    refreshingPlaceholder: Bool = false, _ body: @escaping () -> Void = {}
  ) -> ListChange {
    updates.run(.queue(returning: .queued)) {
      if let state { self.requested = state }
      if let leadingRow {
        self.requestedLeadingRow = leadingRow
        self.refreshesLeadingRow = leadingRow?.placeholderKind == .loadMoreFailed
      }
      if let trailingRow { self.requestedTrailingRow = trailingRow }
      self.refreshesPlaceholderRow = refreshingPlaceholder
      body()
      // What the content's mutations did not publish yet: the change of state itself.
      return ListChange(self.publishReconciled())
    }
  }

  // MARK: Reconciling

  /// What the source shows, as the hosts know it.
  enum Shown: Equatable {
    /// The content, with these per-section item counts, and leading and trailing rows of a
    /// kind.
    case content(counts: [Int], leading: Placeholder.Kind?, trailing: Placeholder.Kind?)
    /// A placeholder state's one section, with its row when the kind has a decorator.
    case placeholder(Placeholder.Kind, hasRow: Bool)

    /// The item count of each section of the source.
    var counts: [Int] {
      switch self {
      case .placeholder(_, let hasRow):
        return [hasRow ? 1 : 0]
      case .content(let counts, let leading, let trailing):
        guard leading != nil || trailing != nil else { return counts }
        guard let last = counts.indices.last else {
          return [(leading == nil ? 0 : 1) + (trailing == nil ? 0 : 1)]
        }
        var withRows = counts
        if leading != nil { withRows[0] = ListLimits.add(withRows[0], 1) }
        if trailing != nil { withRows[last] = ListLimits.add(withRows[last], 1) }
        return withRows
      }
    }

    /// Where the trailing row shows after content of these counts: after the last item of the
    /// last section (and the leading row, when that section is the first), or alone in a
    /// section (after the leading row) when there is none.
    static func trailingPosition(_ counts: [Int], leading: Bool) -> ListPosition {
      let shift = leading ? 1 : 0
      guard let last = counts.indices.last else { return ListPosition(section: 0, item: shift) }
      return ListPosition(
        section: last, item: ListLimits.add(counts[last], last == 0 ? shift : 0))
    }

    /// The content's position shown at a position of the source: the first section's items
    /// sit one below a leading row.
    static func contentPosition(_ position: ListPosition, leading: Bool) -> ListPosition {
      guard leading, position.section == 0 else { return position }
      // A negative item stays negative (and missing) rather than overflowing.
      return ListPosition(section: 0, item: position.item > 0 ? position.item - 1 : -1)
    }
  }

  /// What the source shows now, from the state asked for and the content.
  func layoutNow() -> Shown {
    let counts = (0..<ListLimits.clamp(content.numberOfSections)).map {
      ListLimits.clamp(content.numberOfItems(inSection: $0))
    }
    var kind = requested.placeholderKind
    if requested.isLoaded, showsEmptyStateAutomatically {
      kind = counts.allSatisfy { $0 == 0 } ? .empty : nil
    }
    if let kind {
      let hasRow = placeholderPresentation == .row && renderers[kind] != nil
      return .placeholder(kind, hasRow: hasRow)
    }
    let leading = requestedLeadingRow?.placeholderKind
    let trailing = requestedTrailingRow?.placeholderKind
    return .content(
      counts: counts, leading: leading.flatMap { renderers[$0] != nil ? $0 : nil },
      trailing: trailing.flatMap { renderers[$0] != nil ? $0 : nil })
  }

  /// Brings what the hosts know up to date with the state and the content, and returns the
  /// batch that does it, in this source's positions.
  ///
  /// - Parameter change: The content's own change, in its positions, when it is the reason;
  ///   it shows as it is while the content shows before and after, and is folded into the
  ///   replacement of every row otherwise.
  func reconcile(_ change: BatchUpdate = BatchUpdate()) -> BatchUpdate {
    let old = shown
    let new = layoutNow()
    shown = new
    let refresh = refreshesPlaceholderRow
    let refreshLeading = refreshesLeadingRow
    refreshesPlaceholderRow = false
    refreshesLeadingRow = false
    if old != new || refresh { backgroundGeneration &+= 1 }
    switch (old, new) {
    case (.placeholder(let oldKind, let oldRow), .placeholder(let newKind, let newRow)):
      // The content does not show: its own changes are invisible.
      guard oldKind != newKind || oldRow != newRow || refresh else { return BatchUpdate() }
      let origin = ListPosition(section: 0, item: 0)
      return BatchUpdate(
        deletedItems: oldRow ? [origin] : [], insertedItems: newRow ? [origin] : [])
    case (
      .content(let oldCounts, let oldLeading, let oldTrailing),
      .content(let newCounts, let newLeading, let newTrailing)
    ):
      let confined = change.confined(oldCounts: oldCounts, newCounts: newCounts)
      guard oldTrailing != nil || newTrailing != nil || oldLeading != nil || newLeading != nil
      else { return confined }
      let trailingChanged = oldTrailing != newTrailing || refresh
      let leadingChanged = oldLeading != newLeading || refreshLeading
      guard !confined.changesSections, oldCounts.count == newCounts.count, !oldCounts.isEmpty
      else {
        // A leading or trailing row would change sections: replace the rows.
        guard trailingChanged || leadingChanged || !confined.isEmpty || oldCounts != newCounts
        else { return BatchUpdate() }
        return Self.replacing(old.counts, with: new.counts)
      }
      var update = confined.shiftingFirstSection(
        old: oldLeading == nil ? 0 : 1, new: newLeading == nil ? 0 : 1)
      if leadingChanged {
        let origin = ListPosition(section: 0, item: 0)
        if oldLeading != nil { update.deletedItems.append(origin) }
        if newLeading != nil { update.insertedItems.append(origin) }
      }
      if trailingChanged {
        if oldTrailing != nil {
          update.deletedItems.append(
            Shown.trailingPosition(oldCounts, leading: oldLeading != nil))
        }
        if newTrailing != nil {
          update.insertedItems.append(
            Shown.trailingPosition(newCounts, leading: newLeading != nil))
        }
      }
      return update
    default:
      return Self.replacing(old.counts, with: new.counts)
    }
  }

  /// A batch that replaces every row of sections of these counts with those of the new ones,
  /// keeping the first section (and so its header) when both sides have one.
  ///
  ///     replacing([3], with: [1])   // delete items [0, 0] [0, 1] [0, 2]; insert items [0, 0]
  ///
  /// - Complexity: O(n + m + s), the numbers of old and new items of the first section and
  ///   of sections.
  static func replacing(_ old: [Int], with new: [Int]) -> BatchUpdate {
    guard let oldFirst = old.first, let newFirst = new.first else {
      return BatchUpdate(deletedSections: Array(old.indices), insertedSections: Array(new.indices))
    }
    return BatchUpdate(
      deletedSections: Array(old.indices.dropFirst()),
      insertedSections: Array(new.indices.dropFirst()),
      deletedItems: (0..<oldFirst).map { ListPosition(section: 0, item: $0) },
      insertedItems: (0..<newFirst).map { ListPosition(section: 0, item: $0) })
  }
}

extension BatchUpdate {
  /// Returns the batch with the first section's items moved down: by `old` in the positions
  /// before the batch, by `new` in those after it, as a row shown before them does. A reload
  /// whose position differs before and after becomes a delete and an insert, since UIKit
  /// reloads at one position.
  ///
  /// - Complexity: O(c), where c is the number of changes; the batch itself when both shifts
  ///   are 0.
  fileprivate func shiftingFirstSection(old: Int, new: Int) -> BatchUpdate {
    guard old != 0 || new != 0 else { return self }
    func shift(_ position: ListPosition, by offset: Int) -> ListPosition {
      guard position.section == 0, position.item >= 0 else { return position }
      return ListPosition(section: 0, item: ListLimits.add(position.item, offset))
    }
    var result = self
    result.deletedItems = deletedItems.map { shift($0, by: old) }
    result.insertedItems = insertedItems.map { shift($0, by: new) }
    result.reconfiguredItems = reconfiguredItems.map { shift($0, by: old) }
    result.movedItems = movedItems.map {
      ItemMove(from: shift($0.from, by: old), to: shift($0.to, by: new))
    }
    result.reloadedItems = []
    for position in reloadedItems {
      let before = shift(position, by: old)
      let after = shift(position, by: new)
      if before == after {
        result.reloadedItems.append(before)
      } else {
        result.deletedItems.append(before)
        result.insertedItems.append(after)
      }
    }
    return result
  }
}
