// The deprecated names of HeadlessHost: each forwards to its replacement, and goes before 1.0.
// CHANGELOG.md's "Migrating to the 1.0 shape" table lists them.
import ListComposer

/// The kind of UIKit list view a headless host stands in for.
@available(*, deprecated, renamed: "ListViewFlavor")
public typealias HeadlessFlavor = ListViewFlavor

extension HeadlessReusableCell {
  /// A Boolean value that indicates whether the cell has been taken from the reuse pool at least
  /// once.
  @available(*, deprecated, message: "test prepareForReuseCount > 0")
  public var isReused: Bool { prepareForReuseCount > 0 }
}

extension HeadlessHostOptions {
  /// The wording of count errors.
  @available(*, deprecated, renamed: "BatchRules.MessageStyle")
  public typealias MessageStyle = BatchRules.MessageStyle
}
