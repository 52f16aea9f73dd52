import ListComposer

// MARK: ItemAction: one spelling of a destructive action

extension ItemAction {
  /// A Boolean value that indicates whether the action destroys something.
  @available(*, deprecated, message: "compare style with .destructive")
  public var isDestructive: Bool { style == .destructive }
}

// MARK: ListAdapter: per-source behaviour is one SourceHandlers value

extension ListAdapter {
  /// Gives the rows of a source swipe actions on one edge.
  @available(
    *, deprecated,
    message:
      "set SourceHandlers.leadingSwipeActions or trailingSwipeActions with setHandlers(_:for:)"
  )
  public func setSwipeActions<Source: DataSource>(
    in source: Source, edge: SwipeEdge,
    _ actions: @escaping @MainActor (Source, SourceItem<Source.Model>) -> SwipeActions
  ) {
    changeHandlers(of: source) {
      switch edge {
      case .leading: $0.leadingSwipeActions = actions
      case .trailing: $0.trailingSwipeActions = actions
      }
    }
  }

  /// Removes the swipe actions of a source on one edge.
  @available(
    *, deprecated,
    message:
      "set SourceHandlers.leadingSwipeActions or trailingSwipeActions to nil with setHandlers(_:for:)"
  )
  public func removeSwipeActions(in source: some DataSource, edge: SwipeEdge) {
    changeHandlers(of: source) {
      switch edge {
      case .leading: $0.leadingSwipeActions = nil
      case .trailing: $0.trailingSwipeActions = nil
      }
    }
  }

  /// Gives the rows of a source a context menu.
  @available(*, deprecated, message: "set SourceHandlers.contextMenu with setHandlers(_:for:)")
  public func setContextMenu<Source: DataSource>(
    in source: Source,
    _ menu: @escaping @MainActor (Source, SourceItem<Source.Model>) -> ItemMenu?
  ) {
    changeHandlers(of: source) { $0.contextMenu = menu }
  }

  /// Removes the context menu of a source.
  @available(
    *, deprecated, message: "set SourceHandlers.contextMenu to nil with setHandlers(_:for:)"
  )
  public func removeContextMenu(in source: some DataSource) {
    changeHandlers(of: source) { $0.contextMenu = nil }
  }

  /// Lets a source refuse a touch of its items.
  @available(*, deprecated, message: "set SourceHandlers.touchRules with setHandlers(_:for:)")
  public func allow<Source: DataSource>(
    _ touch: ItemTouch, in source: Source,
    where allows: @escaping @MainActor (Source, SourceItem<Source.Model>) -> Bool
  ) {
    changeHandlers(of: source) { $0.touchRules[touch] = allows }
  }

  /// Removes a source's rule for a touch.
  @available(
    *, deprecated,
    message: "remove the touch from SourceHandlers.touchRules with setHandlers(_:for:)"
  )
  public func removeRule(for touch: ItemTouch, in source: some DataSource) {
    changeHandlers(of: source) { $0.touchRules[touch] = nil }
  }

  /// Lets the user delete items of a source.
  @available(
    *, deprecated, message: "set SourceHandlers.delete (and canDelete) with setHandlers(_:for:)"
  )
  public func allowDeleting<Source: DataSource>(
    in source: Source,
    where canDelete: @escaping @MainActor (Source, ListPosition) -> Bool = { _, _ in true },
    delete: @escaping @MainActor (Source, ListPosition) throws -> Void
  ) {
    changeHandlers(of: source) {
      $0.canDelete = canDelete
      $0.delete = delete
    }
  }

  /// Stops letting the user delete items of a source.
  @available(
    *, deprecated, message: "set SourceHandlers.delete to nil with setHandlers(_:for:)"
  )
  public func disallowDeleting(in source: some DataSource) {
    changeHandlers(of: source) {
      $0.canDelete = nil
      $0.delete = nil
    }
  }

  /// Lets the user reorder the items of a source.
  @available(
    *, deprecated, message: "set SourceHandlers.move (and canMove) with setHandlers(_:for:)"
  )
  public func allowMoving<Source: DataSource>(
    in source: Source,
    where canMove: @escaping @MainActor (Source, ListPosition) -> Bool = { _, _ in true },
    move: @escaping @MainActor (Source, MovedItem<Source.Model>) throws -> Void
  ) {
    changeHandlers(of: source) {
      $0.canMove = canMove
      $0.move = move
    }
  }

  /// Lets the user reorder the items of an array source.
  @available(
    *, deprecated, message: "setHandlers(.reordering(where:), for:) for a ReorderableDataSource"
  )
  public func allowMoving<Model, Cell>(
    in source: ArrayDataSource<Model, Cell>,
    where canMove: @escaping @MainActor (ArrayDataSource<Model, Cell>, ListPosition) -> Bool = {
      _, _ in true
    }
  ) {
    let reordering = SourceHandlers<ArrayDataSource<Model, Cell>>.reordering(where: canMove)
    changeHandlers(of: source) {
      $0.canMove = reordering.canMove
      $0.move = reordering.move
    }
  }

  /// Lets the user reorder the items of a mixed source.
  @available(
    *, deprecated, message: "setHandlers(.reordering(where:), for:) for a ReorderableDataSource"
  )
  public func allowMoving(
    in source: MixedDataSource,
    where canMove: @escaping @MainActor (MixedDataSource, ListPosition) -> Bool = { _, _ in true }
  ) {
    let reordering = SourceHandlers<MixedDataSource>.reordering(where: canMove)
    changeHandlers(of: source) {
      $0.canMove = reordering.canMove
      $0.move = reordering.move
    }
  }

