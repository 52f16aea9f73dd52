// The staged diffs of the array-backed sources, written once for both. A source presents its
// items to the diff as `Diffable` elements (`ArrayDataSource` as they are, `MixedDataSource`
// wrapped in `MixedItem`), and gets each stage's data back as its own items.
//
// A diff is computed in two steps: `SectionsDiff` computes it from the sections as they are (a
// pure value, so it can be computed away from the main actor), and `publish(_:)` holds each
// stage's data and publishes its update. `ArrayDataSource` builds its `SectionsDiff` in inlinable
// code, so the diff runs specialised for the app's model type instead of through generic
// dispatch, and proves and publishes it in inlinable code too: what a stage's proof and its
// publication do that knows no item type (`StageProver`, `publishStages`) is called from there,
// so that no step of an update looks up the metadata of the sections, stages or arrays it
// touches, as unspecialised generic code does at every call.
//
// A diff of one section's items publishes its deletes in the batch of its inserts and moves
// (`singleBatchDifference`): UIKit takes deletes at their old positions, moves from their old
// positions and inserts at their new ones in one batch, so one batch is as valid as two and
// halves what an update costs the host: one check, one application, one layout.

/// The staged difference between an array-backed source's sections and new ones, ready to
/// publish: each stage's update with the sections to hold while it is applied.
@usableFromInline
struct SectionsDiff<Item> {
  /// The stages, in order; empty when the sections are the same in identity and content.
  @usableFromInline var stages: [DiffStage<[ListSection<Item>]>]
  /// The sections after the last stage.
  @usableFromInline var target: [ListSection<Item>]
  /// Whether the difference has more operations than the options' reload threshold.
  @usableFromInline var recommendsReload: Bool
  /// Each stage's proof, when the stages were proved (``provingStages(from:)``), or empty.
  @usableFromInline var proofs: [StageProof?] = []

  @inlinable
  init(
    stages: [DiffStage<[ListSection<Item>]>], target: [ListSection<Item>], recommendsReload: Bool
  ) {
    self.stages = stages
    self.target = target
    self.recommendsReload = recommendsReload
  }

  /// The difference that replaces the items of `old` with `newItems` in a single section.
  ///
  /// Sections with exactly one section keep its titles and diff its items; any other number of
  /// sections is diffed as ``init(sections:replacing:options:elements:items:)`` does, against
  /// one section with the first section's titles.
  ///
  /// - Parameters:
  ///   - newItems: The items to show, in order.
  ///   - old: The sections shown now.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - elements: Presents items to the diff; must keep their order and count.
  ///   - items: Turns the diff's elements back into items; the inverse of `elements`.
  @inlinable
  init<Element: Diffable>(
    items newItems: [Item], replacing old: [ListSection<Item>], options: DiffOptions,
    elements: ([Item]) -> [Element], items: ([Element]) -> [Item]
  ) {
    guard !options.usesReloadData else {
      let first = old.first
      self.init(
        stages: [],
        target: [
          ListSection(header: first?.header, items: newItems, footer: first?.footer)
            .identified(by: first?.id)
        ],
        recommendsReload: true)
      return
    }
    guard old.count == 1, let only = old.first else {
      let first = old.first
      self.init(
        sections: [
          ListSection(header: first?.header, items: newItems, footer: first?.footer)
            .identified(by: first?.id)
        ],
        replacing: old, options: options, elements: elements, items: items)
      return
    }
    let diff = elements(newItems).singleBatchDifference(
      from: elements(only.items), section: 0, options: options)
    self.init(
      stages: diff.stages.map {
        DiffStage(
          update: $0.update,
          data: [
            ListSection(header: only.header, items: items($0.data), footer: only.footer)
              .identified(by: only.id)
          ])
      },
      target: [
        ListSection(header: only.header, items: newItems, footer: only.footer)
          .identified(by: only.id)
      ],
      recommendsReload: diff.recommendsReload)
  }

