import HeadlessHost
import Testing

/// A conversation laid out in a viewport, its messages two levels down:
///
///     root = SectionedDataSource([banner, thread])
///     thread = SectionedDataSource([pinned, messages])
///
/// Section 0 is the banner, with the title "Banner" (an estimated header of 28 points) and one
/// row of the estimated 44 points; section 1 is the pinned message (44 points, no header);
/// section 2 holds the messages, whose heights their own source gives: 20, 30 or 40 points by
/// their number (``height(of:)``). The viewport is 200 points tall unless told otherwise.
@MainActor
package struct ViewportScreen<Cell: HeadlessReusableCell> {
  package let host: ViewUnderTest
  package let banner: ArrayDataSource<Mail, Cell>
  package let pinned: ArrayDataSource<Mail, Cell>
  package let messages: ArrayDataSource<Mail, Cell>
  package let thread: SectionedDataSource
  package let root: SectionedDataSource
  package let adapter: ListAdapter
  /// The message numbers whose heights the messages' source was asked for, in order.
  package let asked: HeightRequests

  /// The top of the messages' section: the banner's header and row, and the pinned row.
  package static var messagesTop: Double { 28 + 44 + 44 }

  /// The height the messages' source gives a message.
  package static func height(of id: Int) -> Double { 20 + Double(id % 3) * 10 }

  package init(
    _ kind: ViewKind, _ cell: Cell.Type, messages ids: [Int], viewport: Double = 200
  ) throws {
    var options = kind.options
    options.viewportHeight = viewport
    host = ViewUnderTest(kind, customOptions: options)
    banner = host.mail([1], header: "Banner", as: cell)
    pinned = host.mail([2], as: cell)
    messages = host.mail(ids, as: cell)
    thread = try SectionedDataSource([pinned, messages])
    root = try SectionedDataSource([banner, thread])
    try host.attach(root)
    adapter = try #require(host.adapter)
    let asked = HeightRequests()
    self.asked = asked
    adapter.setHandlers(
      SourceHandlers(rowHeight: { _, item in
        asked.ids.append(item.model.id)
        return Self.height(of: item.model.id)
      }), for: messages)
    try host.reload()
  }

  /// The top of message `index` of the messages' section, in content coordinates.
  package func top(ofMessageAt index: Int) -> Double {
    Self.messagesTop + messages.items.prefix(index).map { Self.height(of: $0.id) }.reduce(0, +)
  }
}

/// What a height provider was asked, kept by reference so that a closure can write it.
@MainActor
package final class HeightRequests {
  package var ids: [Int] = []
  package init() {}
}

extension ViewUnderTest {
  /// How far the content is scrolled.
  package var contentOffset: Double { table?.contentOffset ?? collection?.contentOffset ?? 0 }

  /// The height of the content.
  package var contentHeight: Double { table?.contentHeight ?? collection?.contentHeight ?? 0 }

  /// Scrolls the content to an offset and lays out.
  package func scroll(toContentOffset offset: Double) throws {
    if let table {
      try table.scroll(toContentOffset: offset)
    } else {
      try collection?.scroll(toContentOffset: offset)
    }
  }

  /// The top of an item's row and its height.
  package func frame(of position: ListPosition) -> (top: Double, height: Double)? {
    table?.frame(ofItemAt: position) ?? collection?.frame(ofItemAt: position)
  }

  /// The texts of the visible cells, in order.
  package var visibleTexts: [String] { visiblePositions.compactMap { text(at: $0) } }
}
