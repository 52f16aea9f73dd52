/// A view that creates, reuses and shows cells: a table view, a collection view, or one of the
/// headless look-alikes that play their part in tests.
///
/// Data sources never create cells themselves. They ask the host that is showing them, through
/// this protocol, so that the same data source drives `UITableView` in an app and
/// `HeadlessTableView` in a test. The two requirements mirror UIKit's
/// `register(_:forCellReuseIdentifier:)` and `dequeueReusableCell(withIdentifier:for:)`, with
/// failures reported as thrown errors instead of exceptions.
@MainActor
public protocol CellHost: AnyObject {
  /// Registers a cell type under a reuse identifier, replacing any earlier registration of the
  /// same identifier.
  ///
  /// - Throws: An error that names the identifier when the host cannot create cells of that
  ///   type (for example, a type that is not a cell class of this host).
  func registerCell(_ registration: CellRegistration) throws

  /// Returns a reusable cell for the identifier, taking one from the reuse pool when there is one.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: An identifier registered earlier with ``registerCell(_:)``.
  ///   - position: The host's own position for the cell being requested.
  /// - Throws: An error that names the identifier when nothing is registered for it.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition) throws
    -> AnyObject
}

/// What a host needs to know to create cells for one reuse identifier.
///
///     let registration = CellRegistration(ContactCell.self)
///     registration.reuseIdentifier  // "ContactCell"
public struct CellRegistration: Sendable {
  /// The identifier under which the host pools cells of ``cellType``.
  public var reuseIdentifier: String

  /// The class of the cells to create.
  public var cellType: any AnyObject.Type

  /// Creates a registration of a cell type under a reuse identifier that defaults to the type's
  /// name.
  public init(_ cellType: any AnyObject.Type, reuseIdentifier: String? = nil) {
    self.cellType = cellType
    self.reuseIdentifier = reuseIdentifier ?? String(describing: cellType)
  }

  /// The cell type's name, for messages.
  public var cellTypeName: String { String(describing: cellType) }
}

extension CellRegistration: Hashable {
  public static func == (lhs: CellRegistration, rhs: CellRegistration) -> Bool {
    lhs.reuseIdentifier == rhs.reuseIdentifier
      && ObjectIdentifier(lhs.cellType) == ObjectIdentifier(rhs.cellType)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(reuseIdentifier)
    hasher.combine(ObjectIdentifier(cellType))
  }
}

/// One request for a cell, as it travels from the host down through compositions.
///
/// A composition translates the position it is asked for into a child's local position, but the
/// host must still be asked to dequeue at its own position, so the request carries both the host
/// and the host's position unchanged.
@MainActor
public struct CellRequest {
  /// The host that asked for the cell.
  @usableFromInline package let host: any CellHost

  /// The position in the host's own index space.
  @usableFromInline package let hostPosition: ListPosition

  /// Creates a request from a host for a cell at a position in the host's index space.
  package init(host: any CellHost, hostPosition: ListPosition) {
    self.host = host
    self.hostPosition = hostPosition
  }

  /// Dequeues a cell of the registration's identifier and checks that it has the expected type.
  ///
  /// - Throws: The host's error when the identifier is not registered, or
  ///   ``ListError/cellTypeMismatch(reuseIdentifier:expected:actual:)`` when the host returns a
  ///   cell of another type (two cell types registered under one identifier).
  public func dequeue<Cell: AnyObject>(_ cellType: Cell.Type, reuseIdentifier: String) throws
    -> Cell
  {
    let cell = try host.dequeueCell(withReuseIdentifier: reuseIdentifier, for: hostPosition)
    guard let typed = cell as? Cell else {
      throw ListError.cellTypeMismatch(
        reuseIdentifier: reuseIdentifier,
        expected: String(describing: cellType),
        actual: String(describing: type(of: cell))
      )
    }
    return typed
  }
}