  /// The difference that replaces the items of one section of `old` with `newItems`, leaving
  /// every other section as it is.
  ///
  /// Every stage holds the other sections unchanged and touches only `section`. When the diff
  /// recommends a reload, the difference is one stage that reloads that section alone. A
  /// section that does not exist gives the empty difference, which keeps `old`.
  ///
  /// - Parameters:
  ///   - newItems: The items to show in the section, in order.
  ///   - section: The index of the section to replace the items of.
  ///   - old: The sections shown now.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - elements: Presents items to the diff; must keep their order and count.
  ///   - items: Turns the diff's elements back into items; the inverse of `elements`.
  @inlinable
  init<Element: Diffable>(
    items newItems: [Item], inSection section: Int, replacing old: [ListSection<Item>],
    options: DiffOptions, elements: ([Item]) -> [Element], items: ([Element]) -> [Item]
  ) {
    guard old.indices.contains(section) else {
      self.init(stages: [], target: old, recommendsReload: false)
      return
    }
    func holding(_ sectionItems: [Item]) -> [ListSection<Item>] {
      var sections = old
      sections[section].items = sectionItems
      return sections
    }
    let target = holding(newItems)
    guard !options.usesReloadData else {
      self.init(
        stages: [DiffStage(update: BatchUpdate(reloadedSections: [section]), data: target)],
        target: target, recommendsReload: false)
      return
    }
    let diff = elements(newItems).singleBatchDifference(
      from: elements(old[section].items), section: section, options: options)
    guard !diff.recommendsReload || diff.stages.isEmpty else {
      // Reloading every section would touch the others: reload this one alone.
      self.init(
        stages: [DiffStage(update: BatchUpdate(reloadedSections: [section]), data: target)],
        target: target, recommendsReload: false)
      return
    }
    self.init(
      stages: diff.stages.map { DiffStage(update: $0.update, data: holding(items($0.data))) },
      target: target, recommendsReload: false)
  }

  /// The difference that replaces the sections `old` with `newSections`. Sections are
  /// identified by their header title (``SectionTitles``); items across all sections by their
  /// identifiers.
  ///
  /// - Parameters:
  ///   - newSections: The sections to show, in order.
  ///   - old: The sections shown now.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - elements: Presents items to the diff; must keep their order and count.
  ///   - items: Turns the diff's elements back into items; the inverse of `elements`.
  @inlinable
  init<Element: Diffable>(
    sections newSections: [ListSection<Item>], replacing old: [ListSection<Item>],
    options: DiffOptions, elements: ([Item]) -> [Element], items: ([Element]) -> [Item]
  ) {
    func diffSections(_ sections: [ListSection<Item>]) -> [DiffSection<SectionTitles, Element>] {
      sections.map {
        DiffSection(
          model: SectionTitles(sectionID: $0.id, header: $0.header, footer: $0.footer),
          items: elements($0.items))
      }
    }
    func listSections(_ sections: [DiffSection<SectionTitles, Element>]) -> [ListSection<Item>] {
      sections.map {
        ListSection(
          erasedID: $0.model.sectionID, header: $0.model.header, items: items($0.items),
          footer: $0.model.footer)
      }
    }
    guard !options.usesReloadData else {
      self.init(stages: [], target: newSections, recommendsReload: true)
      return
    }
    let diff = diffSections(newSections).stagedDifference(
      from: diffSections(old), options: options)
    self.init(
      stages: diff.stages.map { DiffStage(update: $0.update, data: listSections($0.data)) },
      target: newSections, recommendsReload: diff.recommendsReload)
  }
}

extension SectionsDiff: Sendable where Item: Sendable {}

