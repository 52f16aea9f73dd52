import HeadlessHost
import ListComposerTestSupport
import Testing

/// The app's own delegate meets the sources by one rule, decided once in `ListAdapter` for
/// every bridge: its swipe actions and menu win where it gives them, and a touch happens when
/// both allow it; a touch whose question changed the items reaches no item. On both headless
/// views, strict and raising like a device.
@MainActor
@Suite struct AppDelegateRuleTests {
  typealias Screen<Cell: HeadlessReusableCell> = ItemActionTests.Screen<Cell>

  /// An app's delegate for either view: refuses touches at some positions, picks another row
  /// to select, and gives swipe actions and a menu at others.
  final class AppDelegate: HeadlessTableViewAnsweringDelegate,
    HeadlessCollectionViewAnsweringDelegate
  {
    var refused: Set<ListPosition> = []
    var selectsInstead: [ListPosition: ListPosition] = [:]
    var swipes: [ListPosition: SwipeActions] = [:]
    var menus: [ListPosition: ItemMenu] = [:]
    var asked: [ListPosition] = []
    var selected: [ListPosition] = []

    func allows(_ position: ListPosition) -> Bool {
      asked.append(position)
      return !refused.contains(position)
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: ListPosition) {
      selected.append(indexPath)
    }
    func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: ListPosition)
      -> ListPosition?
    {
      allows(indexPath) ? selectsInstead[indexPath] ?? indexPath : nil
    }
    func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: ListPosition)
      -> Bool
    { allows(indexPath) }
    func tableView(
      _ tableView: HeadlessTableView, swipeActionsForRowAt indexPath: ListPosition,
      edge: SwipeEdge
    ) -> SwipeActions? { swipes[indexPath] }
    func tableView(_ tableView: HeadlessTableView, contextMenuForRowAt indexPath: ListPosition)
      -> ItemMenu?
    { menus[indexPath] }
    func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: ListPosition)
      -> ListPosition?
    { indexPath }
    func tableView(
      _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListPosition,
      toProposedIndexPath proposedDestinationIndexPath: ListPosition
    ) -> ListPosition { proposedDestinationIndexPath }

    func collectionView(
      _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ListPosition
    ) { selected.append(indexPath) }
    func collectionView(
      _ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: ListPosition
    ) -> Bool { allows(indexPath) }
    func collectionView(
      _ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: ListPosition
    ) -> Bool { allows(indexPath) }
    func collectionView(
      _ collectionView: HeadlessCollectionView, swipeActionsForItemAt indexPath: ListPosition,
      edge: SwipeEdge
    ) -> SwipeActions? { swipes[indexPath] }
    func collectionView(
      _ collectionView: HeadlessCollectionView, contextMenuForItemAt indexPath: ListPosition
    ) -> ItemMenu? { menus[indexPath] }
    func collectionView(
      _ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: ListPosition
    ) -> Bool { true }
    func collectionView(
      _ collectionView: HeadlessCollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ListPosition,
      toProposedIndexPath proposedIndexPath: ListPosition
    ) -> ListPosition { proposedIndexPath }
  }

  func screen<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type, app: AppDelegate)
    throws -> Screen<Cell>
  {
    let screen = try ItemActionTests().screen(kind, cell)
    screen.host.table?.delegate = app
    screen.host.collection?.delegate = app
    return screen
  }

  // MARK: Touches

  @Test(arguments: ViewKind.allCases)
  func aTouchHappensWhenTheSourcesAndTheAppsDelegateBothAllowIt(_ kind: ViewKind)
    async throws
  {
    try await kind.run(bothAllow, bothAllow)
  }

  func bothAllow<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let app = AppDelegate()
    let screen = try screen(kind, cell, app: app)
    var events: [String] = []
    screen.ads.onEvent = { events.append("\($0.kind) \($0.model.id)") }
    // Ads are items 3, 4, 5 of the feed's section: ads refuses 31; the app refuses 30.
    screen.adapter.setHandlers(
      SourceHandlers(
        touchRules: [
          .select: { _, item in item.model.id != 31 },
          .highlight: { _, item in item.model.id != 31 },
        ]),
      for: screen.ads)
    app.refused = [position(1, 3)]
    // The app's delegate allows 31, and is not even asked: the source's veto stands.
    #expect(!screen.host.select(position(1, 4)))
    #expect(!screen.host.highlight(position(1, 4)))
    #expect(app.asked.isEmpty)
    // The source allows 30; the app's delegate refuses it.
    #expect(!screen.host.select(position(1, 3)))
    #expect(!screen.host.highlight(position(1, 3)))
    // Both allow 32.
    #expect(screen.host.select(position(1, 5)))
    #expect(screen.host.highlight(position(1, 5)))
    #expect(events == ["select 32", "highlight 32", "unhighlight 32"])
    #expect(app.selected == [position(1, 5)])
    if kind.isTable {
      // A row the app's delegate picks instead must be one the sources allow as well.
      app.refused = []
      app.selectsInstead = [position(1, 3): position(1, 4), position(1, 5): position(1, 3)]
      #expect(!screen.host.select(position(1, 3)))
      #expect(screen.host.select(position(1, 5)))
      #expect(events.suffix(1) == ["select 30"])
    }
  }

  // MARK: Swipe actions and menus

  @Test(arguments: ViewKind.allCases)
  func theAppsDelegateWinsWhereItGivesSwipeActionsOrAMenu(_ kind: ViewKind) async throws {
    try await kind.run(appWins, appWins)
  }

  func appWins<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let app = AppDelegate()
    let screen = try screen(kind, cell, app: app)
    var ran: [String] = []
    screen.adapter.setHandlers(
      SourceHandlers(
        trailingSwipeActions: { _, item in
          SwipeActions([ItemAction(id: "feed", title: "Feed") { ran.append("feed") }])
        },
        contextMenu: { _, _ in
          ItemMenu(actions: [
            ItemAction(id: "feed menu", title: "Feed") { ran.append("feed menu") }
          ])
        }), for: screen.feed)
    app.swipes[position(1, 0)] = SwipeActions(
      [ItemAction(id: "app", title: "App") { ran.append("app") }])
    app.menus[position(1, 0)] = ItemMenu(
      actions: [ItemAction(id: "app menu", title: "App") { ran.append("app menu") }])
    #expect(
      screen.host.swipeActions(at: position(1, 0), edge: .trailing)?.actions.map(\.id) == ["app"])
    #expect(screen.host.menu(at: position(1, 0))?.allActions.map(\.id) == ["app menu"])
    // Where the app's delegate gives none, the sources answer.
    #expect(
      screen.host.swipeActions(at: position(1, 1), edge: .trailing)?.actions.map(\.id) == ["feed"])
    #expect(screen.host.menu(at: position(1, 1))?.allActions.map(\.id) == ["feed menu"])
    // The user picks from what the view shows.
    #expect(!screen.host.swipe("feed", at: position(1, 0), edge: .trailing))
    #expect(screen.host.swipe("app", at: position(1, 0), edge: .trailing))
    #expect(screen.host.pick("app menu", at: position(1, 0)))
    #expect(screen.host.swipe("feed", at: position(1, 1), edge: .trailing))
    #expect(screen.host.pick("feed menu", at: position(1, 1)))
    #expect(ran == ["app", "app menu", "feed", "feed menu"])
  }

  // MARK: A question that changes the items

  @Test(arguments: ViewKind.allCases)
  func aSelectionRuleThatChangesTheItemsReachesNoOtherItem(_ kind: ViewKind) async throws {
    try await kind.run(ruleChangesItems, ruleChangesItems)
  }

  func ruleChangesItems<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try ItemActionTests().screen(kind, cell)
    var events: [String] = []
    var failures: [ListAdapterFailure] = []
    screen.ads.onEvent = { event in
      // The item removed leaves the screen (`didEndDisplaying`): only touches count here.
      if "\(event.kind)" == "select" { events.append("select \(event.model.id)") }
    }
    screen.adapter.onFailure = { failures.append($0) }
    // Touching an ad removes the ad before it (a "seen" rule), then allows the touch.
    screen.adapter.setHandlers(
      SourceHandlers(touchRules: [
        .select: { ads, item in
          if item.position.item > 0 {
            _ = try? ads.remove(at: ListPosition(section: 0, item: item.position.item - 1))
          }
          return true
        }
      ]), for: screen.ads)
    // 31 is touched at [1, 4]; 30 leaves, so 32 stands there now, and must not be selected.
    #expect(!screen.host.select(position(1, 4)))
    #expect(events.isEmpty)
    #expect(screen.ads.items.map(\.id) == [31, 32])
    guard case .action("select", let at, _)? = failures.first else {
      Issue.record("expected the touch to be reported, got \(failures)")
      return
    }
    #expect(at == position(1, 4))
    // A rule that changes nothing before the item touched lets it be selected.
    #expect(screen.host.select(position(1, 3)))
    #expect(events == ["select 31"])
    let raised = screen.host.table?.raisedExceptions ?? screen.host.collection?.raisedExceptions
    #expect(raised?.isEmpty == true)
  }
}
