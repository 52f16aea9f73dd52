import Testing

@Test func placeholderDecoratorCatalogCoreTests() { #expect(Bool(true)) }
