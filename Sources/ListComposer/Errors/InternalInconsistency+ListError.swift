// A host's fault carries the ListError behind it, so that `asListError` finds it: the rule
// engine below ListComposer stores it as any error.

extension InternalInconsistency: ListErrorCarrying {
  /// The ``ListError`` behind this fault, if any: `InternalInconsistency.underlying` when it
  /// is or carries one.
  public var underlyingListError: ListError? { underlying?.asListError }
}
