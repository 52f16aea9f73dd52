import ListComposer

extension ListAdapter {
  /// Returns the screen's section headings that a typed filter keeps, in order: what a
  /// Headings rotor (VoiceOver's, on a platform with no heading role) moves through.
  ///
  /// A section is a heading when it has a header: a header view from the source that owns it,
  /// or a header title (``hasSupplementaryView(ofKind:inSection:)`` with
  /// `SupplementaryKind.header`). A heading is labelled with its section's header title.
  ///
  ///     adapter.sectionHeadings(matching: "mail").headings.map(\.section)  // [0, 3]
  ///
  /// - Parameter filter: What the user typed; an empty filter keeps every heading (see
  ///   ``SectionHeadings/title(_:matches:)``).
  /// - Complexity: O(s · d) for s sections and a nesting depth d.
  package func sectionHeadings(matching filter: String = "") -> SectionHeadings {
    SectionHeadings(
      (0..<numberOfSections).compactMap { section in
        guard hasSupplementaryView(ofKind: SupplementaryKind.header, inSection: section) else {
          return nil
        }
        return SectionHeadings.Heading(section: section, title: headerTitle(forSection: section))
      }, matching: filter)
  }
}

/// A screen's section headings in order, and which one a rotor moves to from where it is.
///
/// The Headings rotors of the AppKit bridges (a table view's group rows, a collection view's
/// header views) read one of these on every search, so that both decide alike and the decision
/// is tested without AppKit; a bridge only finds where VoiceOver is and the view that shows a
/// heading.
package struct SectionHeadings: Equatable, Sendable {
  /// A section that has a header, and its header title.
  package struct Heading: Equatable, Sendable {
    /// The section, in screen sections.
    package var section: Int
    /// The section's header title, VoiceOver's label for the heading.
    package var title: String?

    package init(section: Int, title: String?) {
      self.section = section
      self.title = title
    }
  }

  /// Which way a rotor searches.
  package enum Direction: Sendable {
    case next
    case previous
  }

  /// Where a rotor search starts.
  package enum Place: Equatable, Sendable {
    /// On a section's heading.
    case heading(section: Int)
    /// On something a section shows after its heading: an item, a footer.
    case content(section: Int)
  }

  /// The headings, in the order of their sections.
  package private(set) var headings: [Heading]

  /// Keeps the headings whose title matches `filter`, in order.
  package init(_ headings: [Heading], matching filter: String = "") {
    self.headings = headings.filter { Self.title($0.title, matches: filter) }
  }

  /// Returns whether a heading titled `title` is kept by a filter the user typed: every heading
  /// when the filter is empty, else those whose title contains the filter, ignoring case (the
  /// rule of Foundation's `localizedCaseInsensitiveContains`, where "ß" matches "SS").
  ///
  ///     SectionHeadings.title("Inbox", matches: "BOX")  // true
  ///     SectionHeadings.title(nil, matches: "a")        // false
  package static func title(_ title: String?, matches filter: String) -> Bool {
    guard !filter.isEmpty else { return true }
    guard let title else { return false }
    return folded(title).contains(folded(filter))
  }

  /// A string with its case folded: upper case first, so that a letter whose upper case is
  /// two letters ("ß", "ﬁ") compares as those two.
  private static func folded(_ string: String) -> String {
    string.uppercased().lowercased()
  }

  /// Returns the heading a rotor moves to from `place` in `direction`, or `nil` when there is
  /// none that way.
  ///
  /// From a heading, the next heading is the first of a later section and the previous one the
  /// last of an earlier section; from a section's content, the previous heading is that
  /// section's own. From nowhere (`nil`: VoiceOver is not on this view's headings or content),
  /// the next heading is the first and the previous one the last.
  ///
  ///     headings.heading(.previous, from: .content(section: 2))  // section 2's heading
  ///
  /// - Complexity: O(h) for h headings.
  package func heading(_ direction: Direction, from place: Place?) -> Heading? {
    switch (direction, place) {
    case (.next, nil): headings.first
    case (.previous, nil): headings.last
    case (.next, .heading(let section)), (.next, .content(let section)):
      headings.first { $0.section > section }
    case (.previous, .heading(let section)): headings.last { $0.section < section }
    case (.previous, .content(let section)): headings.last { $0.section <= section }
    }
  }
}
