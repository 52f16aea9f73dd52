extension StatefulDataSource {
  /// Renders some kinds of placeholder row with another decorator: a spinner cell while
  /// loading, an illustration when empty, say.
  ///
  ///     inbox.setPlaceholder(SpinnerDecorator.self, for: [.loading, .loadingMore])
  ///     inbox.setPlaceholder(EmptyInboxDecorator.self, for: [.empty])
  ///
  /// Set decorators before the source is shown, so that the host registers their cells when it
  /// attaches; a decorator set later is registered with the next batch. A row of one of these
  /// kinds that shows now is replaced.
  ///
  /// - Complexity: O(k), where k is the number of kinds.
  public func setPlaceholder<Decorator: CellDecorator>(
    _ decorator: Decorator.Type, for kinds: Set<Placeholder.Kind>
  ) where Decorator.Model == Placeholder {
    let renderer = PlaceholderRenderer(decorator)
    changeRenderers(of: kinds) { $0 = renderer }
  }

  /// Shows no row for some kinds of placeholder: a section that has nothing to show while it
  /// loads, or a list without a "loading more" row.
  ///
  ///     inbox.removePlaceholder(for: [.empty])   // an empty inbox shows an empty section
  ///
  /// - Complexity: O(k), where k is the number of kinds.
  public func removePlaceholder(for kinds: Set<Placeholder.Kind>) {
    changeRenderers(of: kinds) { $0 = nil }
  }

  private func changeRenderers(
    of kinds: Set<Placeholder.Kind>, _ change: @escaping (inout PlaceholderRenderer?) -> Void
  ) {
    updates.run(.queue(returning: ())) {
      for kind in kinds { change(&self.renderers[kind]) }
      switch self.shown {
      case .placeholder(let kind, _):
        self.refreshesPlaceholderRow = kinds.contains(kind)
      case .content(_, let leading, let trailing):
        self.refreshesLeadingRow = leading.map(kinds.contains) ?? false
        self.refreshesPlaceholderRow = trailing.map(kinds.contains) ?? false
      }
      _ = self.publishReconciled()
    }
  }
}

/// A placeholder decorator with its cell type erased, as a stateful source keeps it.
///
/// The decorator is given the row's context (its position in the stateful source, the screen
/// position, the host) through `decorate(_:with:in:)`, as an item decorator is.
@MainActor
struct PlaceholderRenderer {
  let registration: CellRegistration
  let make: @MainActor (CellContext, Placeholder) throws -> AnyObject

  init<Decorator: CellDecorator>(_ decorator: Decorator.Type)
  where Decorator.Model == Placeholder {
    registration = decorator.cellRegistration
    make = { context, placeholder in
      let cell = try context.request.dequeue(
        Decorator.Cell.self, reuseIdentifier: decorator.reuseIdentifier)
      decorator.decorate(cell, with: placeholder, in: context)
      return cell
    }
  }
}
