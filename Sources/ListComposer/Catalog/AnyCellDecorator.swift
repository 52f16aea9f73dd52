/// A type-erased cell decorator: one ``CellDecorator`` with its model and cell types hidden, so
/// that decorators of different models can sit in one ``DecoratorCatalog``.
///
/// The erased decorator keeps what a host and a data source need from the decorator it wraps:
/// the reuse identifier, the cell registration, and a way to fill a cell with a model that is
/// only known as `Any`. Filling checks both types at run time, so a cell or a model of another
/// type is reported, never forced.
///
///     let contacts = AnyCellDecorator(ContactDecorator.self)
///     contacts.reuseIdentifier                 // "ContactCell"
///     contacts.decorate(cell, with: ada)       // true: `cell` now shows Ada
///     contacts.decorate(cell, with: "Ada")     // false: a String is not a Contact
@MainActor
public struct AnyCellDecorator {
  /// The wrapped decorator type.
  package let decoratorType: Any.Type

  /// The type of the models the wrapped decorator shows.
  package let modelType: Any.Type

  /// The variant under which the decorator was registered, or `nil` for the model's default
  /// decorator.
  public let variant: String?

  /// The registration a host needs to create the decorator's cells.
  public let cellRegistration: CellRegistration

  private let fill: @MainActor (AnyObject, Any) -> Bool
  private let makeCell: @MainActor (Any, ListPosition, CellRequest) throws -> AnyObject

  /// Wraps a decorator.
  ///
  ///     let compact = AnyCellDecorator(CompactContactDecorator.self, variant: "compact")
  ///
  /// - Parameters:
  ///   - decorator: The decorator to wrap.
  ///   - variant: A name that tells the decorator apart from other decorators of its model, or
  ///     `nil` for the model's default decorator.
  /// - Complexity: O(1).
  package init<Decorator: CellDecorator>(_ decorator: Decorator.Type, variant: String? = nil) {
    let reuseIdentifier = decorator.reuseIdentifier
    self.decoratorType = decorator
    self.modelType = Decorator.Model.self
    self.variant = variant
    self.cellRegistration = decorator.cellRegistration
    self.fill = { cell, model in
      guard let cell = cell as? Decorator.Cell, let model = model as? Decorator.Model else {
        return false
      }
      decorator.decorate(cell, with: model)
      return true
    }
    self.makeCell = { model, position, request in
      guard let typed = model as? Decorator.Model else {
        throw ListError.noDecorator(modelType: String(describing: type(of: model)))
      }
      let cell = try request.dequeue(Decorator.Cell.self, reuseIdentifier: reuseIdentifier)
      decorator.decorate(
        cell, with: typed, in: CellContext(position: position, request: request))
      return cell
    }
  }

  /// The identifier under which hosts pool the decorator's cells.
  public var reuseIdentifier: String { cellRegistration.reuseIdentifier }

  /// The name of the model type, for messages.
  public var modelTypeName: String { String(describing: modelType) }

  /// Fills a cell with a model, when both have the types the wrapped decorator expects.
  ///
  ///     AnyCellDecorator(ContactDecorator.self).decorate(contactCell, with: ada)  // true
  ///
  /// - Returns: `true` when the cell was filled; `false`, leaving the cell untouched, when the
  ///   cell or the model is of another type.
  /// - Complexity: O(1), plus the cost of the wrapped decorator's `decorate(_:with:)`.
  @discardableResult
  package func decorate(_ cell: AnyObject, with model: Any) -> Bool {
    fill(cell, model)
  }

  /// Returns a cell dequeued from the request's host and filled with a model.
  ///
  ///     let cell = try decorator.cell(for: ada, with: request)
  ///
  /// The decorator's ``CellDecorator/decorate(_:with:in:)`` receives the request's host
  /// position as the item's position too; a source passes the item's own position with
  /// ``cell(for:at:with:)``.
  ///
  /// - Throws: ``ListError/noDecorator(modelType:)`` naming the model's type when the wrapped
  ///   decorator does not show it, ``ListError/cellTypeMismatch(reuseIdentifier:expected:actual:)``
  ///   when the host returns a cell of another type, and the host's error when the reuse
  ///   identifier is not registered.
  /// - Complexity: O(1), plus the costs of the host's dequeue and of the wrapped decorator's
  ///   `decorate(_:with:)`.
  package func cell(for model: Any, with request: CellRequest) throws -> AnyObject {
    try makeCell(model, request.hostPosition, request)
  }

  /// Returns a cell dequeued from the request's host and filled with the model at a position
  /// of the source that asks, which the decorator receives in its ``CellContext``.
  ///
  ///     let cell = try decorator.cell(for: ada, at: ListPosition(section: 0, item: 2), with: request)
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - position: The model's position in the source that asks for the cell.
  ///   - request: The host's request, as it reached that source.
  /// - Throws: As ``cell(for:with:)``.
  /// - Complexity: O(1), plus the costs of the host's dequeue and of the wrapped decorator's
  ///   `decorate(_:with:in:)`.
  package func cell(for model: Any, at position: ListPosition, with request: CellRequest) throws
    -> AnyObject
  {
    try makeCell(model, position, request)
  }
}
