import ListRules
import Testing

/// Faults compare by kind, reason and the error behind them, whatever that error's type.
@Suite struct InternalInconsistencyTests {
  enum Hashed: Error, Hashable { case one, two }
  struct Described: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  @Test func underlyingErrorsCompareByValueOrByDescription() {
    let plain = InternalInconsistency(.misuse, "r")
    #expect(plain == InternalInconsistency(.misuse, "r"))
    #expect(plain != InternalInconsistency(.misuse, "s"))
    #expect(plain != InternalInconsistency(.dataSourceError, "r"))
    #expect(plain != InternalInconsistency(.misuse, "r", underlying: Hashed.one))

    let one = InternalInconsistency(.misuse, "r", underlying: Hashed.one)
    #expect(one == InternalInconsistency(.misuse, "r", underlying: Hashed.one))
    #expect(one != InternalInconsistency(.misuse, "r", underlying: Hashed.two))
    #expect(Set([one, InternalInconsistency(.misuse, "r", underlying: Hashed.one)]).count == 1)
    #expect(one.underlying as? Hashed == .one)

    let described = InternalInconsistency(.misuse, "r", underlying: Described(text: "a"))
    #expect(described == InternalInconsistency(.misuse, "r", underlying: Described(text: "a")))
    #expect(described != InternalInconsistency(.misuse, "r", underlying: Described(text: "b")))
    #expect(
      described.hashValue
        == InternalInconsistency(
          .misuse, "r", underlying: Described(text: "a")
        ).hashValue)
  }
}
