import HeadlessHost
import ListComposerTestSupport
import Testing

/// Scrolling and the reader's place in the flat rows `NSTableView` is driven through, with a
/// source two levels down: the adapter's positions become rows past group and footer rows
/// (scrolling, keeping a place, resizing), rows become positions (the visible items, the items
/// in a band of rows), and what the screen does not show is a typed answer that scrolls
/// nothing.
@MainActor
@Suite struct FlatRowScrollingTests {
  /// Rows 10 points tall in a 50-point viewport, showing `[contacts, [messages]]`:
  ///
  ///     0 # Contacts   1 m1   2 m2   3 # Messages   4 m10 ... 23 m29   24 # End
  struct Screen {
    let rows: FlatRows
    let contacts: ArrayDataSource<Mail, HeadlessTableViewCell>
    let messages: ArrayDataSource<Mail, HeadlessTableViewCell>
    let adapter: ListAdapter
  }

  func screen() throws -> Screen {
    let contacts = ArrayDataSource(
      [Mail(1), Mail(2)], decorator: MailDecorator<HeadlessTableViewCell>.self,
      header: "Contacts")
    let messages = ArrayDataSource(
      (10...29).map { Mail($0) }, decorator: MailDecorator<HeadlessTableViewCell>.self,
      header: "Messages", footer: "End")
    let rows = try FlatRows.show(
      try SectionedDataSource([contacts, SectionedDataSource([messages])]))
    rows.viewportHeight = 50
    #expect(rows.texts.count == 25)
    #expect(rows.texts.suffix(2) == ["m29", "# End"])
    return Screen(rows: rows, contacts: contacts, messages: messages, adapter: try rows.adapter)
  }

  @Test func scrollsToAModelOrAPositionByItsRow() throws {
    let s = try screen()
    #expect(try s.adapter.scroll(to: Mail(15), in: s.messages, at: .top) == position(1, 5))
    #expect(s.rows.scrolls.last?.row == 9)
    #expect(s.rows.scrolls.last?.at == .top)
    #expect(s.rows.scrolls.last?.animated == true)
    #expect(s.rows.contentOffset == 90)
    #expect(s.rows.visibleTexts.first == "m15")
    try s.adapter.scroll(to: Mail(20), in: s.messages, at: .bottom, animated: false)
    #expect(s.rows.scrolls.last?.row == 14)
    #expect(s.rows.scrolls.last?.animated == false)
    #expect(s.rows.visibleTexts.last == "m20")
    // A position of the first source: past its group row.
    #expect(try s.adapter.scroll(to: position(0, 1), in: s.contacts, at: .top) == position(0, 1))
    #expect(s.rows.scrolls.last?.row == 2)
    #expect(s.rows.visibleTexts == ["m2", "# Messages", "m10", "m11", "m12"])
    #expect(s.rows.messages.isEmpty)
  }

