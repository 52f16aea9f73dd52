/// An item of a ``MixedDataSource`` as its diffs, upserts, removals and reconfigurations see it:
/// the value, with an identity and a content equality worked out at run time from what its type
/// conforms to.
///
/// **Identity** is the item's exact type paired with its `id` when
/// the type is `Identifiable`, as ``MixedDataSource/itemIdentifier(at:)`` reports it: a
/// contact and a message that share an `id` are different items. An item whose type has no
/// identifier has only its type: every such item of one type shares one identity, so a diff
/// pairs them like duplicates of one identifier, in order (the first ad with the first ad), and
/// an ad never matches a banner.
///
/// **Content** equality is the type's `ContentEquatable.isContentEqual(to:)` when it has one,
/// otherwise `==` when it is `Equatable`. An item of a type that is neither is always treated as
/// changed: a needless reload costs a cell, a missed one leaves a stale cell on screen.
struct MixedItem: Identifiable, Equatable {
  /// The identity of a mixed item.
  struct Identity: Hashable {
    /// The exact type of the item.
    var modelType: ObjectIdentifier
    /// The item's own identifier, or `nil` when its type is not `Identifiable`.
    var identifier: AnyHashable?
  }

  /// The item.
  let value: Any

  /// The item's identity: its type, and its own identifier when it has one.
  let id: Identity

  /// Wraps an item, reading its identity.
  ///
  /// - Complexity: O(1), plus the cost of reading the item's identifier.
  init(_ value: Any) {
    self.value = value
    let identifier = (value as? any Identifiable).map { erasedIdentifier(of: $0) }
    id = Identity(modelType: ObjectIdentifier(type(of: value)), identifier: identifier)
  }

  /// A Boolean value that indicates whether the item's type gives it an identifier of its own.
  var hasOwnIdentifier: Bool { id.identifier != nil }

  /// Returns whether the two items show the same content: see the type's discussion.
  ///
  /// - Complexity: O(1), plus the cost of the type's own comparison.
  func isContentEqual(to other: MixedItem) -> Bool {
    if let content = value as? any ContentEquatable {
      return content.isContentEqual(toValue: other.value)
    }
    if let equatable = value as? any Equatable {
      return equatable.isEqual(toValue: other.value)
    }
    return false
  }

  /// Returns whether the two items show the same content, which is what a diff compares.
  static func == (lhs: MixedItem, rhs: MixedItem) -> Bool { lhs.isContentEqual(to: rhs) }

  /// A Boolean value that indicates whether `other` is the item this one names, as
  /// ``MixedDataSource/remove(_:)`` decides: the same identity when the type has identifiers,
  /// otherwise the same type and an equal value when the type is `Equatable`. An item of a type
  /// that is neither names nothing.
  ///
  /// - Complexity: O(1), plus the cost of the type's own comparison.
  func names(_ other: MixedItem) -> Bool {
    guard id == other.id else { return false }
    guard !hasOwnIdentifier else { return true }
    guard let equatable = value as? any Equatable else { return false }
    return equatable.isEqual(toValue: other.value)
  }
}

extension ContentEquatable {
  /// Compares with a value of unknown type; a value of another type is other content.
  fileprivate func isContentEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isContentEqual(to: other)
  }
}

extension Equatable {
  /// Compares with a value of unknown type; a value of another type is not equal.
  fileprivate func isEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
