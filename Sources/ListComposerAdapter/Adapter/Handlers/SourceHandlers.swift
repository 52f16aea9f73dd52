import ListComposer

/// What the user may do with the items of one source, the sizes and section events the
/// source answers for, and what it hears of the viewport: one value per source, given to the adapter with
/// ``ListAdapter/setHandlers(_:for:)``.
///
///     adapter.setHandlers(
///       SourceHandlers(
///         delete: { messages, position in _ = try messages.remove(at: position) },
///         trailingSwipeActions: { messages, item in
///           SwipeActions([
///             ItemAction(id: "read", title: item.model.isRead ? "Unread" : "Read") {
///               try messages.update(
///                 at: item.position, with: item.model.toggledRead(), updateStyle: .reconfigure)
///             }
///           ])
///         },
///         rowHeight: { _, item in item.model.isPinned ? 96 : nil }),
///       for: messages)
///     adapter.setHandlers(.reordering(), for: tasks)  // a source that moves its own items
///     adapter.setHandlers(nil, for: messages)         // none any more
///
/// Each closure receives the source (typed, so that it can change its data) and the item's
/// position in it, or the item with its typed model; a property left `nil` gives nothing of
/// that kind. A composition may have handlers for all its children: for each kind of handler,
/// the source nearest the item (or the section) that has one decides. Setting a source's
/// handlers replaces all of them; the adapter holds the source weakly.
///
/// This is the shape of Apple's `ReorderingHandlers`: one value, several closures, `nil` to
/// remove them. The adapter, not the source, keeps them, so one source can be shown by two
/// screens that let the user do different things.
@MainActor
public struct SourceHandlers<Source: DataSource> {
  // MARK: Moving

  /// Returns whether the user may move the item at a position of the source; `nil` lets every
  /// item move when ``move`` is set.
  public var canMove: (@MainActor (Source, ListPosition) -> Bool)?

  /// Moves an item the user dragged within the source, publishing the change as every mutation
  /// does; `nil` keeps the items where they are.
  ///
  /// The view has already moved the row when this runs (UIKit moves it under the finger), so
  /// the change it publishes is not applied to the view a second time: the adapter checks that
  /// the data now matches what the view shows. If it does not (the closure threw, or changed
  /// something else), the view reloads on the main actor's next turn and the failure is
  /// reported to ``ListAdapter/onFailure``; the data is never lost.
  public var move: (@MainActor (Source, MovedItem<Source.Model>) throws -> Void)?

  /// The sources the user may drag this source's items into, one transfer each. Without one,
  /// a row dragged out of the source stays inside it.
  public var transfers: [Transfer]

  // MARK: Deleting

  /// Returns whether the user may delete the item at a position of the source; `nil` lets
  /// every item be deleted when ``delete`` is set.
  public var canDelete: (@MainActor (Source, ListPosition) -> Bool)?

  /// Deletes the item at a position of the source because the user asked (a table view's
  /// swipe to delete, the delete control in editing mode), publishing the change as every
  /// mutation does; `nil` keeps the items. An error it throws is reported to
  /// ``ListAdapter/onFailure`` and logged.
  public var delete: (@MainActor (Source, ListPosition) throws -> Void)?

  // MARK: Actions

  /// The swipe actions of an item's leading edge, made when the user starts swiping. Without
  /// them the edge shows none.
  public var leadingSwipeActions: (@MainActor (Source, SourceItem<Source.Model>) -> SwipeActions)?

  /// The swipe actions of an item's trailing edge. Without them the edge shows none, except the
  /// Delete of a source that lets the user delete.
  public var trailingSwipeActions: (@MainActor (Source, SourceItem<Source.Model>) -> SwipeActions)?

  /// The context menu of an item (a long press, a secondary click), or `nil` for an item
  /// without one.
  public var contextMenu: (@MainActor (Source, SourceItem<Source.Model>) -> ItemMenu?)?

  /// Rules that let the source refuse touches of its items, by touch: the view asks before it
  /// selects, highlights or deselects an item. A touch without a rule is allowed. The app's
  /// own delegate, when it answers too, is asked only about touches the sources allow.
  public var touchRules: [ItemTouch: @MainActor (Source, SourceItem<Source.Model>) -> Bool]