extension SectionsDiff {
  /// The same difference with each stage validated against the counts before and after it
  /// (see `StageProof`): done where the diff is computed, away from the main actor, so that
  /// the adapter and the view need not validate the stage again on it.
  ///
  /// Given the identifiers of `old`, each stage's identifiers are read from its data and its
  /// kept and moved items compared with them, so that hosts holding those lists need not
  /// compare them on the main actor.
  ///
  /// - Parameters:
  ///   - old: The sections the difference was computed from.
  ///   - counts: Their item counts, when the caller has them (`old.itemCounts()` otherwise).
  ///   - identifiers: Their identifiers, one list per section, or `nil`.
  ///   - makingMappings: Whether each proof makes its mapping now, as it must away from the
  ///     main actor; on it, a proof makes its mapping when a host first asks for one (see
  ///     `StageProof`).
  /// - Complexity: One validation per stage: O(n + c log c), where n is the number of items and
  ///   c the number of operations; with identifiers, O(n) more per stage.
  ///
  /// Inlinable, so that counting and reading each stage's data runs specialised for the item
  /// type; the proofs are made by `StageProver`, which knows no item type.
  @inlinable
  func provingStages(
    from old: [ListSection<Item>], counts: [Int]? = nil, identifiers: IdentifierLists? = nil,
    makingMappings: Bool = true
  ) -> SectionsDiff {
    guard !recommendsReload else { return self }
    var proved = self
    var prover = StageProver(
      countsBefore: counts ?? old.itemCounts(), identifiers: identifiers,
      makingMappings: makingMappings, stageCount: stages.count)
    for stage in stages {
      prover.prove(
        stage.update, countsAfter: stage.data.itemCounts(),
        identifiersAfter: prover.readsIdentifiers ? Self.identifierLists(of: stage.data) : nil)
    }
    proved.proofs = prover.proofs
    return proved
  }

  /// The identifiers of the items of each section, or `nil` when a section's items have none.
  @usableFromInline
  static func identifierLists(of sections: [ListSection<Item>]) -> IdentifierLists? {
    let lists = sections.compactMap { ItemIdentifiers(identifiersOf: $0.items) }
    return lists.count == sections.count ? IdentifierLists(lists) : nil
  }
}

/// Proves the stages of a diff one after another (see `SectionsDiff.provingStages`): the part
/// of the proof that knows no item type, so that the part that reads the stages' data runs
/// specialised for it.
@usableFromInline
struct StageProver {
  /// The proofs made so far, one per stage, in order.
  @usableFromInline private(set) var proofs: [StageProof?] = []
  /// The counts before the next stage.
  private var countsBefore: [Int]
  /// The identifiers before the next stage, while every stage so far had them.
  private var identifiersBefore: IdentifierLists?
  /// Whether each proof makes its mapping now (see `StageProof`).
  private let makingMappings: Bool

  /// Creates a prover of stages that start from `countsBefore` items per section, and from
  /// `identifiers` when they are known.
  @usableFromInline
  init(
    countsBefore: [Int], identifiers: IdentifierLists?, makingMappings: Bool, stageCount: Int
  ) {
    self.countsBefore = countsBefore
    self.identifiersBefore = identifiers
    self.makingMappings = makingMappings
    proofs.reserveCapacity(stageCount)
  }

  /// A Boolean value that indicates whether the next stage's identifiers are compared: every
  /// stage before it had identifiers.
  @usableFromInline var readsIdentifiers: Bool { identifiersBefore != nil }

  /// Proves the next stage, whose data has `countsAfter` items per section and, when
  /// ``readsIdentifiers``, the identifiers `identifiersAfter`.
  @usableFromInline
  mutating func prove(
    _ update: BatchUpdate, countsAfter: [Int], identifiersAfter: IdentifierLists?
  ) {
    proofs.append(
      StageProof(
        update: update, countsBefore: countsBefore, countsAfter: countsAfter,
        identifiersBefore: identifiersBefore, identifiersAfter: identifiersAfter,
        makingMapping: makingMappings))
    (countsBefore, identifiersBefore) = (countsAfter, identifiersAfter)
  }
}

extension ArrayBackedSource {
  /// Replaces the items with new ones in a single section and publishes the difference as staged
  /// batches; see ``ArrayDataSource/setItems(_:options:)``.
  func applyDifference<Element: Diffable>(
    toItems newItems: [Item], options: DiffOptions, elements: ([Item]) -> [Element],
    items: ([Element]) -> [Item]
  ) -> ListChange {
    publish(
      SectionsDiff(
        items: newItems, replacing: sections, options: options, elements: elements, items: items))
  }

