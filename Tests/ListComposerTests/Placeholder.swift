import Testing

@Test func placeholderListComposerTests() { #expect(Bool(true)) }
