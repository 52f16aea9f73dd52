import HeadlessHost
import ListComposerTestSupport
import Testing

/// Swipe actions, context menus, touch vetoes and accessibility, on both headless views,
/// strict and raising like a device: each comes from the source that owns the item, with its
/// local position and typed model, through any depth of composition.
@MainActor
@Suite struct ItemActionTests {
  /// root = [contacts, feed] where feed is a linear composition of [pinned, news, ads] titled
  /// "Feed": all of feed is screen section 1, and ads, its third child, starts at item 3.
  struct Screen<Cell: HeadlessReusableCell> {
    let host: ViewUnderTest
    let contacts: ArrayDataSource<Mail, Cell>
    let pinned: ArrayDataSource<Mail, Cell>
    let news: ArrayDataSource<Mail, Cell>
    let ads: ArrayDataSource<Mail, Cell>
    let feed: SectionedDataSource
    let root: SectionedDataSource
    let adapter: ListAdapter
  }

  func screen<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws
    -> Screen<Cell>
  {
    let host = ViewUnderTest(kind)
    let contacts = host.mail([1, 2], header: "Contacts", as: cell)
    let pinned = host.mail([10], as: cell)
    let news = host.mail([20, 21], as: cell)
    let ads = host.mail([30, 31, 32], as: cell)
    let feed = try SectionedDataSource([pinned, news, ads], layout: .linear)
    feed.headerTitle = "Feed"
    let root = try SectionedDataSource([contacts, feed])
    try host.attach(root)
    let adapter = try #require(host.adapter)
    return Screen(
      host: host, contacts: contacts, pinned: pinned, news: news, ads: ads, feed: feed,
      root: root, adapter: adapter)
  }

  // MARK: Swipe actions

  @Test(arguments: ViewKind.allCases)
  func aSwipeActionOfALinearCompositionsThirdChild(_ kind: ViewKind) async throws {
    try await kind.run(swipeOnThirdChild, swipeOnThirdChild)
  }

  func swipeOnThirdChild<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var asked: [String] = []
    screen.adapter.setHandlers(
      SourceHandlers(trailingSwipeActions: { ads, item in
        asked.append("\(item.model.id) \(item.position)")
        return SwipeActions([
          ItemAction(id: "hide", title: "Hide", style: .destructive) {
            _ = try ads.remove(at: item.position)
          }
        ])
      }), for: screen.ads)
    // Pinned and news (items 0 to 2 of the feed's section) have none; ads' second is item 4.
    #expect(screen.host.swipeActions(at: position(1, 2), edge: .trailing) == nil)
    #expect(screen.host.swipeActions(at: position(1, 4), edge: .leading) == nil)
    let actions = try #require(screen.host.swipeActions(at: position(1, 4), edge: .trailing))
    #expect(actions.actions.map(\.id) == ["hide"])
    #expect(actions.actions.first?.style == .destructive)
    #expect(asked == ["31 [0, 1]"])

    #expect(screen.host.swipe("hide", at: position(1, 4), edge: .trailing))
    #expect(screen.host.ids(screen.ads) == [[30, 32]])
    #expect(screen.host.updateLog.last?.update == BatchUpdate(deletedItems: [position(1, 4)]))
    #expect(screen.host.updateLog.last?.succeeded == true)
    #expect(!screen.host.swipe("archive", at: position(1, 4), edge: .trailing))  // no such action
    try screen.host.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func theNearestSourceWithActionsDecidesAndFailuresAreReported(_ kind: ViewKind)
    async throws
  {
    try await kind.run(nearestDecides, nearestDecides)
  }

