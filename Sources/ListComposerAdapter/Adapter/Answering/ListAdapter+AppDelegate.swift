import ListComposer

// The one rule between the app's own delegate and the sources, asked by every bridge (UIKit,
// AppKit) and by the headless views, so that it is the same on every platform and a test on
// Linux shows it:
//
// - Something to show (swipe actions, row actions, a context menu): the app's delegate wins
//   when it gives an answer; the sources answer for the rest.
// - A touch (select, highlight, deselect): both must allow. The sources are asked first, the
//   app's delegate only about what they allow, and a position the app's delegate picks instead
//   must be one the sources allow as well.
// - A touch whose question changed the items (a rule or the app's delegate edited the data
//   before it answered) is delivered to no item, and reported: the position it was asked for
//   may show another item now.

extension ListAdapter {
  // MARK: Something to show

  /// Returns the answer to a view's question whose answer is something to show (swipe
  /// actions, row actions, a context menu): the app delegate's when it gives one, otherwise
  /// the sources'.
  ///
  /// - Parameters:
  ///   - appDelegate: The app delegate's answer, `nil` when it does not implement the question
  ///     or gives no answer.
  ///   - sources: The sources' answer, asked only when the app's delegate gives none.
  package func answer<Answer>(appDelegate: () -> Answer?, sources: () -> Answer?) -> Answer? {
    if let answer = appDelegate() { return answer }
    return sources()
  }

  // MARK: Touches

  /// Returns whether a touch of the item at a screen position happens: the sources allow it
  /// (``shouldAllow(_:at:)``) and the app's delegate, asked only then, does too (`nil`, for a
  /// delegate that does not answer, allows).
  package func shouldAllow(
    _ touch: ItemTouch, at position: ListPosition, appDelegate: (ListPosition) -> Bool?
  ) -> Bool {
    allowedPositions(for: touch, at: [position]) { allowed in
      allowed.filter { appDelegate($0) ?? true }
    } == [position]
  }

  /// Returns the positions, out of those a view proposes for a touch, where the touch happens:
  /// those the sources allow, narrowed by the app's delegate, which is asked only about those
  /// and may pick positions of its own (UIKit's `willSelectRowAt` returns another row,
  /// AppKit's `shouldSelectItemsAt` a set), each of which the sources must allow as well.
  ///
  /// When asking changed the items (the count of a section, or the item at a proposed
  /// position), the positions whose item changed, and any the app's delegate picked, are left
  /// out and reported to ``onFailure``: the item the user touched is no longer there.
  ///
  /// - Parameters:
  ///   - touch: The touch the view asks about.
  ///   - positions: The screen positions it proposes.
  ///   - appDelegate: The app delegate's answer for the positions the sources allow, or `nil`
  ///     when it does not answer.
  /// - Complexity: O(p + s), where p is the number of positions and s the number of sections,
  ///   plus one question to each position's sources.
  package func allowedPositions(
    for touch: ItemTouch, at positions: [ListPosition],
    appDelegate: ([ListPosition]) -> [ListPosition]?
  ) -> [ListPosition] {
    let before = TouchedItems(positions, in: self)
    let bySources = positions.filter { sourcesAllow(touch, at: $0) }
    var allowed = bySources
    if !bySources.isEmpty, let picked = appDelegate(bySources) {
      let proposed = Set(bySources)
      allowed = picked.filter { proposed.contains($0) || sourcesAllow(touch, at: $0) }
    }
    return before.unchanged(allowed, touch: touch, in: self)
  }

  /// Whether the source nearest the item with a rule for the touch allows it: `true` when none
  /// has one, and `false` for a position that does not exist.
  func sourcesAllow(_ touch: ItemTouch, at position: ListPosition) -> Bool {
    guard source.contains(position) else { return false }
    guard
      let (provider, owner, local) = interactions.gates[touch]?.provider(for: position, in: self)
    else { return true }
    return provider.value(owner, local) ?? false
  }
}

/// The items at the positions a touch was proposed for, before anyone was asked about it.
@MainActor
private struct TouchedItems {
  let counts: [Int]
  let identifiers: [ListPosition: AnyHashable?]

  init(_ positions: [ListPosition], in adapter: ListAdapter) {
    counts = adapter.currentCounts()
    var identifiers: [ListPosition: AnyHashable?] = [:]
    for position in positions { identifiers[position] = adapter.itemIdentifier(at: position) }
    self.identifiers = identifiers
  }

  /// The positions of `allowed` that still show the item they showed before, all of them when
  /// nothing changed; reports each one left out.
  func unchanged(_ allowed: [ListPosition], touch: ItemTouch, in adapter: ListAdapter)
    -> [ListPosition]
  {
    let countsKept = adapter.currentCounts() == counts
    var kept: [ListPosition] = []
    for position in allowed {
      let now = adapter.itemIdentifier(at: position)
      let same: Bool =
        if let before = identifiers[position] {
          before == now && (before != nil || countsKept)
        } else {
          // A position the app's delegate picked: nothing to compare it with.
          countsKept && identifiers.allSatisfy { $0.value == adapter.itemIdentifier(at: $0.key) }
        }
      if same {
        kept.append(position)
      } else {
        adapter.report(
          .action(
            identifier: "\(touch)", position,
            error:
              "the items changed while the \(touch) was asked about, so the item touched may "
              + "no longer be there; the \(touch) was delivered to no item"))
      }
    }
    return kept
  }
}
