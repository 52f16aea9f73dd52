import HeadlessHost
import ListComposer
import ListComposerTestSupport
import Testing

extension DecoratorCatalog {
  /// A catalog published the way `decorator-catalog` generates one for a target whose
  /// `decorator-catalog.json` says `{"access": "public", "property": "…"}`: a `static let`,
  /// built once, isolated to the main actor with the catalog type.
  static let publishedForTests: DecoratorCatalog = {
    var catalog = DecoratorCatalog()
    catalog.register(CatalogFixtures.AdDecorator.self)
    catalog.register(
      CatalogFixtures.CompactContactDecorator.self,
      variant: CatalogFixtures.CompactContactDecorator.catalogVariant)
    catalog.register(CatalogFixtures.ReplacementContactDecorator.self)
    return catalog
  }()
}

@MainActor
@Suite struct DecoratorCatalogContentsOfTests {
  typealias Contact = CatalogFixtures.Contact
  typealias Ad = CatalogFixtures.Ad
  typealias AdCell = CatalogFixtures.AdCell
  typealias ContactDecorator = CatalogFixtures.ContactDecorator
  typealias CompactContactDecorator = CatalogFixtures.CompactContactDecorator
  typealias ReplacementContactDecorator = CatalogFixtures.ReplacementContactDecorator
  typealias MessageDecorator = CatalogFixtures.MessageDecorator
  typealias AdDecorator = CatalogFixtures.AdDecorator

  @Test func addsAnotherCatalogsDecoratorsReplacingThoseOfTheSameModelAndVariant() throws {
    var catalog = DecoratorCatalog()
    catalog.register(ContactDecorator.self)
    catalog.register(MessageDecorator.self)
    catalog.register(contentsOf: .publishedForTests)

    #expect(
      catalog.decorators.map { "\($0.decoratorType)" } == [
        "ReplacementContactDecorator", "MessageDecorator", "AdDecorator",
        "CompactContactDecorator",
      ])
    let ada = Contact(id: 1, name: "Ada")
    #expect(catalog.decorator(for: ada)?.decoratorType == ReplacementContactDecorator.self)
    #expect(catalog.decorator(for: ada, variant: "compact")?.variant == "compact")
    #expect(catalog.decorator(for: Ad(headline: "Sale"))?.reuseIdentifier == "AdCell")
    try catalog.checkRegistrations()
  }

  @Test func addingAnEmptyCatalogChangesNothing() {
    var catalog = CatalogFixtures.generated
    let before = catalog.decorators.map { "\($0.decoratorType)/\($0.variant ?? "-")" }
    catalog.register(contentsOf: DecoratorCatalog())
    #expect(catalog.decorators.map { "\($0.decoratorType)/\($0.variant ?? "-")" } == before)
  }
}
