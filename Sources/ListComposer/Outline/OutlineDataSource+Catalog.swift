/// How an outline built on a ``DecoratorCatalog`` renders its rows: each row's item is shown by
/// the catalog's decorator of ``OutlineItem`` of the outline's node type, of the variant a
/// closure chooses for the item (by its level, or by the kind of its model).
@MainActor
struct OutlineCatalogRows<Node> {
  /// The decorators, by model type and variant.
  let catalog: DecoratorCatalog
  /// The variant of decorator to prefer for an item, or `nil` for the default decorator.
  let variant: @MainActor (OutlineItem<Node>) -> String?
  /// The reuse identifiers that name two cell types in the catalog, with the error that says so.
  let conflicts: [String: ListError]

  init(catalog: DecoratorCatalog, variant: @escaping @MainActor (OutlineItem<Node>) -> String?) {
    self.catalog = catalog
    self.variant = variant
    self.conflicts = Dictionary(
      catalog.conflicts().map { ($0.reuseIdentifier, $0.error) }, uniquingKeysWith: { a, _ in a })
  }

  /// The decorator of an item: the catalog's for `OutlineItem<Node>` of the item's variant,
  /// or its default one.
  func decorator(for item: OutlineItem<Node>) -> AnyCellDecorator? {
    catalog.decorator(forModelType: OutlineItem<Node>.self, variant: variant(item))
  }

  /// A cell dequeued from the request's host and filled by the item's decorator.
  func cell(for item: OutlineItem<Node>, at position: ListPosition, with request: CellRequest)
    throws -> AnyObject
  {
    let chosen = variant(item)
    guard
      let decorator = catalog.decorator(forModelType: OutlineItem<Node>.self, variant: chosen)
    else {
      let name = String(describing: OutlineItem<Node>.self)
      throw ListError.noDecorator(modelType: chosen.map { "\(name) (variant \"\($0)\")" } ?? name)
    }
    if let conflict = conflicts[decorator.reuseIdentifier] {
      throw conflict
    }
    return try decorator.cell(for: item, at: position, with: request)
  }
}

extension OutlineDataSource where Cell == AnyObject {
  /// Creates an outline whose rows are shown by several cell types, chosen per row from a
  /// ``DecoratorCatalog`` as ``MixedDataSource`` chooses them per item: a folder's row and a
  /// file's, or the rows of level 0 and the deeper ones, get different cells.
  ///
  /// Every row's model is an ``OutlineItem`` of `Node`, so the catalog's decorators for this
  /// outline are decorators of `OutlineItem<Node>`, registered under variants; `variant`
  /// names the variant for each row (`nil`, or a variant the catalog lacks, picks the default
  /// decorator of `OutlineItem<Node>`):
  ///
  ///     enum FolderRow: CellDecorator {          // Model == OutlineItem<Entry>, Cell == FolderCell
  ///       static func decorate(_ cell: FolderCell, with item: OutlineItem<Entry>) { ... }
  ///     }
  ///     enum FileRow: CellDecorator { ... }      // Model == OutlineItem<Entry>, Cell == FileCell
  ///
  ///     var catalog = DecoratorCatalog()
  ///     catalog.register(FileRow.self)                      // the default
  ///     catalog.register(FolderRow.self, variant: "folder")
  ///     let files = try OutlineDataSource(tree, catalog: catalog) { item in
  ///       item.model.isFolder ? "folder" : nil
  ///     }
  ///     // or by level: OutlineDataSource(tree, catalog: catalog) { $0.level == 0 ? "group" : nil }
  ///
  /// The outline asks its host to register every cell type of the catalog before its first
  /// row shows (see ``cellRegistrations``), so rows that appear later by expansion, by
  /// ``setTree(_:options:)`` or by a load find their cells registered. A row whose item has
  /// no decorator (neither of its variant nor a default) is a typed error, never a trap: its
  /// cell request throws ``ListError/noDecorator(modelType:)`` naming `OutlineItem<Node>` and
  /// the variant asked for. Two cell types under one reuse identifier in the catalog make the
  /// cell requests that use it throw
  /// ``ListError/conflictingRegistration(reuseIdentifier:existing:new:)``.
  ///
  /// Events reach ``onEvent`` with the cell as `AnyObject`; cast it to the row's cell type.
  ///
  /// - Parameters:
  ///   - roots: The tree, every node collapsed.
  ///   - catalog: The decorators; those of `OutlineItem<Node>` show the rows.
  ///   - variant: The variant of decorator for a row, from its item (its model, level, and
  ///     disclosure state); by default `nil`, the default decorator, for every row.
  /// - Throws: ``OutlineError/duplicateNode(_:)`` when two nodes have the same identity.
  /// - Complexity: O(n + d), where n is the number of nodes and d the number of decorators in
  ///   the catalog; a cell request is O(1) on average plus the decorator's work.
  public convenience init(
    _ roots: [OutlineNode<Node>], catalog: DecoratorCatalog,
    variant: @escaping @MainActor (OutlineItem<Node>) -> String? = { _ in nil }
  ) throws(OutlineError) {
    try self.init(
      roots: roots, reuseIdentifier: "", chunkCapacity: Self.defaultChunkCapacity
    ) { _, _, _, _ in }
    catalogRows = OutlineCatalogRows(catalog: catalog, variant: variant)
  }
}

extension OutlineDataSource {
  /// The catalog whose decorators show the rows, for an outline created with
  /// ``init(_:catalog:variant:)``; `nil` for an outline of one cell type.
  package var catalog: DecoratorCatalog? { catalogRows?.catalog }

  /// Returns the catalog's decorator that shows an item in this outline (of the item's
  /// variant, or the default one), or `nil` when it has none or the outline has no catalog.
  ///
  ///     if let item = files.model(at: position) {
  ///       files.decorator(for: item)?.reuseIdentifier   // "FolderCell" for a folder's row
  ///     }
  ///
  /// - Complexity: O(1) on average, plus the variant closure's work.
  package func decorator(for item: OutlineItem<Node>) -> AnyCellDecorator? {
    catalogRows?.decorator(for: item)
  }
}
