extension HeadlessCollectionView {
  /// A cell class and a configuration handler, registered implicitly at first use, like
  /// `UICollectionView.CellRegistration`.
  ///
  /// It belongs to the package: its tests reproduce UIKit's rule for registrations with it.
  /// Create registrations once, up front. From iOS 15, dequeuing with a registration created
  /// inside the cell provider is a fault (each one would be a new identifier, so nothing is ever
  /// reused).
  ///
  ///     let registration = HeadlessCollectionView.CellRegistration<PhotoCell, String> {
  ///       cell, _, name in cell.textLabel = name
  ///     }
  ///     // in collectionView(_:cellForItemAt:):
  ///     return try collectionView.dequeueConfiguredReusableCell(
  ///       using: registration, for: indexPath, item: names[indexPath.item])
  @MainActor
  package struct CellRegistration<Cell: HeadlessCollectionViewCell, Item> {
    /// The private reuse identifier this registration stands for.
    package let reuseIdentifier: String
    let handler: (Cell, ListPosition, Item) -> Void
    let createdInsideCellRequest: Bool

    /// Creates a registration whose handler configures each dequeued cell.
    package init(handler: @escaping (Cell, ListPosition, Item) -> Void) {
      RegistrationCounter.next += 1
      reuseIdentifier = "registration-\(RegistrationCounter.next)-\(Cell.self)"
      self.handler = handler
      createdInsideCellRequest = CellRequestTracker.depth > 0
    }
  }

  /// Dequeues a cell with a registration and runs its handler with the item.
  ///
  /// - Throws: `InternalInconsistency.Kind.registrationInProvider` (iOS 15+) when the
  ///   registration was created inside a cell request, and the faults of
  ///   ``dequeueReusableCell(withReuseIdentifier:for:)``.
  package func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: ListPosition, item: Item
  ) throws(InternalInconsistency) -> Cell {
    if registration.createdInsideCellRequest && engine.options.iOSVersion >= 15 {
      let error = InternalInconsistency(
        .registrationInProvider,
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a "
          + "UICollectionViewDiffableDataSource cell provider. Creating a new registration each "
          + "time a cell is requested will prevent reuse and cause created cells to remain "
          + "inaccessible in memory for the lifetime of the collection view. Registrations "
          + "should be created up front and reused. Registration: "
          + "<UICollectionViewCellRegistration: 0x1; reuseIdentifier = "
          + "\(registration.reuseIdentifier)>")
      if engine.request?.failure == nil { engine.request?.failure = error }
      throw error
    }
    if engine.registrations[registration.reuseIdentifier] == nil {
      try engine.register(Cell.self, forIdentifier: registration.reuseIdentifier)
    }
    let cell = try engine.dequeueCell(
      withIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let typed = cell as? Cell else {
      throw InternalInconsistency(
        .invalidRegistration, "\(cell.objectDescription) is not a \(Cell.self)")
    }
    registration.handler(typed, indexPath, item)
    return typed
  }
}

/// Numbers registrations so each has its own reuse identifier.
@MainActor
enum RegistrationCounter {
  static var next = 0
}
