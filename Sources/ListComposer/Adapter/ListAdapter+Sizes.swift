extension ListAdapter {
  // MARK: Row heights

  /// Gives the rows of a source their heights, in points, made for each item from its typed
  /// model and its position in the source when the view asks; `nil` leaves a row's height
  /// automatic.
  ///
  ///     adapter.setRowHeight(in: people, estimated: 64) { _, item in
  ///       item.model.isPromoted ? 96 : nil  // the others size themselves
  ///     }
  ///     adapter.rowHeight(at: ListPosition(section: 2, item: 0))  // 96.0, or nil
  ///
  /// Automatic is what the view does without a height from anyone: a `UITableView` sizes the
  /// row to its cell (or uses its `rowHeight`), an `NSTableView` uses its `rowHeight`. A
  /// composition may give heights for all its children; the source nearest the item that
  /// gives heights decides, and the one nearest the item that gives an estimate estimates. The
  /// app's delegate, when it answers the view's height question itself, wins. The source is
  /// held weakly.
  ///
  /// - Parameters:
  ///   - source: The source whose rows (and whose children's rows, for a composition) the
  ///     heights are for; it may sit at any depth of the screen.
  ///   - estimated: The height, in points, the view assumes for the source's rows before it
  ///     measures them (`estimatedHeightForRowAt`), or `nil` for no estimate of this source's.
  ///   - height: Returns the height of an item in points, or `nil` for automatic. By default
  ///     every row of the source is automatic, which suits a source that gives only an
  ///     estimate.
  public func setRowHeight<Source: DataSource>(
    in source: Source, estimated: Double? = nil,
    _ height: @escaping @MainActor (Source, SourceItem<Source.Model>) -> Double? = { _, _ in nil }
  ) {
    interactions.rowHeights.set(ActionProvider(Source.self, height), for: source)
    interactions.estimatedRowHeights.set(estimated, for: source)
    interactions.sizesDidChange?()
  }

  /// Removes the row heights and the estimate of a source: its rows are automatic again, or
  /// sized by its nearest composition that gives heights.
  public func removeRowHeight(in source: some DataSource) {
    interactions.rowHeights.set(nil, for: source)
    interactions.estimatedRowHeights.set(nil, for: source)
    interactions.sizesDidChange?()
  }

  /// Returns the height, in points, of the row at a screen position: what the source nearest
  /// the item that gives row heights returns for it; `nil` for automatic (no source gives
  /// heights, the one that decides returns `nil`, or returns a height that is negative or not
  /// finite, which is logged) and for a position that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  public func rowHeight(at position: ListPosition) -> Double? {
    guard let (provider, owner, local) = interactions.rowHeights.provider(for: position, in: self)
    else { return nil }
    return checked(provider.value(owner, local) ?? nil, "row height", at: "the item at \(position)")
  }

  /// Returns the estimated height, in points, of the row at a screen position: the estimate of
  /// the source nearest the item that gives one (``setRowHeight(in:estimated:_:)``); `nil`
  /// when none does or the position does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  public func estimatedRowHeight(at position: ListPosition) -> Double? {
    guard let (estimate, _, _) = interactions.estimatedRowHeights.provider(for: position, in: self)
    else { return nil }
    return checked(estimate, "estimated row height", at: "the item at \(position)", positive: true)
  }

  // MARK: Item sizes

  /// Gives the items of a source their sizes, in points, in a flow layout, made for each item
  /// from its typed model and its position in the source when the layout asks; `nil` leaves
  /// an item's size to the layout.
  ///
  ///     adapter.setItemSize(in: contacts) { _, item in
  ///       ListSize(width: item.model.isFavorite ? 240 : 160, height: 96)
  ///     }
  ///     adapter.itemSize(at: ListPosition(section: 0, item: 1))  // 160.0 × 96.0
  ///
  /// The layout's own size is its `itemSize` (or, for a layout whose cells size themselves, its
  /// estimate). A compositional layout does not ask: its sections say how big their items are.
  /// A composition may give sizes for all its children; the source nearest the item that gives
  /// sizes decides. The app's delegate, when it answers the layout's size question itself,
  /// wins. The source is held weakly.
  public func setItemSize<Source: DataSource>(
    in source: Source,
    _ size: @escaping @MainActor (Source, SourceItem<Source.Model>) -> ListSize?
  ) {
    interactions.itemSizes.set(ActionProvider(Source.self, size), for: source)
    interactions.sizesDidChange?()
  }

  /// Removes the item sizes of a source: its items get the layout's size again, or the sizes
  /// of its nearest composition that gives them.
  public func removeItemSize(in source: some DataSource) {
    interactions.itemSizes.set(nil, for: source)
    interactions.sizesDidChange?()
  }

  /// Returns the size, in points, of the item at a screen position: what the source nearest
  /// the item that gives sizes returns for it; `nil` for the layout's own size (no source gives
  /// sizes, the one that decides returns `nil`, or returns a negative or infinite width or
  /// height, which is logged) and for a position that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  public func itemSize(at position: ListPosition) -> ListSize? {
    guard let (provider, owner, local) = interactions.itemSizes.provider(for: position, in: self),
      let size = provider.value(owner, local) ?? nil
    else { return nil }
    let place = "the item at \(position)"
    guard checked(size.width, "item width", at: place) != nil,
      checked(size.height, "item height", at: place) != nil
    else { return nil }
    return size
  }

  // MARK: Header and footer heights

  /// Gives the headers, footers or other supplementary views of one kind of a source's
  /// sections their heights, in points, made for each section from the source and the
  /// section's index in it when the view asks; `nil` leaves a height automatic.
  ///
  ///     adapter.setSupplementaryHeight(in: messages, kind: SupplementaryKind.header) { _, _ in
  ///       52
  ///     }
  ///     adapter.supplementaryHeight(ofKind: SupplementaryKind.header, inSection: 1)  // 52.0
  ///
  /// Automatic is what the view does without a height from anyone: a `UITableView` sizes a
  /// header view to fit (or uses its `sectionHeaderHeight` for a title), a flow layout uses
  /// its `headerReferenceSize`, an `NSTableView` gives a group row its `rowHeight`. In a flow
  /// layout that scrolls sideways, the value is the header's width, its extent along the
  /// scrolling direction. A section belongs to the child that owns it, or to a linear
  /// composition, which owns its one section; a composition may give heights for all the
  /// sections of its children, and the source nearest the section that gives them decides.
  /// The app's delegate, when it answers the view's question itself, wins. The source is held
  /// weakly.
  ///
  /// - Parameters:
  ///   - source: The source whose sections the heights are for.
  ///   - kind: The kind of view, such as ``SupplementaryKind/header``.
  ///   - estimated: The height, in points, the view assumes before it measures the views
  ///     (`estimatedHeightForHeaderInSection`), or `nil` for no estimate of this source's.
  ///   - height: Returns the height for a section, given its index in the source, or `nil`
  ///     for automatic. By default every section of the source is automatic.
  public func setSupplementaryHeight<Source: DataSource>(
    in source: Source, kind: String, estimated: Double? = nil,
    _ height: @escaping @MainActor (Source, Int) -> Double? = { _, _ in nil }
  ) {
    interactions.supplementaryHeights[kind, default: ProvidersBySource()].set(
      SectionProvider(Source.self, height), for: source)
    interactions.estimatedSupplementaryHeights[kind, default: ProvidersBySource()].set(
      estimated, for: source)
    interactions.sizesDidChange?()
  }

  /// Removes the heights and the estimate a source gives its supplementary views of a kind.
  public func removeSupplementaryHeight(in source: some DataSource, kind: String) {
    interactions.supplementaryHeights[kind]?.set(nil, for: source)
    interactions.estimatedSupplementaryHeights[kind]?.set(nil, for: source)
    interactions.sizesDidChange?()
  }

  /// Returns the height, in points, of a section's supplementary view of a kind: what the
  /// source nearest the section that gives heights of that kind returns for it; `nil` for
  /// automatic (none gives heights, the one that decides returns `nil`, or returns a height that
  /// is negative or not finite, which is logged) and for a section that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  public func supplementaryHeight(ofKind kind: String, inSection section: Int) -> Double? {
    guard
      let (provider, owner, local) = interactions.supplementaryHeights[kind]?.provider(
        forSection: section, in: self)
    else { return nil }
    return checked(
      provider.value(owner, local) ?? nil, "\(kind) height", at: "section \(section)")
  }

  /// Returns the estimated height, in points, of a section's supplementary view of a kind: the
  /// estimate of the source nearest the section that gives one; `nil` when none does or the
  /// section does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  public func estimatedSupplementaryHeight(ofKind kind: String, inSection section: Int)
    -> Double?
  {
    guard
      let (estimate, _, _) = interactions.estimatedSupplementaryHeights[kind]?.provider(
        forSection: section, in: self)
    else { return nil }
    return checked(
      estimate, "estimated \(kind) height", at: "section \(section)", positive: true)
  }

  // MARK: For the bridges

  /// Returns whether some source gives the sizes a view asks with `question`: a bridge tells
  /// its view that it answers a size question only then (or when the app's delegate does), so
  /// that a view nobody gives sizes to sizes its rows as it would without the bridge.
  ///
  /// - Complexity: O(p), where p is the number of sources that give sizes of that kind.
  package func givesSizes(for question: SizeQuestion) -> Bool {
    switch question {
    case .rowHeight: !interactions.rowHeights.isEmpty
    case .estimatedRowHeight: !interactions.estimatedRowHeights.isEmpty
    case .itemSize: !interactions.itemSizes.isEmpty
    case .supplementaryHeight(let kind):
      !(interactions.supplementaryHeights[kind]?.isEmpty ?? true)
    case .estimatedSupplementaryHeight(let kind):
      !(interactions.estimatedSupplementaryHeights[kind]?.isEmpty ?? true)
    }
  }

  /// Called after a source's sizes are given or removed: the bridge tells its view to ask
  /// again. One bridge sets it.
  package var onSizesChange: (@MainActor () -> Void)? {
    get { interactions.sizesDidChange }
    set { interactions.sizesDidChange = newValue }
  }

  /// `value` when it is a finite number of points, 0 or more (more than 0 for an estimate);
  /// otherwise `nil`, and the value a view would raise an exception for is logged.
  private func checked(
    _ value: Double?, _ what: String, at place: String, positive: Bool = false
  ) -> Double? {
    guard let value else { return nil }
    guard value.isFinite, positive ? value > 0 : value >= 0 else {
      view?.log(
        "ListComposer: \(hostName) ignored the \(what) \(value) a source gave for \(place): "
          + "it must be a finite number of points, \(positive ? "more than 0" : "0 or more")")
      return nil
    }
    return value
  }
}

