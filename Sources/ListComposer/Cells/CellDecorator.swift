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
}

extension CellDecorator {
  /// The cell type's name.
  public static var reuseIdentifier: String { String(describing: Cell.self) }

  /// The registration a host needs to create this decorator's cells.
  public static var cellRegistration: CellRegistration {
    CellRegistration(Cell.self, reuseIdentifier: reuseIdentifier)
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
