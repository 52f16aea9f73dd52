/// The reuse identifiers the bridges register their own cells and views under.
package enum BridgeReuseIdentifier {
  /// The empty cells and views shown where the source could not provide one.
  package static let placeholder = "ListComposer.placeholder"
  /// The views that show a section's header or footer title.
  package static let title = "ListComposer.title"
}
