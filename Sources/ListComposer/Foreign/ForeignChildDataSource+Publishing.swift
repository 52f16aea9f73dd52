extension ForeignChildDataSource {
  /// Reports a change the app made to the hand-written source, in the source's own
  /// positions, and returns it in the positions of the screen's root.
  ///
  /// The change is checked as a view checks a batch: against the counts the screen shows
  /// (`shownCounts`) and the source's counts now. A change that does not match them is not
  /// passed on; the child is reloaded instead (``reloadChild()``), so the screen shows the
  /// source's data as it is, and the mismatch is thrown. Made while the screen applies another
  /// change, the publication is queued and runs after it, checked then (the result has
  /// ``ListChange/isQueued`` set).
  ///
  ///     notes[0].remove(at: 1)
  ///     let removed = ListPosition(section: 0, item: 1)
  ///     let change = try legacy.send(BatchUpdate(deletedItems: [removed]))
  ///     // change.batches: delete [3, 1] when the source's section 0 is the screen's section 3
  ///
  /// - Returns: The change in the root's positions.
  /// - Throws: ``ForeignSourceError/invalidUpdate(reason:)`` when the change does not match
  ///   the counts (the child was reloaded); ``ListError/hostFailed(host:reason:)`` when the host
  ///   could not apply it (it reloaded).
  /// - Complexity: O(s + c log c) beyond the host's work, where s is the number of sections of
  ///   the source and c the number of operations.
  @discardableResult
  public func send(_ update: BatchUpdate) throws -> ListChange {
    try updates.run(.queue(returning: .queued)) { () throws -> ListChange in
      let before = self.shownCounts
      let after = self.readCounts()
      do throws(InternalInconsistency) {
        try BatchValidator(flavor: .table).preflight(
          update, countsBefore: before, countsAfter: after)
      } catch {
        let problem = self.report(.invalidUpdate(reason: error.reason))
        try self.sendReload(from: before, to: after)
        throw problem
      }
      self.shownCounts = after
      return try self.updates.send(update)
    }
  }

  /// Reloads the child: reads the source's counts again and publishes a reload of its sections
  /// that turns the counts the screen shows into the new ones, the way
  /// `setItems(_:options:)` of ``ArrayDataSource`` does with `DiffOptions.usesReloadData`: the
  /// sections both have are reloaded, the extra old ones deleted, the extra new ones inserted.
  ///
  ///     notes = [["Hedy"], ["Katherine", "Dorothy"]]   // any change, counts included
  ///     try legacy.reloadChild()
  ///     // deletes, inserts and reloads only the child's sections of the screen
  ///
  /// Made while the screen applies another change, the reload is queued and runs after it.
  ///
  /// - Returns: The reload in the positions of the screen's root.
  /// - Throws: ``ListError/hostFailed(host:reason:)`` when the host could not apply it (it
  ///   reloaded all of its data).
  /// - Complexity: O(s) calls into the source, where s is its number of sections.
  @discardableResult
  public func reloadChild() throws(ListError) -> ListChange {
    try updates.run(.queue(returning: .queued)) { () throws(ListError) -> ListChange in
      try self.sendReload(from: self.shownCounts, to: self.readCounts())
    }
  }

  /// Takes the new counts and publishes the reload from the old ones.
  @discardableResult
  private func sendReload(from before: [Int], to after: [Int]) throws(ListError) -> ListChange {
    shownCounts = after
    let common = min(before.count, after.count)
    return try updates.send(
      BatchUpdate(
        deletedSections: Array(common..<before.count),
        insertedSections: Array(common..<after.count),
        reloadedSections: Array(0..<common)))
  }
}
