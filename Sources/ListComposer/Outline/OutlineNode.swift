/// One node of an outline: a model and the nodes under it.
///
/// An outline is a value: an array of root nodes, each holding its children. Because children
/// are held by value, a node can never be its own ancestor, so an outline has no cycles to
/// detect; the identities of its models must still be unique (see
/// ``OutlineDataSource/setTree(_:options:)``).
///
///     let tree = [
///       OutlineNode(Folder("Documents"), children: [
///         OutlineNode(Folder("Invoices")), OutlineNode(Folder("Letters")),
///       ]),
///       OutlineNode(Folder("Pictures")),
///     ]
public struct OutlineNode<Model> {
  /// The node's model.
  public var model: Model
  /// The nodes under this one, in order.
  public var children: [OutlineNode<Model>]
  /// A Boolean value that indicates whether the node's children are loaded when it is first
  /// expanded, by the outline's child loader (see
  /// ``OutlineDataSource/setChildLoader(_:placeholder:)``), rather than given here.
  ///
  /// Such a node shows as having children (``OutlineItem/hasChildren``) while `children` is
  /// empty; once it has children, it is an ordinary node.
  public var loadsChildren: Bool

  /// Creates a node with a model and the nodes under it.
  public init(_ model: Model, children: [OutlineNode<Model>] = []) {
    self.model = model
    self.children = children
    self.loadsChildren = false
  }

  /// Creates a node whose children are loaded when it is first expanded.
  ///
  ///     OutlineNode(Folder("Server"), loadsChildren: true)
  public init(_ model: Model, loadsChildren: Bool) {
    self.model = model
    self.children = []
    self.loadsChildren = loadsChildren
  }
}

extension OutlineNode: Equatable where Model: Equatable {}
extension OutlineNode: Hashable where Model: Hashable {}
extension OutlineNode: Sendable where Model: Sendable {}

/// What an outline shows in one row: a node's model with its place in the tree, which a
/// decorator reads to indent the row and draw its disclosure indicator.
///
///     enum FolderDecorator: CellDecorator {
///       static func decorate(_ cell: FolderCell, with item: OutlineItem<Folder>) {
///         cell.title = item.model.name
///         cell.indentationLevel = item.level
///         cell.disclosure = item.hasChildren ? (item.isExpanded ? .open : .closed) : .none
///       }
///     }
///
/// Two items are the same item when their models have the same identity; their content is
/// equal when the models' content, the level, and the two flags are, so a node that moves to
/// another level or gains its first child is refreshed.
public struct OutlineItem<Model> {
  /// The node's model.
  public var model: Model
  /// The node's depth: 0 for a root, 1 for a root's child, and so on.
  public var level: Int {
    get { Int(storedLevel) }
    set { storedLevel = Int32(clamping: newValue) }
  }
  /// The level in 32 bits, so that an item of a word-sized model takes 16 bytes: an outline
  /// keeps one per row shown, and reads one per cell request.
  @usableFromInline var storedLevel: Int32
  /// A Boolean value that indicates whether the node has children (shown or not).
  public var hasChildren: Bool
  /// A Boolean value that indicates whether the node is expanded, so its children are shown.
  public var isExpanded: Bool
  /// The kind of the row when it is not the node's own row but the loading
  /// (``Placeholder/Kind/loading``) or error (``Placeholder/Kind/error``) row shown under the
  /// node `model` while its children load; `nil` for a node's own row.
  ///
  /// The outline renders such a row with the placeholder decorator given to
  /// ``OutlineDataSource/setChildLoader(_:placeholder:)``.
  public var loadRow: Placeholder.Kind?

  /// Creates an item.
  public init(
    model: Model, level: Int, hasChildren: Bool, isExpanded: Bool,
    loadRow: Placeholder.Kind? = nil
  ) {
    self.model = model
    self.storedLevel = Int32(clamping: level)
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
    self.loadRow = loadRow
  }
}

extension OutlineItem: Equatable where Model: Equatable {}
extension OutlineItem: Hashable where Model: Hashable {}
extension OutlineItem: Sendable where Model: Sendable {}

extension OutlineItem: Identifiable where Model: Identifiable {
  /// The identity of the node's model.
  public var id: Model.ID { model.id }
}

extension OutlineItem: ContentEquatable where Model: ContentEquatable {
  /// Returns whether the models' content, the levels and the flags are equal.
  public func isContentEqual(to other: OutlineItem<Model>) -> Bool {
    level == other.level && hasChildren == other.hasChildren
      && isExpanded == other.isExpanded && loadRow == other.loadRow
      && model.isContentEqual(to: other.model)
  }
}
