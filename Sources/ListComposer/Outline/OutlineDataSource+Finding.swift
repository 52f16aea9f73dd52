extension OutlineDataSource: ItemFindingDataSource {
  /// Returns the position of a node's row in this source, found by the node's identity, or
  /// `nil` when no row shows the node now.
  ///
  ///     try files.expand(id: "Documents")
  ///     files.firstPosition(of: invoices)             // [0, 1]
  ///     try adapter.scroll(to: invoices, in: files)  // the same row, on the screen
  ///
  /// The node is matched by its `id` alone: a tree holds one node per identity, so a copy of
  /// the node taken before its content changed still finds its row. A node with no row is
  /// `nil`, never another node's row: one under a collapsed ancestor, one not in the tree (a
  /// child still loading, or removed by ``setTree(_:options:)``). The loading or error row
  /// under a node is not the node's row.
  ///
  /// - Parameter node: The node to find, as the app holds it.
  /// - Returns: The position of the node's own row, or `nil`.
  /// - Complexity: O(C) expected, where C is the number of rows in a chunk (512); O(r) while
  ///   a stage of ``setTree(_:options:)`` shows, where r is the number of rows.
  public func firstPosition(of node: Node) -> ListPosition? {
    position(of: node.id)
  }
}
