/// Calls `body` with a function that tells whether the old element at one offset and the new
/// element at another show the same content: ``ContentEquatable/isContentEqual(to:)`` when
/// `Element` has it, `==` otherwise.
///
/// The conformance is looked up once per call, and the comparison `body` receives is written
/// against `Element` (or the `ContentEquatable` type it is) directly, not through a closure or
/// an existential: where a diff is specialised for a model type, the lookup folds away and each
/// comparison is a direct call the optimizer can inline, for a `ContentEquatable` model as for
/// an `Equatable` one.
///
/// - Complexity: O(1) besides `body`; each comparison costs one `isContentEqual(to:)` or `==`.
@inlinable
func withContentComparison<Element: Equatable, Result>(
  old: [Element], new: [Element],
  _ body: (_ isContentEqual: (_ oldOffset: Int, _ newOffset: Int) -> Bool) -> Result
) -> Result {
  if let content = Element.self as? any ContentEquatable.Type,
    let result = withContentComparison(of: content, old: old, new: new, body)
  {
    return result
  }
  return body { old[$0] == new[$1] }
}

/// Calls `body` with `Content`'s `isContentEqual(to:)` over `old` and `new`, whose elements are
/// of type `Content`: `nil` when they are not.
///
/// `Content` is `Element` itself, opened from `any ContentEquatable.Type`, so the casts of the
/// arrays succeed; at run time they cost O(1) (the types are the same), and in a specialisation
/// they disappear.
@inlinable
func withContentComparison<Content: ContentEquatable, Element, Result>(
  of type: Content.Type, old: [Element], new: [Element],
  _ body: (_ isContentEqual: (_ oldOffset: Int, _ newOffset: Int) -> Bool) -> Result
) -> Result? {
  guard let old = old as? [Content], let new = new as? [Content] else { return nil }
  return body { old[$0].isContentEqual(to: new[$1]) }
}
