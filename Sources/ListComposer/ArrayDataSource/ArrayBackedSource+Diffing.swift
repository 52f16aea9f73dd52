// The staged diffs of the array-backed sources, written once for both. A source presents its
// items to the diff as `Diffable` elements (`ArrayDataSource` as they are, `MixedDataSource`
// wrapped in `MixedItem`), and gets each stage's data back as its own items.

extension ArrayBackedSource {
  /// Replaces the items with new ones in a single section and publishes the difference as staged
  /// batches; see ``ArrayDataSource/setItems(_:options:)``.
  ///
  /// A source with exactly one section keeps its titles and diffs its items; any other number of
  /// sections is diffed as ``applyDifference(toSections:options:elements:items:)`` does, against
  /// one section with the first section's titles.
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - elements: Presents items to the diff; must keep their order and count.
  ///   - items: Turns the diff's elements back into items; the inverse of `elements`.
  /// - Returns: The published batches, in the root's positions, in the order they were applied.
  func applyDifference<Element: Diffable>(
    toItems newItems: [Item], options: DiffOptions, elements: ([Item]) -> [Element],
    items: ([Element]) -> [Item]
  ) -> [BatchUpdate] {
    guard sections.count == 1, let only = sections.first else {
      let first = sections.first
      return applyDifference(
        toSections: [ListSection(header: first?.header, items: newItems, footer: first?.footer)],
        options: options, elements: elements, items: items)
    }
    let diff = elements(newItems).stagedDifference(
      from: elements(only.items), section: 0, options: options)
    func section(_ data: [Element]) -> [ListSection<Item>] {
      [ListSection(header: only.header, items: items(data), footer: only.footer)]
    }
    return publish(
      diff.stages.map { DiffStage(update: $0.update, data: section($0.data)) },
      target: [ListSection(header: only.header, items: newItems, footer: only.footer)],
      recommendsReload: diff.recommendsReload)
  }

  /// Replaces the sections with new ones and publishes the difference as staged batches; see
  /// ``ArrayDataSource/setSections(_:options:)``. Sections are identified by their header title
  /// (``SectionTitles``).
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - elements: Presents items to the diff; must keep their order and count.
  ///   - items: Turns the diff's elements back into items; the inverse of `elements`.
  /// - Returns: The published batches, in the root's positions, in the order they were applied.
  func applyDifference<Element: Diffable>(
    toSections newSections: [ListSection<Item>], options: DiffOptions,
    elements: ([Item]) -> [Element], items: ([Element]) -> [Item]
  ) -> [BatchUpdate] {
    func diffSections(_ sections: [ListSection<Item>]) -> [DiffSection<SectionTitles, Element>] {
      sections.map {
        DiffSection(
          model: SectionTitles(header: $0.header, footer: $0.footer), items: elements($0.items))
      }
    }
    func listSections(_ sections: [DiffSection<SectionTitles, Element>]) -> [ListSection<Item>] {
      sections.map {
        ListSection(header: $0.model.header, items: items($0.items), footer: $0.model.footer)
      }
    }
    let diff = diffSections(newSections).stagedDifference(
      from: diffSections(sections), options: options)
    return publish(
      diff.stages.map { DiffStage(update: $0.update, data: listSections($0.data)) },
      target: newSections, recommendsReload: diff.recommendsReload)
  }

  /// Holds each stage's data and publishes its update, or, when a reload is recommended, holds
  /// the target and publishes one reloading batch. Every change goes through ``edit(_:)``.
  ///
  /// - Returns: The published batches, in the root's positions; a stage that changes nothing the
  ///   root shows (an empty section under a linear composition) is left out.
  func publish(
    _ stages: [DiffStage<[ListSection<Item>]>], target: [ListSection<Item>],
    recommendsReload: Bool
  ) -> [BatchUpdate] {
    guard !stages.isEmpty else {
      // Equal in identity and content: keep the caller's values without touching the host.
      _ = edit { sections in
        sections = target
        return BatchUpdate()
      }
      return []
    }
    if recommendsReload {
      let update = edit { sections in sections.replaceAllSections(with: target) }
      return update.isEmpty ? [] : [update]
    }
    var published: [BatchUpdate] = []
    published.reserveCapacity(stages.count)
    for stage in stages {
      // A stage can vanish on the way up: a linear composition shows no empty section.
      let update = edit { sections in
        sections = stage.data
        return stage.update
      }
      if !update.isEmpty { published.append(update) }
    }
    return published
  }
}

/// What identifies a section of an array-backed source in a diff: its header title. The footer
/// is content, so a changed footer reloads the section.
struct SectionTitles: DiffIdentifiable, ContentEquatable, Equatable {
  var header: String?
  var footer: String?

  var diffIdentifier: String? { header }
}
