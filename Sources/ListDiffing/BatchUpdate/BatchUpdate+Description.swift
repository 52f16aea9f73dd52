extension BatchUpdate: CustomStringConvertible {
  /// A one-line summary that lists each kind of change present, in UIKit's order of application.
  ///
  ///     BatchUpdate(deletedItems: [ListPosition(section: 0, item: 2)]).description
  ///     // "delete items [0, 2]"
  public var description: String {
    var parts: [String] = []
    func add<T>(_ label: String, _ values: [T], _ show: (T) -> String) {
      guard !values.isEmpty else { return }
      parts.append(label + " " + values.map(show).joined(separator: " "))
    }
    add("delete sections", deletedSections.sorted()) { "\($0)" }
    add("insert sections", insertedSections.sorted()) { "\($0)" }
    add("reload sections", reloadedSections.sorted()) { "\($0)" }
    add("move sections", movedSections) { "\($0.from)->\($0.to)" }
    add("delete items", deletedItems.sorted()) { "\($0)" }
    add("insert items", insertedItems.sorted()) { "\($0)" }
    add("reload items", reloadedItems.sorted()) { "\($0)" }
    add("reconfigure items", reconfiguredItems.sorted()) { "\($0)" }
    add("move items", movedItems) { "\($0.from)->\($0.to)" }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
