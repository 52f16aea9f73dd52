// Names removed on the way to 1.0, kept for one release so that Xcode offers the fix.

extension DiffIdentifiable {
  /// The value's identity.
  @available(*, deprecated, renamed: "id")
  public var diffIdentifier: ID { id }
}

extension DiffIdentifiable {
  /// The type of the value's identity.
  @available(*, deprecated, renamed: "ID")
  public typealias DiffIdentifier = ID
}
