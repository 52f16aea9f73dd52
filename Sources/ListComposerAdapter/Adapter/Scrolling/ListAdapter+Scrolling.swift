import ListComposer

extension ListAdapter {
  /// Scrolls the view to the first item of a source that `item` names, at any depth of
  /// composition, and returns the screen position it scrolled to.
  ///
  ///     // screen = [pinned, [older, messages]]
  ///     try adapter.scroll(to: reply, in: messages, at: .centeredVertically)  // [2, 41]
  ///     try adapter.scroll(to: invoices, in: files)  // an outline's node, by its identity
  ///
  /// An item the screen does not show is an error, never a scroll to another row: the source
  /// may not have it now (filtered out, under a collapsed node of an outline, not loaded
  /// yet), or may not be shown (not on this screen, or behind a loading, empty or error
  /// placeholder).
  ///
  /// - Parameters:
  ///   - item: The item to scroll to: matched as `position(of:in:)` matches a model; for an
  ///     `OutlineDataSource`, the app's node, matched by its identity.
  ///   - source: A source of the screen, at any depth.
  ///   - scrollPosition: Where in the viewport the item goes. The default is
  ///     ``ListScrollPosition/nearest``.
  ///   - animated: Whether the view animates the scroll. The default is `true`.
  /// - Returns: The screen position of the item.
  /// - Throws: ``ScrollError`` when the item is not on screen or the view cannot scroll.
  /// - Complexity: What the source's `firstPosition(of:)` costs to find the item (O(1)
  ///   expected for an `ArrayDataSource` of an `Identifiable` model once it has indexed its
  ///   items, O(C) for an outline's node with C = 512, O(n) in n items otherwise), plus
  ///   O(m + d · k) to map its position to the screen (see `position(of:in:)`) and O(log r)
  ///   for a headless view to find its offset, where r is the number of rows.
  @discardableResult
  public func scroll<Source: ItemFindingDataSource>(
    to item: Source.FoundItem, in source: Source,
    at scrollPosition: ListScrollPosition = .nearest, animated: Bool = true
  ) throws(ScrollError) -> ListPosition {
    let view = try scrollingView()
    guard placeMapping(of: source) != nil else { throw .sourceNotShown(describe(source)) }
    guard let local = source.firstPosition(of: item) else {
      throw .notFound(item: String(describing: item), source: describe(source))
    }
    return try scroll(view, to: local, in: source, at: scrollPosition, animated: animated)
  }

  /// Scrolls the view to a position of one of the screen's sources, at any depth of
  /// composition, and returns the screen position it scrolled to.
  ///
  ///     try adapter.scroll(to: ListPosition(section: 0, item: 0), in: messages, at: .top)
  ///
  /// - Parameters:
  ///   - local: A position in `source`'s own index space.
  ///   - source: A source of the screen, at any depth.
  ///   - scrollPosition: Where in the viewport the item goes. The default is
  ///     ``ListScrollPosition/nearest``.
  ///   - animated: Whether the view animates the scroll. The default is `true`.
  /// - Returns: The screen position of the item.
  /// - Throws: ``ScrollError`` when the source has no such position, is not shown, or the
  ///   view cannot scroll.
  /// - Complexity: O(m + d · k) to map the position to the screen (see
  ///   `position(of:in:)`), plus O(log r) for a headless view to find its offset, where r is
  ///   the number of rows.
  @discardableResult
  public func scroll(
    to local: ListPosition, in source: some DataSource,
    at scrollPosition: ListScrollPosition = .nearest, animated: Bool = true
  ) throws(ScrollError) -> ListPosition {
    try scroll(try scrollingView(), to: local, in: source, at: scrollPosition, animated: animated)
  }

  private func scroll(
    _ view: any ScrollingListHost, to local: ListPosition, in source: some DataSource,
    at scrollPosition: ListScrollPosition, animated: Bool
  ) throws(ScrollError) -> ListPosition {
    guard let toScreen = placeMapping(of: source) else {
      throw .sourceNotShown(describe(source))
    }
    guard source.contains(local) else {
      throw .positionOutOfRange(local, source: describe(source))
    }
    guard let screen = toScreen(local) else { throw .sourceNotShown(describe(source)) }
    view.scroll(to: screen, at: scrollPosition, animated: animated)
    return screen
  }

  /// The view, when it can scroll.
  private func scrollingView() throws(ScrollError) -> any ScrollingListHost {
    guard let view = view as? any ScrollingListHost else { throw .viewCannotScroll(hostName) }
    return view
  }

  private func describe(_ source: some DataSource) -> String {
    String(describing: type(of: source))
  }
}
