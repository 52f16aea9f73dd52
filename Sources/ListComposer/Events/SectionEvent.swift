/// Something that happened to a section on screen: it became visible or left, or one of its
/// supplementary views (a header, a footer) did.
///
/// UIKit reports no section events of its own; the adapter derives them from the display
/// events of a section's rows and supplementary views, which every host reports: a section
/// appears with the first of them and leaves with the last.
///
///     adapter.setHandlers(
///       SourceHandlers(sectionEvents: { messages, event in
///         if event.kind == .willDisplay, event.supplementaryKind == nil { analytics.seen(event.section) }
///       }),
///       for: messages)
public enum SectionEvent: Hashable, Sendable, CaseIterable {
  /// The section (or one of its supplementary views) is about to appear.
  case willDisplay
  /// The section (or one of its supplementary views) left the screen.
  case didEndDisplaying
}

/// A section event with what it concerns, as the handler of the source that owns the section
/// receives it.
public struct SectionEventDetails: Hashable, Sendable {
  /// What happened.
  public var kind: SectionEvent
  /// The section, in the index space of the source that handles the event.
  public var section: Int
  /// The kind of supplementary view the event is about (`SupplementaryKind.header`, say), or
  /// `nil` when it is about the section itself.
  public var supplementaryKind: String?

  /// Creates the details of an event.
  package init(kind: SectionEvent, section: Int, supplementaryKind: String? = nil) {
    self.kind = kind
    self.section = section
    self.supplementaryKind = supplementaryKind
  }
}

/// Which sections a view shows, as far as its display events tell: how many rows and
/// supplementary views of each screen section are displayed, and the section and kind of each
/// displayed supplementary view. The adapter keeps each displayed row's section with what the row
/// shows (one table per displayed cell, looked up once per display event), and counts it here.
package struct SectionDisplay {
  /// How many displayed objects each screen section has, indexed by section: a section past
  /// the end has none. As long as the highest displayed section (the adapter's counts of the
  /// screen's sections are as long), and one index per event instead of a hashed key.
  package private(set) var counts: [Int] = []
  /// Each displayed supplementary view's screen section (-1 once a batch deleted it) and kind.
  package private(set) var supplementaries: [ObjectIdentifier: (section: Int, kind: String)] =
    [:]

  package init() {}

  /// Records that an object of a section is displayed that was displayed in `previous` (-1
  /// when it was in none); returns whether the section was not displayed before.
  ///
  /// An object displayed again in another section without ending its display first leaves its
  /// previous section without an event, as UIKit reports no end for it.
  ///
  /// - Complexity: O(1) (amortised: the counts grow to the highest section displayed).
  package mutating func add(section: Int, previous: Int = -1) -> Bool {
    guard previous != section else { return false }
    if previous >= 0 { _ = leave(previous) }
    if section >= counts.count {
      counts.append(contentsOf: repeatElement(0, count: section - counts.count + 1))
    }
    counts[section] += 1
    return counts[section] == 1
  }

  /// Counts one displayed object of a section less; returns whether it was the last (or the
  /// section had none counted). A negative section (deleted by a batch) has none.
  ///
  /// - Complexity: O(1).
  package mutating func leave(_ section: Int) -> Bool {
    guard section >= 0, section < counts.count, counts[section] > 0 else { return true }
    counts[section] -= 1
    return counts[section] == 0
  }

  /// Records that a supplementary view of a kind is displayed in a section; returns whether
  /// the section was not displayed before.
  ///
  /// - Complexity: O(1): one lookup.
  package mutating func addSupplementary(_ view: ObjectIdentifier, kind: String, section: Int)
    -> Bool
  {
    let previous = supplementaries.updateValue((section, kind), forKey: view)
    return add(section: section, previous: previous?.section ?? -1)
  }

  /// Records that a supplementary view left; returns the section it was in (-1 when a batch
  /// deleted it), its kind, and whether it was the section's last displayed object; `nil`
  /// when the view was not recorded.
  ///
  /// - Complexity: O(1): one lookup.
  package mutating func removeSupplementary(_ view: ObjectIdentifier)
    -> (section: Int, kind: String, last: Bool)?
  {
    guard let (section, kind) = supplementaries.removeValue(forKey: view) else { return nil }
    return (section, kind, section >= 0 && leave(section))
  }

  /// Moves the counts and the supplementary views to the sections a batch gives them (see
  /// `BatchUpdate.sectionMapping(countBefore:)`): deleted sections are forgotten (their
  /// objects' end of display is no event), the others follow their section.
  ///
  /// - Complexity: O(s + v), where s is the number of sections counted and v of displayed
  ///   supplementary views.
  package mutating func remap(with mapping: [Int: Int]) {
    var remapped: [Int] = []
    for (old, count) in counts.enumerated() where count > 0 {
      guard let new = mapping[old] else { continue }
      if new >= remapped.count {
        remapped.append(contentsOf: repeatElement(0, count: new - remapped.count + 1))
      }
      remapped[new] = count
    }
    counts = remapped
    supplementaries = supplementaries.mapValues { shown in
      (shown.section >= 0 ? mapping[shown.section] ?? -1 : -1, shown.kind)
    }
  }
}