  @Test func whatTheScreenDoesNotShowScrollsNothing() throws {
    let s = try screen()
    let source = "ArrayDataSource<Mail, HeadlessTableViewCell>"
    #expect(throws: ScrollError.notFound(item: String(describing: Mail(99)), source: source)) {
      try s.adapter.scroll(to: Mail(99), in: s.messages)
    }
    #expect(throws: ScrollError.positionOutOfRange(position(0, 20), source: source)) {
      try s.adapter.scroll(to: position(0, 20), in: s.messages)
    }
    let elsewhere = ArrayDataSource([Mail(1)], decorator: MailDecorator<HeadlessTableViewCell>.self)
    #expect(throws: ScrollError.sourceNotShown(source)) {
      try s.adapter.scroll(to: Mail(1), in: elsewhere)
    }
    #expect(s.rows.scrolls.isEmpty)
  }

  @Test func rowsInsertedAboveKeepTheFirstVisibleItemInPlace() throws {
    let s = try screen()
    s.adapter.scrollAnchoring = .firstVisibleItem
    s.rows.contentOffset = 95  // m15 (row 9) is 5 points above the viewport's top
    #expect(s.rows.visibleRowPlaces.first?.row == 9)
    _ = s.messages.setItems([Mail(7), Mail(8), Mail(9)] + s.messages.items)
    #expect(s.rows.kept.last?.row == 12)
    #expect(s.rows.kept.last?.distance == -5)
    #expect(s.rows.contentOffset == 125)
    #expect(s.rows.visibleTexts.first == "m15")
    // A row inserted in the section above, behind its group row, moves every row of the
    // messages by one.
    try s.contacts.append(Mail(3))
    #expect(s.rows.kept.last?.row == 13)
    #expect(s.rows.visibleTexts.first == "m15")
    #expect(s.rows.visibleRowPlaces.first?.distance == -5)
    // Without anchoring, the offset stays and the rows move under it.
    s.adapter.scrollAnchoring = .contentOffset
    let kept = s.rows.kept.count
    try s.messages.insert(Mail(6), at: position(0, 0))
    #expect(s.rows.kept.count == kept)
    #expect(s.rows.contentOffset == 135)
    #expect(s.rows.visibleTexts.first == "m14")
  }

  /// A batch that moves no row (a section with no rows inserted) leaves no place to keep behind:
  /// a later batch the adapter keeps no place across (a reload) does not move the viewport back
  /// to it.
  @Test func aBatchWithoutRowsLeavesNoPlaceBehind() throws {
    let s = try screen()
    s.adapter.scrollAnchoring = .firstVisibleItem
    s.rows.contentOffset = 95
    _ = s.messages.appendSection(ListSection(items: []))
    #expect(s.rows.texts.count == 25)
    #expect(s.rows.contentOffset == 95)
    // The reader scrolls; a reload of a row moves no row, so nothing is kept across it.
    s.rows.contentOffset = 30
    try s.messages.update(at: position(0, 0), with: Mail(10, "edited"))
    #expect(s.rows.texts[4] == "edited")
    #expect(s.rows.contentOffset == 30)
    #expect(s.rows.visibleTexts.first == "# Messages")
  }

  @Test func aChatStaysAtTheBottomAndCountsWhatArrivesBelowOtherwise() throws {
    let s = try screen()
    s.adapter.scrollAnchoring = .bottom
    var below: [Int] = []
    s.adapter.onItemsInsertedBelow = { below.append($0) }
    s.rows.contentOffset = 200
    #expect(s.rows.isScrolledToBottom)
    try s.messages.append(Mail(30))
    #expect(s.rows.kept.last.map { $0.row == nil } == true)
    #expect(s.rows.contentOffset == 210)
    #expect(s.rows.visibleTexts.suffix(2) == ["m30", "# End"])
    #expect(below.isEmpty)
    // Scrolled up: the first visible item stays, and the new row is counted.
    s.rows.contentOffset = 0
    try s.messages.append(Mail(31))
    #expect(s.rows.kept.last?.row == 1)
    #expect(s.rows.contentOffset == 0)
    #expect(below == [1])
  }

  @Test func aResizedItemIsNotedByItsRow() throws {
    let s = try screen()
    s.rows.contentOffset = 40
    let reloads = s.rows.reloads
    s.messages.updates.send(resizedItems: [position(0, 2), position(0, 19)])
    #expect(s.rows.resized == [[6, 23]])
    #expect(s.rows.reloads == reloads)
    #expect(s.rows.batches.isEmpty)
    // Positions the view does not show are dropped.
    s.messages.updates.send(resizedItems: [position(0, 20)])
    #expect(s.rows.resized == [[6, 23]])
  }

  @Test func aBandOfRowsNamesItsFirstAndLastItems() throws {
    let s = try screen()
    let host = s.rows.host
    #expect(host.items(inRows: 0..<3) == position(0, 0)...position(0, 1))
    // Group and footer rows at a band's ends are skipped.
    #expect(host.items(inRows: 2..<5) == position(0, 1)...position(1, 0))
    #expect(host.items(inRows: 3..<5) == position(1, 0)...position(1, 0))
    #expect(host.items(inRows: 22..<25) == position(1, 18)...position(1, 19))
    #expect(host.items(inRows: 0..<25) == position(0, 0)...position(1, 19))
    // A band of only a group or a footer row, or past the rows, has no items.
    #expect(host.items(inRows: 3..<4) == nil)
    #expect(host.items(inRows: 24..<25) == nil)
    #expect(host.items(inRows: 25..<30) == nil)
    #expect(host.items(inRows: 20..<40) == position(1, 16)...position(1, 19))
    #expect(host.items(inRows: 5..<5) == nil)
  }

  @Test func theVisibleItemsArePositionsPastGroupAndFooterRows() throws {
    let s = try screen()
    s.rows.contentOffset = 195  // rows 19 to 24: m25 ... m29, # End
    #expect(s.rows.visibleRowPlaces.map(\.row) == Array(19...24))
    #expect(s.rows.host.visiblePlaces.map(\.position) == (15...19).map { position(1, $0) })
    #expect(s.rows.host.visiblePlaces.first?.distance == -5)
    #expect(!s.rows.host.isScrolledToBottom)
    s.rows.contentOffset = 200
    #expect(s.rows.host.isScrolledToBottom)
  }
}
