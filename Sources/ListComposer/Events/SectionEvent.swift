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

/// Which sections a view shows, as far as its display events tell: how many of each section's
/// rows and supplementary views are displayed, keyed by the displayed object.
package struct SectionDisplay {
  /// The screen section of each displayed row cell or supplementary view.
  package private(set) var sectionOf: [ObjectIdentifier: Int] = [:]
  /// How many displayed objects each screen section has.
  package private(set) var counts: [Int: Int] = [:]

  package init() {}

  /// Records that an object of a section is displayed; returns whether the section was not
  /// displayed before.
  ///
  /// - Complexity: O(1): one lookup in each table (a display event comes for every row shown).
  package mutating func add(_ object: ObjectIdentifier, section: Int) -> Bool {
    if let previous = sectionOf.updateValue(section, forKey: object) {
      guard previous != section else { return false }
      if previous >= 0 { _ = leave(previous) }
    }
    return Self.increment(&counts[section, default: 0]) == 1
  }

  /// Records that an object left; returns its section when it was the section's last
  /// displayed object, `nil` otherwise (or when the object was not recorded, or its section
  /// was deleted).
  ///
  /// - Complexity: O(1): one lookup in each table.
  package mutating func remove(_ object: ObjectIdentifier) -> Int? {
    guard let section = sectionOf.removeValue(forKey: object), section >= 0 else { return nil }
    return leave(section) ? section : nil
  }

  /// Counts one displayed object of a section less; returns whether it was the last (or the
  /// section had none counted).
  private mutating func leave(_ section: Int) -> Bool {
    guard let index = counts.index(forKey: section) else { return true }
    guard counts.values[index] > 1 else {
      counts.remove(at: index)
      return true
    }
    counts.values[index] -= 1
    return false
  }

  /// Adds one to a count and returns it.
  private static func increment(_ count: inout Int) -> Int {
    count += 1
    return count
  }

  /// Moves the records to the sections a batch gives them: deleted sections are forgotten
  /// (their objects' end of display is no event), the others follow their section.
  ///
  /// - Complexity: O(s + o), where s is the number of sections and o of displayed objects.
  package mutating func remap(through update: BatchUpdate, sectionCountBefore: Int) {
    guard
      !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
        || !update.movedSections.isEmpty,
      !sectionOf.isEmpty
    else { return }
    let mapping = update.sectionMapping(countBefore: sectionCountBefore)
    sectionOf = sectionOf.mapValues { $0 >= 0 ? mapping[$0] ?? -1 : -1 }
    var remapped: [Int: Int] = [:]
    for (old, count) in counts { if let new = mapping[old] { remapped[new] = count } }
    counts = remapped
  }
}
