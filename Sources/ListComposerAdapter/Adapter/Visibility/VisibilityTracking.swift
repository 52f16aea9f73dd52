import ListComposer

/// What the adapter keeps to tell sources what of them the viewport shows: the sources that
/// asked, the last viewport, and for each distance of a working range (0 for the viewport
/// itself) the items it spanned and how many of them each source holds.
///
/// A scroll compares the new spans with the old ones: equal spans (a scroll within a row) need
/// no work per row; otherwise only the items between the old and the new edges are looked at.
/// A batch or a reload moves positions, so the next report compares items by identity
/// instead, over the spans only.
@MainActor
struct VisibilityTracking {
  /// A source that asked, with its handler and its working range.
  struct Member {
    weak var source: AnyObject?
    let workingRange: Double?
    let hearsScrolling: Bool
    let deliver: @MainActor (any DataSource, ErasedVisibilityEvent) -> Void
  }

  /// One distance's span and the number of its items each source holds.
  struct Span {
    var range: ClosedRange<ListPosition>?
    var counts: [ObjectIdentifier: Int] = [:]
    /// The band's height and the tops it may have and span the same items, when the view
    /// tells: a scroll that keeps the top within them needs no look-up.
    var height = 0.0
    var sameItemsWhileTopIn: (lower: Double, upper: Double)?

    /// Returns whether a band of a height at a top spans the same items, as far as known.
    func holds(top: Double, height: Double) -> Bool {
      guard let bounds = sameItemsWhileTopIn, height == self.height else { return false }
      return bounds.lower < top && top < bounds.upper
    }
  }

  /// A visible row of a source that asked: the source nearest the item with a handler, the
  /// item's model and position there, and its identity (to follow it across a batch).
  struct Row {
    let owner: ObjectIdentifier
    let model: Any
    let local: ListPosition
    let identity: AnyHashable
  }

  var members: [ObjectIdentifier: Member] = [:]
  /// The members in the order they asked: the order of events of one kind.
  var order: [ObjectIdentifier] = []
  var viewport: ListViewport?
  /// The spans by distance in screens; 0 is the viewport.
  var spans: [Double: Span] = [:]
  /// The members within their working range, as last told.
  var inRange: Set<ObjectIdentifier> = []
  /// The visible rows of members, by screen position.
  var rows: [ListPosition: Row] = [:]
  /// A Boolean value that indicates whether positions may have moved since the spans were
  /// taken (a batch, a reload, new handlers): the next report compares by identity.
  var needsRebuild = true
  /// A Boolean value that indicates whether rows changed height in place since the spans were
  /// taken: the next report looks them up, and compares them by position.
  var needsLookup = false

  /// What the last report leaves for the next one to skip: for each distance, in order, the
  /// band's height and the tops that keep the rows at its edges; `nil` when a scroll must be
  /// worked out (a view that cannot tell, a source that hears scrolls shows, positions moved).
  var still: [StillBand]?
  /// How many reported viewports were worked out (their spans compared) instead of skipped.
  var workedOut = 0

  /// A distance's band as the last report left it, and the tops that keep its edge rows.
  struct StillBand {
    let distance: Double
    let height: Double
    let lower: Double
    let upper: Double
  }

  /// The distances tracked, in order: the viewport, and each member's working range. Set with
  /// the members (``membersDidChange()``).
  private(set) var distances: [Double] = [0]
  /// The members that hear scrolls, in the order they asked. Set with the members.
  private(set) var scrollers: [ObjectIdentifier] = []
  /// The working range of each member, or -1 for none: what ``counts(_:at:)`` reads. Set with
  /// the members.
  private var countedRanges: [ObjectIdentifier: Double] = [:]

  /// Takes the distances again after members changed, and drops the spans of the others.
  mutating func membersDidChange() {
    var distances: Set<Double> = [0]
    countedRanges = [:]
    for (id, member) in members where member.source != nil {
      if let range = member.workingRange { distances.insert(max(0, range)) }
      countedRanges[id] = member.workingRange.map { max(0, $0) } ?? -1
    }
    self.distances = distances.sorted()
    scrollers = order.filter { members[$0]?.source != nil && members[$0]?.hearsScrolling == true }
    spans = spans.filter { distances.contains($0.key) }
    still = nil
  }

  /// Returns whether a viewport spans, at every distance, the items the last report spanned,
  /// with the same rows at each edge, and no source hears its scroll: there is nothing to tell,
  /// and nothing to look up.
  ///
  /// - Complexity: O(w), where w is the number of distinct working ranges.
  func isStill(_ viewport: ListViewport) -> Bool {
    guard let still, !needsRebuild, !needsLookup else { return false }
    for band in still {
      // The top and the height as `ListAdapter.updateVisibility` works them out, so that
      // skipping decides as its comparison would.
      guard let top = viewport.top(extendedBy: band.distance) else { return false }
      let height = viewport.height + 2 * (viewport.contentOffset - top)
      guard height == band.height, band.lower < top, top < band.upper else { return false }
    }
    return true
  }

  /// Takes what the next report may skip from the spans just worked out: nothing while a source
  /// that hears scrolls shows, or when the view did not tell how far a band may move.
  mutating func takeStillBands() {
    still = nil
    if let shown = spans[0], scrollers.contains(where: { shown.counts[$0, default: 0] > 0 }) {
      return
    }
    var bands: [StillBand] = []
    bands.reserveCapacity(distances.count)
    for distance in distances {
      guard let span = spans[distance], let bounds = span.sameItemsWhileTopIn else { return }
      bands.append(
        StillBand(distance: distance, height: span.height, lower: bounds.lower, upper: bounds.upper)
      )
    }
    still = bands
  }

  /// Returns whether a member counts in the span of a distance: every member counts in the
  /// viewport's (it hears scrolls while it shows), and in its working range's.
  ///
  /// Read from a table of identifiers, with no look at the source itself: a row that crosses
  /// an edge asks it of each of its owners. A member whose source went since the members last
  /// changed still counts, and hears nothing: ``hearsRange(_:at:)`` and the delivery look.
  func counts(_ id: ObjectIdentifier, at distance: Double) -> Bool {
    guard let range = countedRanges[id] else { return false }
    return distance == 0 || range == distance
  }

  /// Returns whether a member hears the working-range events of a distance.
  func hearsRange(_ id: ObjectIdentifier, at distance: Double) -> Bool {
    guard let member = members[id], member.source != nil, let range = member.workingRange else {
      return false
    }
    return max(0, range) == distance
  }
}

/// A ``VisibilityEvent`` before it is typed for its source.
enum ErasedVisibilityEvent {
  case appeared([(model: Any, position: ListPosition)])
  case disappeared([(model: Any, position: ListPosition)])
  case enteredWorkingRange
  case leftWorkingRange
  case scrolled(contentOffset: Double, viewportHeight: Double)

  /// The event with its models cast to a source's model type.
  func typed<Model>(_: Model.Type) -> VisibilityEvent<Model> {
    func items(_ items: [(model: Any, position: ListPosition)]) -> [SourceItem<Model>] {
      items.compactMap { item in
        (item.model as? Model).map { SourceItem(model: $0, position: item.position) }
      }
    }
    switch self {
    case .appeared(let list): return .appeared(items(list))
    case .disappeared(let list): return .disappeared(items(list))
    case .enteredWorkingRange: return .enteredWorkingRange
    case .leftWorkingRange: return .leftWorkingRange
    case .scrolled(let offset, let height):
      return .scrolled(contentOffset: offset, viewportHeight: height)
    }
  }
}
