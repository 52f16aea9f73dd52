import Testing

@Test func placeholderHeadlessHostTests() { #expect(Bool(true)) }
