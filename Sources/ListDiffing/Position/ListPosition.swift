/// The position of an item in a sectioned list: a section and an item within it.
///
/// `ListPosition` is the plain value type that every part of ListComposer passes around instead of
/// `Foundation.IndexPath`. An `IndexPath` stores its indices in a variable-length buffer and its
/// `section`/`row` accessors exist only on Apple platforms; a position here is two integers, so
/// comparing, hashing and remapping positions costs no allocation on any platform.
///
///     let position = ListPosition(section: 1, item: 4)
///     position.description  // "[1, 4]"
///     ListPosition(IndexPath(indexes: [1, 4])) == position  // true
///
/// Positions order by section first, then by item, which is the order in which a list shows them.
public struct ListPosition: Hashable, Comparable, Sendable {
  /// The index of the section that holds the item.
  public var section: Int

  /// The index of the item within its section (a table view calls it a row).
  public var item: Int

  /// Creates a position from a section index and an item index.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Returns a Boolean value that indicates whether `lhs` is shown before `rhs` in a list.
  public static func < (lhs: ListPosition, rhs: ListPosition) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension ListPosition: CustomStringConvertible {
  /// A textual representation in the form `IndexPath` uses: `"[section, item]"`.
  public var description: String {
    // Joined rather than interpolated: a headless view's rendering writes one per row.
    "[" + String(section) + ", " + String(item) + "]"
  }
}
