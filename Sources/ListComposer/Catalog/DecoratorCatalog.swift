/// A table of cell decorators keyed by the type of model each one shows, so that one data source
/// can render items of many model types.
///
/// A ``MixedDataSource`` holds contacts, messages and ads side by side; for each item it asks the
/// catalog for the decorator of the item's type. Forgetting to register a decorator is the bug
/// this type exists to prevent: the `DecoratorCatalogPlugin` build-tool plugin scans a target for
/// its decorators and generates `DecoratorCatalog.generated`, which registers every one of them,
/// so adding a decorator is adding its file. Without the plugin, build a catalog by hand:
///
///     var catalog = DecoratorCatalog()
///     catalog.register(ContactDecorator.self)
///     catalog.register(MessageDecorator.self)
///     catalog.decorator(for: ada)?.reuseIdentifier   // "ContactCell"
///     catalog.decorator(for: 42)                     // nil: nothing shows an Int
///
/// **Several decorators of one model.** Each model type has at most one default decorator and
/// any number of named variants (the plugin passes a decorator's `static let catalogVariant`).
/// Registering again under a model type and variant that already have a decorator replaces it,
/// as assigning to a dictionary key does, so a registration written after the generated ones
/// overrides them:
///
///     var catalog = DecoratorCatalog.generated
///     catalog.register(PlainAdDecorator.self)   // replaces the generated default for Ad
///
/// **Catalogs of several modules.** A feature module can publish its generated catalog under a
/// name of its own (a `decorator-catalog.json` of `{"access": "public", "property": "ads"}` beside
/// its sources); the app adds it to its own:
///
///     var catalog = DecoratorCatalog.generated   // the app's decorators
///     catalog.register(contentsOf: .ads)          // and those of the Ads module
///
/// **Reuse identifiers.** Registering never fails, so that generated code needs no `try`; two
/// cell types under one reuse identifier are reported when a host attaches a screen that uses
/// the catalog, and by the cell requests of a ``MixedDataSource`` that uses either of them.
///
/// **What it does not do.** Lookup is by a model's exact dynamic type: a subclass of a
/// registered class, or a value whose decorator is declared for a protocol it conforms to, needs
/// a registration of its own.
///
/// - Complexity: Registration and lookup are O(1) on average; ``registrations`` is O(d), where
///   d is the number of registered decorators.
@MainActor
public struct DecoratorCatalog {
  struct Key: Hashable {
    var modelType: ObjectIdentifier
    var variant: String?
  }

  /// The registered decorators, in the order in which they were first registered.
  public private(set) var decorators: [AnyCellDecorator] = []

  private var indices: [Key: Int] = [:]

  /// Creates an empty catalog.
  public init() {}

  /// Registers a decorator for its model type, replacing the decorator registered earlier for
  /// the same model type and variant.
  ///
  ///     catalog.register(ContactDecorator.self)
  ///     catalog.register(CompactContactDecorator.self, variant: "compact")
  ///
  /// - Parameters:
  ///   - decorator: The decorator to register.
  ///   - variant: A name that tells the decorator apart from other decorators of its model, or
  ///     `nil` (the default) to make it the model's default decorator.
  /// - Complexity: O(1) on average.
  public mutating func register<Decorator: CellDecorator>(
    _ decorator: Decorator.Type, variant: String? = nil
  ) {
    add(AnyCellDecorator(decorator, variant: variant))
  }

  /// Registers every decorator of another catalog, in its order, each replacing the decorator
  /// registered earlier for the same model type and variant.
  ///
  ///     var catalog = DecoratorCatalog.generated
  ///     catalog.register(contentsOf: .ads)   // the catalog the Ads module publishes
  ///
  /// - Parameter other: The catalog whose decorators to add.
  /// - Complexity: O(m) on average, where m is the number of decorators in `other`.
  public mutating func register(contentsOf other: DecoratorCatalog) {
    for decorator in other.decorators {
      add(decorator)
    }
  }

