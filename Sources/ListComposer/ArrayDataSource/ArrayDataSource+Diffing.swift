extension ArrayDataSource where Model: Diffable {
  /// Replaces the items with new ones in a single section and reports the difference as staged
  /// batches, so that the host animates only the items that changed.
  ///
  /// The old and new items are matched by `id`; a matched item
  /// whose `ContentEquatable.isContentEqual(to:)` is `false` is reloaded (or reconfigured, see
  /// `DiffOptions.updateStyle`). The difference comes in up to two stages: the updates alone
  /// at their old positions, then the deletes, inserts and moves together. (`StagedDiff` gives
  /// the deletes a stage of their own; UIKit takes them in the batch of the inserts and moves,
  /// at their old positions as the moves' sources are, so the source publishes them together:
  /// one check, one animation and one layout instead of two.) For each stage in order, the
  /// source first holds the stage's data and then publishes the stage's update through
  /// ``updates``: every composition above remaps it and the host applies it as one batch, with
  /// the data already at that stage, as UIKit requires.
  ///
  ///     let names = ArrayDataSource<String, NameCell>(
  ///       ["Ada", "Grace", "Katherine"], cell: NameCell.self
  ///     ) { $0.textLabel = $1 }
  ///     names.setItems(["Katherine", "Ada", "Margaret"]).batches.map(\.description)
  ///     // ["delete items [0, 1]; insert items [0, 2]; move items [0, 2]->[0, 0]"]
  ///
  /// A source with exactly one section keeps that section's header and footer and diffs its
  /// items. A source with no sections gains one; a source with several is diffed section by
  /// section as ``setSections(_:options:)`` does, against one section that keeps the first
  /// section's header and footer.
  ///
  /// Items of a model type that is not `Diffable` have no identity to diff by: for them
  /// `setItems` and `setSections` always show the new data with one reloading batch, as
  /// `DiffOptions.usesReloadData` does.
  ///
  /// When the items are the same, nothing is published and the result is empty. When the
  /// difference `StagedDiff.recommendsReload` (more operations than
  /// `DiffOptions.reloadThreshold`), or when `DiffOptions.usesReloadData` asks for it, the
  /// source takes the new items at once and publishes one batch that reloads its sections
  /// instead (sections present before and after are reloaded, surplus old ones deleted), as
  /// `applySnapshotUsingReloadData(_:)` does.
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied;
  ///   a stage that changes nothing the root shows (an empty section under a linear
  ///   composition) is left out.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected for the diff, where *n* and *m* are the
  ///   numbers of old and new items and *k* the number of matched items between their common
  ///   prefix and suffix, plus O(*n* + *m*) per stage to set its data and the cost of remapping
  ///   each stage through the compositions above.
  @inlinable
  @discardableResult
  public func setItems(_ newItems: [Model], options: DiffOptions = DiffOptions()) -> ListChange {
    // Inlinable so that the diff, the expensive part, runs specialised for the app's model type.
    publishDifference { current in
      SectionsDiff(
        items: newItems, replacing: current, options: options, elements: { $0 }, items: { $0 })
    }
  }

  /// Replaces the items of one section with new ones and reports the difference as staged
  /// batches, leaving every other section untouched.
  ///
  /// ``setItems(_:options:)`` turns a source into a single section; this method keeps the
  /// sections and diffs one of them, as a screen with a "Pinned" and an "All" section refreshes
  /// one without the other:
  ///
  ///     let mail = ArrayDataSource(
  ///       sections: [ListSection(header: "Pinned", items: [m1]),
  ///                  ListSection(header: "All", items: [m2, m3])],
  ///       decorator: MessageDecorator.self)
  ///     try mail.setItems([m3, m4], inSection: 1).batches.map(\.description)
  ///     // ["delete items [1, 0]; insert items [1, 1]"]; "Pinned" is not touched
  ///
  /// The section keeps its header, footer and identity. Items are matched within the section
  /// by `id`, and the stages are those of
  /// ``setItems(_:options:)``, each in the section's positions. When the items are the same,
  /// nothing is published and the result is empty. When the difference
  /// `StagedDiff.recommendsReload`, the source takes the new items at once and publishes one
  /// batch that reloads this section alone.
  ///
  /// The call names a section, so, like the mutations that name a position, it is refused with
  /// ``ListError/changeDuringUpdate(_:)`` while the screen applies another change (from an
  /// observer, say), when the section it names may no longer be the one meant.
  ///
  /// - Parameters:
  ///   - newItems: The items to show in the section, in order.
  ///   - section: The index of the section whose items to replace.
  ///   - options: How to report changed items and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied;
  ///   a stage that changes nothing the root shows is left out.
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` when the section does not
  ///   exist, and ``ListError/changeDuringUpdate(_:)`` while the screen applies another change;
  ///   nothing changes then.
  /// - Complexity: O(*n* + *m* + *k* log *k*) expected for the diff, where *n* and *m* are the
  ///   numbers of old and new items of the section and *k* the number of matched items between
  ///   their common prefix and suffix, plus O(*s* + *n* + *m*) per stage to set its data, where
  ///   *s* is the number of sections, and the cost of remapping each stage through the
  ///   compositions above.
  @inlinable
  @discardableResult
  public func setItems(
    _ newItems: [Model], inSection section: Int, options: DiffOptions = DiffOptions()
  ) throws(ListError) -> ListChange {
    try publishDifference(inSection: section) { current in
      SectionsDiff(
        items: newItems, inSection: section, replacing: current, options: options,
        elements: { $0 }, items: { $0 })
    }
  }

  /// Replaces the sections with new ones and reports the difference as staged batches, so that
  /// the host animates only the sections and items that changed.
  ///
  /// Sections are identified by their header title: sections without a header, or with the same
  /// header, are matched in order (the first old one with the first new one). A section whose
  /// header changes is therefore deleted and inserted; a section whose footer changes is
  /// reloaded. Items are matched by `id` across all sections
  /// present on both sides, so an item can move from one section to another.
  ///
  /// The difference comes in up to five stages (see `StagedSectionedDiff`). For each stage in
  /// order, the source first holds the stage's data and then publishes the stage's update
  /// through ``updates``, so that every composition above remaps it and the host applies it as
  /// one batch with the data already at that stage.
  ///
  ///     let mail = ArrayDataSource(
  ///       sections: [ListSection(header: "Unread", items: [m1, m2]),
  ///                  ListSection(header: "Read", items: [m3])],
  ///       decorator: MessageDecorator.self)
  ///     mail.setSections([ListSection(header: "Unread", items: [m2]),
  ///                       ListSection(header: "Read", items: [m1, m3])]).batches.map(\.description)
  ///     // ["move items [0, 0]->[1, 0]"]
  ///
  /// When the sections are the same, nothing is published and the result is empty. When the
  /// difference `StagedSectionedDiff.recommendsReload`, or when `DiffOptions.usesReloadData`
  /// asks for it, the source takes the new sections at once and publishes one batch that
  /// reloads the sections present before and after, deletes the surplus old ones and inserts
  /// the surplus new ones.
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  /// - Returns: The published batches, in the root's positions, in the order they were applied;
  ///   a stage that changes nothing the root shows (an empty section under a linear
  ///   composition) is left out.
  /// - Complexity: O(*S* + *n* + *m* + *k* log *k*) expected for the diff, where *S* is the
  ///   number of sections on both sides, *n* and *m* the numbers of old and new items and *k*
  ///   the number of matched items, plus O(*S* + *n* + *m*) per stage to set its data and the
  ///   cost of remapping each stage through the compositions above.
  @inlinable
  @discardableResult
  public func setSections(_ newSections: [ListSection<Model>], options: DiffOptions = DiffOptions())
    -> ListChange
  {
    publishDifference { current in
      SectionsDiff(
        sections: newSections, replacing: current, options: options, elements: { $0 },
        items: { $0 })
    }
  }
}

extension ArrayDataSource {
  // The two overloads for models that are not `Diffable` are left out of the rendered
  // documentation, where they would make every link to the diffing overloads ambiguous; those
  // describe them.

  /// Replaces the items with new ones in a single section, for models that cannot be diffed,
  /// and reports one batch that reloads the sections.
  ///
  /// A model type that is not `Diffable` gives the items no identity to match old and new
  /// ones by, so the source shows the new items as `DiffOptions.usesReloadData` does, whatever
  /// the options: sections present before and after are reloaded, surplus old ones deleted and
  /// a new one inserted. The single section keeps the first section's header, footer and
  /// identity. For a `Diffable` model type the diffing overload is called instead.
  ///
  ///     let labels = ArrayDataSource(["a", "b"], cell: TextCell.self) { $0.textLabel = $1 }
  ///     labels.setItems(["c"]).batches  // [reload sections 0], the item counts as they are
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: Ignored: the items are always reloaded.
  /// - Returns: The published batch, in the root's positions.
  /// - Complexity: O(n + m), where n and m are the numbers of old and new items.
  @_documentation(visibility: internal)
  @discardableResult
  public func setItems(_ newItems: [Model], options: DiffOptions = DiffOptions()) -> ListChange {
    let first = sections.first
    return setSections(
      [
        ListSection(header: first?.header, items: newItems, footer: first?.footer)
          .identified(by: first?.id)
      ], options: options)
  }

  /// Replaces the sections with new ones, for models that cannot be diffed, and reports one
  /// batch that reloads the sections present before and after, deletes the surplus old ones
  /// and inserts the surplus new ones (see `setItems(_:options:)`).
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - options: Ignored: the sections are always reloaded.
  /// - Returns: The published batch, in the root's positions.
  /// - Complexity: O(n + m), where n and m are the numbers of old and new items.
  @_documentation(visibility: internal)
  @discardableResult
  public func setSections(
    _ newSections: [ListSection<Model>], options: DiffOptions = DiffOptions()
  ) -> ListChange {
    beginWholeReplacement()
    return updates.run(.queue(returning: .queued)) {
      ListChange(self.edit { sections in sections.replaceAllSections(with: newSections) })
    }
  }

  /// Runs a replacement of all items as one change of the screen (queued while the screen
  /// applies another change): computes the diff from the sections shown when it runs and
  /// publishes it. A later replacement supersedes any asynchronous one still computing.
  ///
  /// Inlinable, as what it calls with the diff is: from the diff to the last stage held, an
  /// update runs specialised for the app's model type, where generic code would look up the
  /// metadata of the sections, stages and arrays it touches at every call.
  @inlinable
  func publishDifference(
    _ makeDiff: @escaping ([ListSection<Model>]) -> SectionsDiff<Model>
  ) -> ListChange {
    runWholeReplacement { self.publish(self.provedIfShown(makeDiff)) }
  }

  /// Runs `body`, a replacement of all items, as one change of the screen (see
  /// ``publishDifference(_:)``).
  @usableFromInline
  func runWholeReplacement(_ body: @escaping () -> ListChange) -> ListChange {
    beginWholeReplacement()
    return updates.run(.queue(returning: .queued), body)
  }

  /// Runs a replacement of one section's items as one change of the screen, refused while the
  /// screen applies another change: computes the diff from the sections shown and publishes
  /// it. It supersedes any asynchronous replacement of all items, or of the same section,
  /// still computing.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:sectionCount:)`` or
  ///   ``ListError/changeDuringUpdate(_:)``; nothing changes then.
  @inlinable
  func publishDifference(
    inSection section: Int,
    _ makeDiff: @escaping ([ListSection<Model>]) -> SectionsDiff<Model>
  ) throws(ListError) -> ListChange {
    try runSectionReplacement(section) { self.publish(self.provedIfShown(makeDiff)) }
  }

  /// Runs `body`, a replacement of the items of `section`, as one change of the screen (see
  /// ``publishDifference(inSection:_:)``).
  @usableFromInline
  func runSectionReplacement(_ section: Int, _ body: @escaping () -> ListChange)
    throws(ListError) -> ListChange
  {
    try updates.run(.reject(.changeDuringUpdate("setItems(_:inSection:)"))) {
      () throws(ListError) -> ListChange in
      guard self.sections.indices.contains(section) else {
        throw .sectionOutOfRange(section, sectionCount: self.sections.count)
      }
      _ = self.beginSectionReplacement(section)
      return body()
    }
  }

  /// The diff from the sections shown, with its stages proved when a host shows them: the
  /// proof is the one validation of each stage, which the adapter and the view then take
  /// instead of validating it twice (see `StageProof`).
  @inlinable
  func provedIfShown(_ makeDiff: ([ListSection<Model>]) -> SectionsDiff<Model>)
    -> SectionsDiff<Model>
  {
    let diff = measuringDiff { makeDiff(sections) }
    guard hasHost else { return diff }
    // On the main actor, the proof is the pre-flight, done once for the adapter and the view;
    // its mapping is made only for a host that asks for one.
    return measuringPreflight {
      diff.provingStages(from: sections, counts: itemCounts, makingMappings: false)
    }
  }

  /// Holds each stage's data and publishes its update, or, when a reload is recommended, holds
  /// the target and publishes one reloading batch; see the array-backed sources' `publish(_:)`,
  /// which this one is, specialised for the model type where the caller is.
  @inlinable
  func publish(_ diff: SectionsDiff<Model>) -> ListChange {
    guard !diff.recommendsReload, !diff.stages.isEmpty else { return publishUnstaged(diff) }
    let stages = diff.stages
    return publishStages(count: stages.count, proofs: diff.proofs) { index, identities in
      // What `edit(positional:_:)` does, in one closure rather than one inside another: the
      // change is queued when the screen is busy, so each closure is an allocation.
      self.change(positional: nil) {
        if let identities { self.expectIdentifiers(identities) }
        defer { self.sectionsDidChange() }
        // Read in place: where the caller is not specialised (an asynchronous update),
        // `stages[index]` would copy the whole stage, twice.
        return stages.withUnsafeBufferPointer { stages in
          self.store.sections = stages[index].data
          return stages[index].update
        }
      }
    }
  }

  /// Publishes a diff without stages (see ``publish(_:)``).
  @usableFromInline
  func publishUnstaged(_ diff: SectionsDiff<Model>) -> ListChange {
    publishWithoutStages(diff)
  }

  /// A Boolean value that indicates whether a host shows the screen this source belongs to.
  @usableFromInline
  var hasHost: Bool { updates.root.hasHost }

  /// Notes that a replacement of all items begins: every asynchronous replacement still
  /// computing is superseded.
  func beginWholeReplacement() {
    replacementGeneration &+= 1
    wholeReplacementGeneration = replacementGeneration
    sectionReplacementGenerations.removeAll()
  }

  /// Notes that a replacement of one section's items begins, and returns its generation: an
  /// asynchronous replacement of all items, or of the same section, still computing is
  /// superseded.
  func beginSectionReplacement(_ section: Int) -> Int {
    replacementGeneration &+= 1
    sectionReplacementGenerations[section] = replacementGeneration
    return replacementGeneration
  }
}

/// Runs `body`, computing a diff, as the update phase of the diff (see `UpdatePhases`).
@usableFromInline
@MainActor
func measuringDiff<Result>(_ body: () -> Result) -> Result {
  UpdatePhases.measure(.diff, body)
}

/// Runs `body`, proving a diff's stages, as the update phase of the pre-flight (see
/// `UpdatePhases`).
@usableFromInline
@MainActor
func measuringPreflight<Result>(_ body: () -> Result) -> Result {
  UpdatePhases.measure(.preflight, body)
}
