import Testing

@Test func placeholderListDiffingTests() { #expect(Bool(true)) }