  /// Lets the user drag items of one source into another.
  @available(
    *, deprecated,
    message: "add a SourceHandlers.Transfer to the source's transfers with setHandlers(_:for:)"
  )
  public func allowMoving<Source: DataSource, Destination: DataSource>(
    from source: Source, to destination: Destination,
    where canMove:
      @escaping @MainActor (SourceItem<Source.Model>, ListPosition) -> Bool = { _, _ in true },
    transfer: @escaping @MainActor (Source, Destination, MovedItem<Source.Model>) throws -> Void
  ) {
    addTransfer(
      SourceHandlers.Transfer(to: destination, where: canMove, transfer: transfer), from: source)
  }

  /// Lets the user drag items of one array source into another.
  @available(
    *, deprecated,
    message: "add a SourceHandlers.Transfer(to:) to the source's transfers with setHandlers(_:for:)"
  )
  public func allowMoving<Model, Cell, DestinationCell>(
    from source: ArrayDataSource<Model, Cell>,
    to destination: ArrayDataSource<Model, DestinationCell>,
    where canMove: @escaping @MainActor (SourceItem<Model>, ListPosition) -> Bool = { _, _ in true }
  ) {
    addTransfer(SourceHandlers.Transfer(to: destination, where: canMove), from: source)
  }

  /// Adds a transfer to a source's, replacing the one to the same destination.
  private func addTransfer<Source: DataSource>(
    _ transfer: SourceHandlers<Source>.Transfer, from source: Source
  ) {
    changeHandlers(of: source) {
      $0.transfers.removeAll {
        $0.destination == nil || $0.destination === transfer.destination
      }
      $0.transfers.append(transfer)
    }
  }

  /// Stops letting the user move the items of a source.
  @available(
    *, deprecated,
    message: "set SourceHandlers.move to nil and transfers to [] with setHandlers(_:for:)"
  )
  public func disallowMoving(in source: some DataSource) {
    changeHandlers(of: source) {
      $0.canMove = nil
      $0.move = nil
      $0.transfers = []
    }
  }

  /// Gives the rows of a source their heights.
  @available(
    *, deprecated,
    message: "set SourceHandlers.rowHeight and estimatedRowHeight with setHandlers(_:for:)"
  )
  public func setRowHeight<Source: DataSource>(
    in source: Source, estimated: Double? = nil,
    _ height: @escaping @MainActor (Source, SourceItem<Source.Model>) -> Double? = { _, _ in nil }
  ) {
    changeHandlers(of: source) {
      $0.rowHeight = height
      $0.estimatedRowHeight = estimated
    }
  }

  /// Removes the row heights and the estimate of a source.
  @available(
    *, deprecated,
    message: "set SourceHandlers.rowHeight and estimatedRowHeight to nil with setHandlers(_:for:)"
  )
  public func removeRowHeight(in source: some DataSource) {
    changeHandlers(of: source) {
      $0.rowHeight = nil
      $0.estimatedRowHeight = nil
    }
  }

  /// Gives the items of a source their sizes in a flow layout.
  @available(*, deprecated, message: "set SourceHandlers.itemSize with setHandlers(_:for:)")
  public func setItemSize<Source: DataSource>(
    in source: Source,
    _ size: @escaping @MainActor (Source, SourceItem<Source.Model>) -> ListSize?
  ) {
    changeHandlers(of: source) { $0.itemSize = size }
  }

  /// Removes the item sizes of a source.
  @available(*, deprecated, message: "set SourceHandlers.itemSize to nil with setHandlers(_:for:)")
  public func removeItemSize(in source: some DataSource) {
    changeHandlers(of: source) { $0.itemSize = nil }
  }

  /// Gives a source's supplementary views of one kind their heights.
  @available(
    *, deprecated,
    message:
      "set SourceHandlers.supplementaryHeights and estimatedSupplementaryHeights with setHandlers(_:for:)"
  )
  public func setSupplementaryHeight<Source: DataSource>(
    in source: Source, kind: String, estimated: Double? = nil,
    _ height: @escaping @MainActor (Source, Int) -> Double? = { _, _ in nil }
  ) {
    changeHandlers(of: source) {
      $0.supplementaryHeights[kind] = height
      $0.estimatedSupplementaryHeights[kind] = estimated
    }
  }

  /// Removes the heights a source gives its supplementary views of a kind.
  @available(
    *, deprecated,
    message: "remove the kind from SourceHandlers.supplementaryHeights with setHandlers(_:for:)"
  )
  public func removeSupplementaryHeight(in source: some DataSource, kind: String) {
    changeHandlers(of: source) {
      $0.supplementaryHeights[kind] = nil
      $0.estimatedSupplementaryHeights[kind] = nil
    }
  }

  /// Handles the section events of a source.
  @available(*, deprecated, message: "set SourceHandlers.sectionEvents with setHandlers(_:for:)")
  public func setSectionEventHandler<Source: DataSource>(
    in source: Source, _ handler: @escaping @MainActor (Source, SectionEventDetails) -> Void
  ) {
    changeHandlers(of: source) { $0.sectionEvents = handler }
  }

  /// Stops handling the section events of a source.
  @available(
    *, deprecated, message: "set SourceHandlers.sectionEvents to nil with setHandlers(_:for:)"
  )
  public func removeSectionEventHandler(in source: some DataSource) {
    changeHandlers(of: source) { $0.sectionEvents = nil }
  }
}
