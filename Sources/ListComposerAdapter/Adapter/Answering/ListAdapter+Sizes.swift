import ListComposer

extension ListAdapter {
  // MARK: Row heights

  /// Returns the height, in points, of the row at a screen position: what the source nearest
  /// the item that gives row heights returns for it; `nil` for automatic (no source gives
  /// heights, the one that decides returns `nil`, or returns a height that is negative or not
  /// finite, which is logged) and for a position that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  package func rowHeight(at position: ListPosition) -> Double? {
    guard let (provider, owner, local) = interactions.rowHeights.provider(for: position, in: self)
    else { return nil }
    return checked(provider.value(owner, local) ?? nil, "row height", at: "the item at \(position)")
  }

  /// Returns the estimated height, in points, of the row at a screen position: the estimate of
  /// the source nearest the item that gives one (``SourceHandlers/rowHeight``); `nil`
  /// when none does or the position does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level.
  package func estimatedRowHeight(at position: ListPosition) -> Double? {
    guard let (estimate, _, _) = interactions.estimatedRowHeights.provider(for: position, in: self)
    else { return nil }
    return checked(estimate, "estimated row height", at: "the item at \(position)", positive: true)
  }

  // MARK: Item sizes

  /// Returns the size, in points, of the item at a screen position: what the source nearest
  /// the item that gives sizes returns for it; `nil` for the layout's own size (no source gives
  /// sizes, the one that decides returns `nil`, or returns a negative or infinite width or
  /// height, which is logged) and for a position that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  package func itemSize(at position: ListPosition) -> ListSize? {
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

  /// Returns the height, in points, of a section's supplementary view of a kind: what the
  /// source nearest the section that gives heights of that kind returns for it; `nil` for
  /// automatic (none gives heights, the one that decides returns `nil`, or returns a height that
  /// is negative or not finite, which is logged) and for a section that does not exist.
  ///
  /// - Complexity: O(d log k), where d is the depth of the composition and k the number of
  ///   children at each level, plus the provider's own work.
  package func supplementaryHeight(ofKind kind: String, inSection section: Int) -> Double? {
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
  package func estimatedSupplementaryHeight(ofKind kind: String, inSection section: Int)
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
/// (``SourceHandlers/itemSize``).
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
