import ListComposer

extension ListAdapter {
  /// Sets what the user may do with the items of a source, and the sizes and section events
  /// it answers for (see ``SourceHandlers``), replacing the handlers it had; `nil` removes
  /// them.
  ///
  ///     adapter.setHandlers(
  ///       SourceHandlers(
  ///         delete: { messages, position in _ = try messages.remove(at: position) },
  ///         contextMenu: { messages, item in
  ///           ItemMenu(title: item.model.subject, actions: [
  ///             ItemAction(id: "flag", title: "Flag") { try messages.flag(at: item.position) }
  ///           ])
  ///         }),
  ///       for: messages)
  ///
  /// The view asks the adapter its questions by screen position (may this row move, what are
  /// its swipe actions, how high is it), and the adapter answers each with the source nearest
  /// the item, or the section, that has a handler of that kind, with the position in that
  /// source's own index space. The app's delegate, when it answers a question itself, wins,
  /// except for touches, which both must allow. The source is held weakly.
  ///
  /// - Parameters:
  ///   - handlers: The source's handlers, or `nil` for none.
  ///   - source: A source of the screen, at any depth (a composition's handlers serve its
  ///     children that have none of that kind).
  /// - Complexity: O(m + t), where m is the number of sources with handlers and t the number
  ///   of transfers of the screen.
  public func setHandlers<Source: DataSource>(
    _ handlers: SourceHandlers<Source>?, for source: Source
  ) {
    let hadSizes = interactions.givesSizes(source)
    let identity = dataSourceIdentity(source)
    interactions.given.set(handlers.map { $0 as Any }, for: source)
    setMoving(handlers, for: source)
    deletion.set(
      handlers?.delete.map { delete in
        let canDelete = handlers?.canDelete
        return ItemDeletion(
          canDelete: { owner, position in
            guard let owner = owner as? Source else { return false }
            return canDelete?(owner, position) ?? true
          },
          delete: { owner, position in
            guard let owner = owner as? Source else { return }
            try delete(owner, position)
          })
      }, for: source)
    interactions.leadingSwipes.set(
      handlers?.leadingSwipeActions.map { ActionProvider(Source.self, $0) }, for: source)
    interactions.trailingSwipes.set(
      handlers?.trailingSwipeActions.map { ActionProvider(Source.self, $0) }, for: source)
    interactions.menus.set(
      handlers?.contextMenu.map { menu in
        ActionProvider<ItemMenu>(Source.self) { owner, item in
          menu(owner, item) ?? ItemMenu(elements: [])
        }
      }, for: source)
    for touch in ItemTouch.allCases {
      let rule = handlers?.touchRules[touch].map { ActionProvider(Source.self, $0) }
      if rule != nil || interactions.gates[touch] != nil {
        interactions.gates[touch, default: ProvidersBySource()].set(rule, for: source)
      }
    }
    setSizes(handlers, for: source)
    let sectionHandler = handlers?.sectionEvents.map { handler in
      SectionEventHandler { owner, details in
        guard let owner = owner as? Source else { return }
        handler(owner, details)
      }
    }
    // The handler replaced is released after the access (ListAdapter's note on exclusivity).
    let sectionHandlers = sectionEvents.handlers
    withExtendedLifetime(sectionHandlers) {
      sectionEvents.handlers.set(sectionHandler, for: source)
    }
    if hadSizes || interactions.givesSizes(source) { interactions.sizesDidChange?() }
    if handlers?.visibility != nil || visibility.members[ObjectIdentifier(identity)] != nil {
      setVisibility(handlers, for: source)
    }
  }

  /// Returns the handlers a source was given with ``setHandlers(_:for:)``, or `nil` when it has
  /// none: read, change one closure, and set them again.
  ///
  ///     var handlers = adapter.handlers(for: messages) ?? SourceHandlers()
  ///     handlers.contextMenu = nil
  ///     adapter.setHandlers(handlers, for: messages)
  public func handlers<Source: DataSource>(for source: Source) -> SourceHandlers<Source>? {
    interactions.given.provider(for: source) as? SourceHandlers<Source>
  }