  // MARK: Sizes

  /// The height of an item's row, in points, or `nil` for automatic (what the view does
  /// without a height from anyone).
  public var rowHeight: (@MainActor (Source, SourceItem<Source.Model>) -> Double?)?

  /// The height, in points, the view assumes for the source's rows before it measures them,
  /// or `nil` for none.
  public var estimatedRowHeight: Double?

  /// The size, in points, of an item in a flow layout, or `nil` for the layout's own size.
  public var itemSize: (@MainActor (Source, SourceItem<Source.Model>) -> ListSize?)?

  /// The heights of the source's sections' supplementary views, by kind (such as
  /// `SupplementaryKind.header`), given the section's index in the source; `nil` for
  /// automatic. In a flow layout that scrolls sideways, the value is the view's width.
  public var supplementaryHeights: [String: @MainActor (Source, Int) -> Double?]

  /// The heights, in points, the view assumes for the source's supplementary views before it
  /// measures them, by kind.
  public var estimatedSupplementaryHeights: [String: Double]

  // MARK: Section events

  /// Handles a section event of the source (a section became visible or left, or one of its
  /// supplementary views did), with the section in the source's own index space.
  public var sectionEvents: (@MainActor (Source, SectionEventDetails) -> Void)?

  // MARK: Visibility

  /// Handles what the source hears about the viewport (see ``VisibilityEvent``): its items
  /// that appeared or disappeared, typed and at their positions in the source, its working
  /// range entered or left (with ``workingRange`` set), and scrolls while it shows (with
  /// ``hearsScrolling`` set). For items, the source nearest the item that has this handler
  /// hears of it; for working ranges and scrolls, every source that has one, at any depth.
  public var visibility: (@MainActor (Source, VisibilityEvent<Source.Model>) -> Void)?

  /// How far beyond each edge of the viewport the source's working range reaches, in viewport
  /// heights (1 is one screen above and one below; 0 is the viewport itself), or `nil` for no
  /// working-range events. The source is in its working range while any of its items' rows
  /// lies, even partly, within that band; ``visibility`` hears it enter and leave.
  public var workingRange: Double?

  /// A Boolean value that indicates whether ``visibility`` hears every scroll while the source
  /// shows an item (`VisibilityEvent.scrolled`), for a parallax or a sticky element; `false`
  /// by default, so that a source that only wants its items and working range is not called
  /// on every frame of a scroll.
  public var hearsScrolling: Bool

  /// Creates handlers; each kind left out gives nothing.
  public init(
    canMove: (@MainActor (Source, ListPosition) -> Bool)? = nil,
    move: (@MainActor (Source, MovedItem<Source.Model>) throws -> Void)? = nil,
    transfers: [Transfer] = [],
    canDelete: (@MainActor (Source, ListPosition) -> Bool)? = nil,
    delete: (@MainActor (Source, ListPosition) throws -> Void)? = nil,
    leadingSwipeActions: (@MainActor (Source, SourceItem<Source.Model>) -> SwipeActions)? = nil,
    trailingSwipeActions: (@MainActor (Source, SourceItem<Source.Model>) -> SwipeActions)? = nil,
    contextMenu: (@MainActor (Source, SourceItem<Source.Model>) -> ItemMenu?)? = nil,
    touchRules: [ItemTouch: @MainActor (Source, SourceItem<Source.Model>) -> Bool] = [:],
    rowHeight: (@MainActor (Source, SourceItem<Source.Model>) -> Double?)? = nil,
    estimatedRowHeight: Double? = nil,
    itemSize: (@MainActor (Source, SourceItem<Source.Model>) -> ListSize?)? = nil,
    supplementaryHeights: [String: @MainActor (Source, Int) -> Double?] = [:],
    estimatedSupplementaryHeights: [String: Double] = [:],
    sectionEvents: (@MainActor (Source, SectionEventDetails) -> Void)? = nil,
    visibility: (@MainActor (Source, VisibilityEvent<Source.Model>) -> Void)? = nil,
    workingRange: Double? = nil,
    hearsScrolling: Bool = false
  ) {
    self.canMove = canMove
    self.move = move
    self.transfers = transfers
    self.canDelete = canDelete
    self.delete = delete
    self.leadingSwipeActions = leadingSwipeActions
    self.trailingSwipeActions = trailingSwipeActions
    self.contextMenu = contextMenu
    self.touchRules = touchRules
    self.rowHeight = rowHeight
    self.estimatedRowHeight = estimatedRowHeight
    self.itemSize = itemSize
    self.supplementaryHeights = supplementaryHeights
    self.estimatedSupplementaryHeights = estimatedSupplementaryHeights
    self.sectionEvents = sectionEvents
    self.visibility = visibility
    self.workingRange = workingRange
    self.hearsScrolling = hearsScrolling
  }