  func nearestDecides<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    // The feed gives one action for all its children; news gives its own.
    screen.adapter.setHandlers(
      SourceHandlers(leadingSwipeActions: { _, item in
        SwipeActions([ItemAction(id: "feed \(item.position.item)", title: "Feed") {}])
      }), for: screen.feed)
    screen.adapter.setHandlers(
      SourceHandlers(leadingSwipeActions: { _, item in
        SwipeActions(
          [
            ItemAction(id: "read", title: "Read") { throw MoveRefused() },
            ItemAction(id: "off", title: "Off", isEnabled: false) {},
          ], performsFirstActionWithFullSwipe: false)
      }), for: screen.news)
    #expect(
      screen.host.swipeActions(at: position(1, 0), edge: .leading)?.actions.map(\.id) == ["feed 0"])
    let news = try #require(screen.host.swipeActions(at: position(1, 2), edge: .leading))
    // A disabled action is not offered.
    #expect(news.actions.map(\.id) == ["read"])
    #expect(!news.performsFirstActionWithFullSwipe)
    #expect(screen.host.swipeActions(at: position(0, 0), edge: .leading) == nil)
    #expect(!screen.host.swipe("read", at: position(1, 2), edge: .leading))
    guard case .action("read", let at, _)? = failures.first else {
      Issue.record("expected the action's failure, got \(failures)")
      return
    }
    #expect(at == position(1, 2))
    screen.adapter.setHandlers(nil, for: screen.news)
    #expect(
      screen.host.swipeActions(at: position(1, 2), edge: .leading)?.actions.map(\.id) == ["feed 2"])
  }

  @Test(arguments: ViewKind.allCases)
  func anOfferedActionRunsForTheItemWhereItIsWhenPicked(_ kind: ViewKind) async throws {
    try await kind.run(offeredActions, offeredActions)
  }

  func offeredActions<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var failures: [ListAdapterFailure] = []
    screen.adapter.onFailure = { failures.append($0) }
    screen.adapter.setHandlers(
      SourceHandlers(trailingSwipeActions: { ads, item in
        SwipeActions([
          ItemAction(id: "hide", title: "Hide") { _ = try ads.remove(at: item.position) }
        ])
      }), for: screen.ads)
    // The swipe is held open on mail 31 (ads' second, screen item 4) ...
    let offered = screen.adapter.offer(.swipe(.trailing), at: position(1, 4))
    let hide = try #require(offered.actions().first)
    // ... while a new ad arrives above it: mail 31 is now screen item 5, ads' third.
    try screen.ads.insert(Mail(29), at: position(0, 0))
    #expect(offered.perform(hide, nowAt: position(1, 5)))
    #expect(screen.host.ids(screen.ads) == [[29, 30, 32]])  // mail 31 went, not mail 30
    #expect(failures.isEmpty)

    // A menu shown on mail 30 (screen item 4) while mail 30 is deleted: nothing runs.
    let second = screen.adapter.offer(.swipe(.trailing), at: position(1, 4))
    let action = try #require(second.actions().first)
    _ = try screen.ads.remove(at: position(0, 1))
    #expect(!second.perform(action, nowAt: position(1, 4)))  // mail 32 is there now
    #expect(!second.perform(action, nowAt: nil))
    #expect(screen.host.ids(screen.ads) == [[29, 32]])
    #expect(failures.count == 2)
    try screen.host.expectShowsData(screen.root)
  }

  // MARK: Context menus

  @Test(arguments: ViewKind.allCases)
  func aContextMenuComesFromTheOwningSourceWithSubmenus(_ kind: ViewKind) async throws {
    try await kind.run(contextMenu, contextMenu)
  }

  func contextMenu<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    var moved: [Int] = []
    screen.adapter.setHandlers(
      SourceHandlers(contextMenu: { contacts, item in
        guard item.model.id != 2 else { return nil }  // the second contact has no menu
        return ItemMenu(
          title: item.model.title,
          elements: [
            .action(
              ItemAction(id: "remove", title: "Remove", style: .destructive) {
                _ = try contacts.remove(at: item.position)
              }),
            .submenu(
              ItemMenu(
                title: "Move to",
                actions: [ItemAction(id: "top", title: "Top") { moved.append(item.model.id) }])),
          ])
      }), for: screen.contacts)
    let menu = try #require(screen.host.menu(at: position(0, 0)))
    #expect(menu.title == "m1")
    #expect(menu.allActions.map(\.id) == ["remove", "top"])
    #expect(screen.host.menu(at: position(0, 1)) == nil)
    #expect(screen.host.menu(at: position(1, 0)) == nil)
    #expect(screen.host.menu(at: position(0, 9)) == nil)
    // An action in a submenu.
    #expect(screen.host.pick("top", at: position(0, 0)))
    #expect(moved == [1])
    #expect(screen.host.pick("remove", at: position(0, 0)))
    #expect(screen.host.ids(screen.contacts) == [[2]])
    try screen.host.expectShowsData(screen.root)
  }

  // MARK: Vetoes

  @Test(arguments: ViewKind.allCases)
  func aSourceVetoesSelectionHighlightAndDeselection(_ kind: ViewKind) async throws {
    try await kind.run(vetoes, vetoes)
  }

  func vetoes<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try screen(kind, cell)
    var events: [String] = []
    screen.ads.onEvent = { events.append("\($0.kind) \($0.model.id)") }
    let onlyHighlights: @MainActor (ArrayDataSource<Mail, Cell>, SourceItem<Mail>) -> Bool = {
      _, item in item.model.id != 32
    }
    screen.adapter.setHandlers(
      SourceHandlers(
        touchRules: [.select: { _, item in item.model.id != 31 }, .highlight: onlyHighlights]),
      for: screen.ads)
    screen.adapter.setHandlers(
      SourceHandlers(touchRules: [.deselect: { _, item in item.position.item != 3 }]),
      for: screen.feed)
    // Ads are items 3, 4, 5 of the feed's section.
    #expect(!screen.host.select(position(1, 4)))
    #expect(screen.host.select(position(1, 3)))
    #expect(!screen.host.highlight(position(1, 5)))
    #expect(screen.host.highlight(position(1, 4)))
    // The feed's rule: its item 3 (ads' first) may not be deselected.
    #expect(!screen.host.deselect(position(1, 3)))
    #expect(screen.host.deselect(position(1, 5)))
    #expect(events == ["select 30", "highlight 31", "unhighlight 31", "deselect 32"])
    #expect(screen.adapter.shouldAllow(.select, at: position(0, 0)))  // no rule: allowed
    #expect(!screen.adapter.shouldAllow(.select, at: position(7, 0)))  // no such item
    // Without its selection rule, ads keeps its highlight rule.
    screen.adapter.setHandlers(
      SourceHandlers(touchRules: [.highlight: onlyHighlights]), for: screen.ads)
    #expect(!screen.host.highlight(position(1, 5)))
    #expect(screen.host.select(position(1, 4)))
  }

  // MARK: Accessibility

  @Test(arguments: ViewKind.allCases)
  func accessibilityPositionsAndActionsNameTheOwningSource(_ kind: ViewKind) async throws {
    try await kind.run(accessibility, accessibility)
  }

  func accessibility<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type)
    throws
  {
    let screen = try screen(kind, cell)
    #expect(
      screen.adapter.accessibilityPosition(at: position(0, 1))?.description
        == "row 2 of 2 in Contacts")
    // Ads' second item is the second of three in ads, under the linear composition's title.
    #expect(
      screen.adapter.accessibilityPosition(at: position(1, 4))?.description == "row 2 of 3 in Feed")
    #expect(screen.adapter.accessibilityPosition(at: position(2, 0)) == nil)
    screen.feed.headerTitle = nil
    #expect(screen.adapter.accessibilityPosition(at: position(1, 4))?.description == "row 2 of 3")

    screen.adapter.setHandlers(
      SourceHandlers(
        leadingSwipeActions: { _, _ in SwipeActions([ItemAction(id: "pin", title: "Pin") {}]) },
        trailingSwipeActions: { _, _ in SwipeActions([ItemAction(id: "hide", title: "Hide") {}]) }),
      for: screen.ads)
    screen.adapter.setHandlers(
      SourceHandlers(contextMenu: { _, _ in
        ItemMenu(actions: [
          ItemAction(id: "hide", title: "Hide") {}, ItemAction(id: "share", title: "Share") {},
          ItemAction(id: "report", title: "Report", isEnabled: false) {},
        ])
      }), for: screen.feed)
    #expect(
      screen.adapter.accessibilityActions(at: position(1, 4)).map(\.id) == ["pin", "hide", "share"])
    #expect(screen.adapter.accessibilityActions(at: position(1, 0)).map(\.id) == ["hide", "share"])
    #expect(screen.adapter.accessibilityActions(at: position(0, 0)).isEmpty)
  }
}