  /// Changes one kind of a source's handlers, keeping the others: for a bridge's modifier that
  /// gives one kind at a time.
  package func changeHandlers<Source: DataSource>(
    of source: Source, _ change: (inout SourceHandlers<Source>) -> Void
  ) {
    var handlers = self.handlers(for: source) ?? SourceHandlers()
    change(&handlers)
    setHandlers(handlers, for: source)
  }

  /// Stores how the user may move a source's items, within it and into other sources.
  private func setMoving<Source: DataSource>(
    _ handlers: SourceHandlers<Source>?, for source: Source
  ) {
    interactions.moving.set(
      handlers?.move.map { move in
        let canMove = handlers?.canMove
        return ItemMoving(
          canMove: { owner, position in
            guard let owner = owner as? Source else { return false }
            return canMove?(owner, position) ?? true
          },
          move: { owner, from, to in
            guard let owner = owner as? Source, let model = owner.model(at: from) else {
              throw ListError.positionOutOfRange(
                from, sectionCount: owner.numberOfSections, itemCount: nil)
            }
            try move(owner, MovedItem(model: model, from: from, to: to))
          })
      }, for: source)
    let identity = dataSourceIdentity(source)
    interactions.transfers.removeAll {
      $0.source == nil || $0.destination == nil || $0.source === identity
    }
    for transfer in handlers?.transfers ?? [] {
      guard let destination = transfer.destination else { continue }
      interactions.transfers.append(
        ItemTransfer(
          source: identity, destination: destination,
          canMove: { owner, from, to in
            guard let owner = owner as? Source, let model = owner.model(at: from) else {
              return false
            }
            return transfer.canMove(SourceItem(model: model, position: from), to)
          },
          transfer: { owner, receiver, from, to in
            guard let owner = owner as? Source, let model = owner.model(at: from) else {
              throw ListError.positionOutOfRange(
                from, sectionCount: owner.numberOfSections, itemCount: nil)
            }
            try transfer.transfer(owner, receiver, MovedItem(model: model, from: from, to: to))
          }))
    }
  }

  /// Stores the sizes and estimates a source gives. A source that gives only an estimate
  /// leaves its heights automatic, and still answers the view's height question.
  private func setSizes<Source: DataSource>(
    _ handlers: SourceHandlers<Source>?, for source: Source
  ) {
    let estimatedRow = handlers?.estimatedRowHeight
    var rowHeight: ActionProvider<Double?>?
    if let height = handlers?.rowHeight {
      rowHeight = ActionProvider(Source.self, height)
    } else if estimatedRow != nil {
      rowHeight = ActionProvider(Source.self) { _, _ in nil }
    }
    interactions.rowHeights.set(rowHeight, for: source)
    interactions.estimatedRowHeights.set(estimatedRow, for: source)
    interactions.itemSizes.set(
      handlers?.itemSize.map { ActionProvider(Source.self, $0) }, for: source)
    let heights = handlers?.supplementaryHeights ?? [:]
    let estimates = handlers?.estimatedSupplementaryHeights ?? [:]
    let kinds = Set(heights.keys).union(estimates.keys)
      .union(interactions.supplementaryHeights.keys)
      .union(interactions.estimatedSupplementaryHeights.keys)
    for kind in kinds {
      var height: SectionProvider<Double?>?
      if let given = heights[kind] {
        height = SectionProvider(Source.self, given)
      } else if estimates[kind] != nil {
        height = SectionProvider(Source.self) { _, _ in nil }
      }
      if height != nil || interactions.supplementaryHeights[kind] != nil {
        interactions.supplementaryHeights[kind, default: ProvidersBySource()].set(
          height, for: source)
      }
      if estimates[kind] != nil || interactions.estimatedSupplementaryHeights[kind] != nil {
        interactions.estimatedSupplementaryHeights[kind, default: ProvidersBySource()].set(
          estimates[kind], for: source)
      }
    }
  }
}