  /// Adds a decorator under its model type and variant, replacing the one already there.
  private mutating func add(_ decorator: AnyCellDecorator) {
    let key = Key(modelType: ObjectIdentifier(decorator.modelType), variant: decorator.variant)
    if let index = indices[key] {
      decorators[index] = decorator
    } else {
      indices[key] = decorators.count
      decorators.append(decorator)
    }
  }

  /// Returns the decorator for a model's type, or `nil` when none is registered.
  ///
  ///     catalog.decorator(for: ada)?.modelTypeName                     // "Contact"
  ///     catalog.decorator(for: ada, variant: "compact")?.variant       // "compact"
  ///     catalog.decorator(for: ada, variant: "unknown")?.variant       // nil: the default
  ///
  /// - Parameters:
  ///   - model: The value to show; its dynamic type selects the decorator.
  ///   - variant: The variant to prefer. When the model's type has no decorator of that
  ///     variant, the model's default decorator is returned.
  /// - Complexity: O(1) on average.
  public func decorator(for model: Any, variant: String? = nil) -> AnyCellDecorator? {
    decorator(forModelType: type(of: model), variant: variant)
  }

  /// Returns the decorator registered for a model type, or `nil` when none is.
  ///
  ///     catalog.decorator(forModelType: Contact.self)?.reuseIdentifier  // "ContactCell"
  ///
  /// - Parameters:
  ///   - modelType: The exact type of the models to show.
  ///   - variant: The variant to prefer, falling back to the default decorator as in
  ///     ``decorator(for:variant:)``.
  /// - Complexity: O(1) on average.
  public func decorator(forModelType modelType: Any.Type, variant: String? = nil)
    -> AnyCellDecorator?
  {
    let model = ObjectIdentifier(modelType)
    if let variant, let index = indices[Key(modelType: model, variant: variant)] {
      return decorators[index]
    }
    return indices[Key(modelType: model, variant: nil)].map { decorators[$0] }
  }

  /// The cell registrations of every registered decorator, once each, in registration order.
  ///
  ///     try catalog.registrations.forEach(tableView.registerCell)
  ///
  /// - Complexity: O(d), where d is the number of registered decorators.
  public var registrations: [CellRegistration] {
    decorators.lazy.map(\.cellRegistration).firstOfEach()
  }

  /// Checks that no reuse identifier names two cell types.
  ///
  ///     var catalog = DecoratorCatalog()
  ///     catalog.register(ContactDecorator.self)  // ContactCell as "ContactCell"
  ///     catalog.register(MemberDecorator.self)   // CompactCell as "ContactCell"
  ///     try catalog.checkRegistrations()
  ///     // throws: reuse identifier "ContactCell" is registered for both ContactCell and
  ///     // CompactCell
  ///
  /// - Throws: ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)`` for the first
  ///   identifier, in registration order, that two cell types share.
  /// - Complexity: O(d), where d is the number of registered decorators.
  package func checkRegistrations() throws(ListError) {
    if let first = conflicts().first {
      throw first.error
    }
  }

  /// Every reuse identifier that names two cell types, with the error that reports it, in
  /// registration order.
  func conflicts() -> [(reuseIdentifier: String, error: ListError)] {
    var owners: [String: CellRegistration] = [:]
    var found: [(reuseIdentifier: String, error: ListError)] = []
    var reported: Set<String> = []
    for registration in decorators.map(\.cellRegistration) {
      let identifier = registration.reuseIdentifier
      guard let existing = owners[identifier] else {
        owners[identifier] = registration
        continue
      }
      guard existing != registration, reported.insert(identifier).inserted else { continue }
      let error = ListError.conflictingRegistration(
        reuseIdentifier: identifier, existing: existing.cellTypeName,
        new: registration.cellTypeName)
      found.append((identifier, error))
    }
    return found
  }
}