  /// A destination the user may drag the source's items into: a drop there is a removal from
  /// the source and an insertion into the destination, which the transfer performs with the
  /// model handed over.
  ///
  ///     SourceHandlers(transfers: [
  ///       .init(to: archive) { todo, archive, moved in
  ///         let (task, _) = try todo.remove(at: moved.from)
  ///         try archive.insert(task.archived(), at: moved.to)
  ///       }
  ///     ])
  ///
  /// `moved.from` is in the source and `moved.to` in the destination. After the drop the moved
  /// row is reloaded, on the main actor's next turn, so that the destination's cell shows it.
  /// The destination is held weakly.
  @MainActor
  public struct Transfer {
    weak var destination: AnyObject?
    let canMove: @MainActor (SourceItem<Source.Model>, ListPosition) -> Bool
    let transfer: @MainActor (Source, any DataSource, MovedItem<Source.Model>) throws -> Void

    /// Creates a transfer to a destination.
    ///
    /// - Parameters:
    ///   - destination: The source that receives the items, at any depth of the screen.
    ///   - canMove: Returns whether the item may go to a place of `destination` (a position,
    ///     or the end of a section); by default every place.
    ///   - transfer: Removes the item from the source and inserts it into `destination`. If it
    ///     fails after the removal, it must put the item back; the view then reloads.
    public init<Destination: DataSource>(
      to destination: Destination,
      where canMove: @escaping @MainActor (SourceItem<Source.Model>, ListPosition) -> Bool = {
        _, _ in true
      },
      transfer: @escaping @MainActor (Source, Destination, MovedItem<Source.Model>) throws -> Void
    ) {
      self.destination = dataSourceIdentity(destination)
      self.canMove = canMove
      self.transfer = { source, receiver, moved in
        guard let receiver = receiver as? Destination else {
          throw ListError.positionOutOfRange(
            moved.to, sectionCount: receiver.numberOfSections, itemCount: nil)
        }
        try transfer(source, receiver, moved)
      }
    }
  }
}

extension SourceHandlers where Source: ReorderableDataSource {
  /// Handlers that let the user reorder the source's items, which the source moves itself
  /// (`ReorderableDataSource.move(from:to:)`).
  ///
  ///     adapter.setHandlers(.reordering(), for: tasks)
  ///     adapter.setHandlers(.reordering { _, position in position.item > 0 }, for: tasks)
  ///
  /// - Parameter canMove: Returns whether the user may move the item at a position of the
  ///   source; by default every item.
  public static func reordering(
    where canMove: (@MainActor (Source, ListPosition) -> Bool)? = nil
  ) -> SourceHandlers {
    SourceHandlers(
      canMove: canMove,
      move: { source, moved in _ = try source.move(from: moved.from, to: moved.to) })
  }
}

extension SourceHandlers.Transfer where Source: ReorderableDataSource {
  /// Creates a transfer to a destination of the same kind of items: the item is removed from
  /// the source and inserted into `destination`, and put back if the insertion fails.
  ///
  ///     adapter.setHandlers(SourceHandlers(transfers: [.init(to: done)]), for: todo)
  public init<Destination: ReorderableDataSource>(
    to destination: Destination,
    where canMove: @escaping @MainActor (SourceItem<Source.Model>, ListPosition) -> Bool = {
      _, _ in true
    }
  ) where Destination.Model == Source.Model {
    self.init(to: destination, where: canMove) { source, destination, moved in
      let (item, _) = try source.remove(at: moved.from)
      do {
        _ = try destination.insert(item, at: moved.to)
      } catch {
        // Never lose the item: it goes back where it was.
        _ = try? source.insert(item, at: moved.from)
        throw error
      }
    }
  }
}