  /// Replaces the sections with new ones and publishes the difference as staged batches; see
  /// ``ArrayDataSource/setSections(_:options:)``.
  func applyDifference<Element: Diffable>(
    toSections newSections: [ListSection<Item>], options: DiffOptions,
    elements: ([Item]) -> [Element], items: ([Element]) -> [Item]
  ) -> ListChange {
    publish(
      SectionsDiff(
        sections: newSections, replacing: sections, options: options, elements: elements,
        items: items))
  }

  /// Holds each stage's data and publishes its update, or, when a reload is recommended, holds
  /// the target and publishes one reloading batch. Every change goes through ``edit(_:)``.
  ///
  /// The diff must have been computed from the sections as they are now.
  ///
  /// - Returns: The published batches, in the root's positions; a stage that changes nothing the
  ///   root shows (an empty section under a linear composition) is left out.
  func publish(_ diff: SectionsDiff<Item>) -> ListChange {
    guard !diff.recommendsReload, !diff.stages.isEmpty else { return publishWithoutStages(diff) }
    let stages = diff.stages
    return publishStages(count: stages.count, proofs: diff.proofs) { index, identities in
      self.edit { sections in
        if let identities { self.expectIdentifiers(identities) }
        // Read in place: `stages[index]` would copy the whole stage, twice.
        return stages.withUnsafeBufferPointer { stages in
          sections = stages[index].data
          return stages[index].update
        }
      }
    }
  }

  /// Publishes a diff that has no stages: when a reload is recommended, holds the target and
  /// publishes one reloading batch; otherwise (the sections are equal in identity and content)
  /// holds the target, keeping the caller's values, and publishes nothing.
  func publishWithoutStages(_ diff: SectionsDiff<Item>) -> ListChange {
    let target = diff.target
    if diff.recommendsReload {
      return ListChange(edit { sections in sections.replaceAllSections(with: target) })
    }
    _ = edit { sections in
      sections = target
      return BatchUpdate()
    }
    return ListChange()
  }
}

/// Publishes the stages of a diff in order, each with its proof standing (see `StageProof`):
/// `hold` holds a stage's data and returns its update, in the source's positions, given the
/// identifiers its proof read, if any. The part of publishing a diff that knows no item type.
///
/// - Returns: The published batches, in the root's positions; a stage that changes nothing the
///   root shows (an empty section under a linear composition) is left out.
@usableFromInline
@MainActor
func publishStages(
  count: Int, proofs: [StageProof?],
  _ hold: (_ index: Int, _ identities: [ItemIdentifiers]?) -> BatchUpdate
) -> ListChange {
  var published: [BatchUpdate] = []
  published.reserveCapacity(count)
  for index in 0..<count {
    // The stage's proof stands while it is published; hosts check that it fits their batch.
    let saved = StageProof.current
    StageProof.current = index < proofs.count ? proofs[index] : nil
    defer { StageProof.current = saved }
    let identities = StageProof.current?.identities?.after.lists
    let update = UpdatePhases.measure(.staging) { hold(index, identities) }
    // A stage can vanish on the way up: a linear composition shows no empty section.
    if !update.isEmpty { published.append(update) }
  }
  return ListChange(batches: published)
}

/// What identifies a section of an array-backed source in a diff: its ``ListSection/id`` when it
/// has one, otherwise its header title. The titles (the footer, and the header of a section with
/// an identity) are content, so a changed title reloads the section.
@usableFromInline
struct SectionTitles: Identifiable, Equatable, @unchecked Sendable {
  // `@unchecked`: the identity is `AnyHashable`, made only from `Hashable & Sendable` values.
  @usableFromInline var sectionID: AnyHashable?
  @usableFromInline var header: String?
  @usableFromInline var footer: String?

  @inlinable
  init(sectionID: AnyHashable?, header: String?, footer: String?) {
    self.sectionID = sectionID
    self.header = header
    self.footer = footer
  }

  /// Identities and titles never compare equal to each other.
  @usableFromInline
  enum Key: Hashable {
    case id(AnyHashable)
    case header(String?)
  }

  @inlinable
  var id: Key { sectionID.map(Key.id) ?? .header(header) }
}
