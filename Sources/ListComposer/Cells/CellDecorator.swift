/// Describes how one model type fills one cell type.
///
/// A decorator is the only place that knows both a model and a cell. Data sources hold models and
/// ask a decorator to fill the cell the host hands them; because `Model` and `Cell` are associated
/// types, pairing a decorator with the wrong model or cell does not compile.
///
///     enum ContactDecorator: CellDecorator {
///       static func decorate(_ cell: SubtitleCell, with contact: Contact) {
///         cell.title = contact.name
///         cell.subtitle = contact.email
///       }
///     }
///     let contacts = ContactDecorator.dataSource(for: [ada, grace])
///
/// The reuse identifier defaults to the cell type's name; declare `reuseIdentifier` to pool the
/// decorator's cells separately.
///
/// A cell that needs its place (its position in the source, on the screen, or the host that
/// shows it) implements ``decorate(_:with:in:)`` as well; see ``CellContext``.
@MainActor
public protocol CellDecorator {
  /// The type of the values this decorator shows.
  associatedtype Model
  /// The cell class this decorator fills.
  associatedtype Cell: AnyObject

  /// The identifier under which hosts pool this decorator's cells.
  static var reuseIdentifier: String { get }

  /// Fills a cell, freshly created or reused, with a model.
  static func decorate(_ cell: Cell, with model: Model)

  /// Fills a cell, freshly created or reused, with a model, knowing where the cell is shown.
  ///
  /// Data sources call this method for every cell they fill for a host. The default calls
  /// ``decorate(_:with:)``, so a decorator that only needs the model implements that method
  /// alone. Implement this one as well when the cell depends on its place:
  ///
  ///     enum StepDecorator: CellDecorator {
  ///       static func decorate(_ cell: StepCell, with step: Step) {
  ///         cell.textLabel = step.text
  ///       }
  ///       static func decorate(_ cell: StepCell, with step: Step, in context: CellContext) {
  ///         decorate(cell, with: step)
  ///         cell.detailTextLabel = "step \(context.position.item + 1)"
  ///       }
  ///     }
  ///
  /// ``decorate(_:with:)`` stays the fill used where no request exists, such as
  /// `AnyCellDecorator.decorate(_:with:)` and the placeholder rows of a
  /// ``StatefulDataSource``, so keep it meaningful on its own.
  ///
  /// - Parameters:
  ///   - cell: The cell to fill.
  ///   - model: The model to show.
  ///   - context: The item's position in its source and on the screen, and the host.
  static func decorate(_ cell: Cell, with model: Model, in context: CellContext)
}

extension CellDecorator {
  /// The cell type's name.
  public static var reuseIdentifier: String { String(describing: Cell.self) }

  /// The registration a host needs to create this decorator's cells.
  package static var cellRegistration: CellRegistration {
    CellRegistration(Cell.self, reuseIdentifier: reuseIdentifier)
  }

  /// Calls ``decorate(_:with:)``: a decorator that does not need the context fills its cell
  /// from the model alone.
  ///
  /// Inlinable, so that a source built for a concrete decorator that does not implement this
  /// method never creates the context.
  ///
  /// - Complexity: The cost of ``decorate(_:with:)``.
  @inlinable
  public static func decorate(_ cell: Cell, with model: Model, in context: CellContext) {
    decorate(cell, with: model)
  }
}

/// A cell that knows how to show one model type, and so needs no separate decorator.
///
///     final class MessageCell: HeadlessTableViewCell, ConfigurableCell {
///       func configure(with message: Message) { textLabel = message.subject }
///     }
///     let messages = ArrayDataSource(inbox, cell: MessageCell.self)
@MainActor
public protocol ConfigurableCell: AnyObject {
  /// The type of the values this cell shows.
  associatedtype Model

  /// Fills the cell with a model.
  func configure(with model: Model)
}

/// The decorator every ``ConfigurableCell`` gets for free: it calls `configure(with:)`.
public enum ConfigurableCellDecorator<Cell: ConfigurableCell>: CellDecorator {
  public typealias Model = Cell.Model

  public static func decorate(_ cell: Cell, with model: Cell.Model) {
    cell.configure(with: model)
  }
}
