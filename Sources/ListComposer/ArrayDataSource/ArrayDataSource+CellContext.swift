/// The closures that fill a cell knowing where it is shown; see ``CellContext``.
extension ArrayDataSource {
  /// Creates a single-section data source whose cells are filled by a closure that also
  /// receives the cell's ``CellContext``: its position in this source and on the screen, and
  /// the host that shows it.
  ///
  ///     let steps = ArrayDataSource(recipe.steps, cell: StepCell.self) { cell, step, context in
  ///       cell.textLabel = "\(context.position.item + 1). \(step.text)"
  ///     }
  ///     // cell 2 reads "3. Simmer", wherever `steps` sits on the screen
  ///
  /// The closure of two arguments (`{ cell, model in ... }`) stays the shorter form for cells
  /// that need only their model; a source filled that way never makes a context.
  ///
  /// - Parameters:
  ///   - items: The items to show, in one section.
  ///   - cell: The cell class to dequeue.
  ///   - reuseIdentifier: The identifier to pool cells under; defaults to the cell type's name.
  ///   - header: The title shown above the section, if any.
  ///   - footer: The title shown below the section, if any.
  ///   - configure: Fills a cell with a model, knowing where the cell is shown.
  /// - Complexity: O(1).
  @inlinable
  public convenience init(
    _ items: [Model],
    cell: Cell.Type,
    reuseIdentifier: String? = nil,
    header: String? = nil,
    footer: String? = nil,
    configure: @escaping @MainActor (Cell, Model, CellContext) -> Void
  ) {
    self.init(
      sections: [ListSection(header: header, items: items, footer: footer)],
      cell: cell, reuseIdentifier: reuseIdentifier, configure: configure)
  }

  /// Creates a data source of sections whose cells are filled by a closure that also receives
  /// the cell's ``CellContext``: its position in this source and on the screen, and the host.
  ///
  ///     let steps = ArrayDataSource(
  ///       sections: [ListSection(header: "Steps", items: recipe.steps)], cell: StepCell.self
  ///     ) { cell, step, context in
  ///       cell.textLabel = "\(context.position.item + 1). \(step.text)"
  ///     }
  ///
  /// - Parameters:
  ///   - sections: The sections to show.
  ///   - cell: The cell class to dequeue.
  ///   - reuseIdentifier: The identifier to pool cells under; defaults to the cell type's name.
  ///   - configure: Fills a cell with a model, knowing where the cell is shown.
  /// - Complexity: O(s), where s is the number of sections.
  @inlinable
  public convenience init(
    sections: [ListSection<Model>],
    cell: Cell.Type,
    reuseIdentifier: String? = nil,
    configure: @escaping @MainActor (Cell, Model, CellContext) -> Void
  ) {
    self.init(
      sections: sections, reuseIdentifier: reuseIdentifier ?? String(describing: cell),
      filling: .context { cell, model, position, request in
        configure(cell, model, CellContext(position: position, request: request))
      })
  }
}