/// A width and a height, in points: the size a source gives an item of a flow layout
/// (``ListAdapter/setItemSize(in:_:)``).
///
///     let tile = ListSize(width: 160, height: 96)
///     tile.description  // "160.0 × 96.0"
///
/// Portable, so that sizes are decided and tested on any platform; the bridges make a
/// `CGSize` of it.
public struct ListSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size from a width and a height in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The width and height: "160.0 × 96.0".
  public var description: String { "\(width) × \(height)" }
}

/// A size question a view asks its delegate, for a bridge that answers it only when a source
/// gives that size (``ListAdapter/givesSizes(for:)``).
package enum SizeQuestion: Hashable, Sendable {
  /// A row's height (`heightForRowAt`, `heightOfRow`).
  case rowHeight
  /// A row's estimated height (`estimatedHeightForRowAt`).
  case estimatedRowHeight
  /// An item's size in a flow layout (`sizeForItemAt`).
  case itemSize
  /// The height of a section's supplementary view of a kind (`heightForHeaderInSection`,
  /// `referenceSizeForHeaderInSection`).
  case supplementaryHeight(String)
  /// The estimated height of a section's supplementary view of a kind.
  case estimatedSupplementaryHeight(String)
}

/// Something a source gives for one of its sections, typed by the source and erased for the
/// table of providers: `nil` when the source's section is not there.
@MainActor
struct SectionProvider<Value> {
  let value: @MainActor (any DataSource, Int) -> Value?

  init<Source: DataSource>(
    _ type: Source.Type, _ body: @escaping @MainActor (Source, Int) -> Value
  ) {
    value = { owner, section in
      guard let owner = owner as? Source, section >= 0,
        section < ListLimits.clamp(owner.numberOfSections)
      else { return nil }
      return body(owner, section)
    }
  }
}
