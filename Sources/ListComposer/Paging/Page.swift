/// What a ``PagedDataSource`` asks its loader for: which page, in the terms of the common
/// paging schemes (page number, opaque cursor, or offset), and on which side of the items held.
///
///     let loader: PagedDataSource<Message, MessageCell>.Loader = { request in
///       let reply = try await api.messages(after: request.cursor, limit: request.size)
///       return Page(reply.messages, hasMore: reply.next != nil, nextCursor: reply.next)
///     }
///
/// A source that pages both ways (a chat that opens at its newest messages) asks for the
/// pages before its first item too, with `.previous`:
///
///     switch request.direction {
///     case .next: try await api.messages(after: request.cursor, limit: request.size)
///     case .previous: try await api.messages(before: request.cursor, limit: request.size)
///     }
public struct PageRequest: Hashable, Sendable {
  /// The page's number: 0 for the first page, then one more per next page loaded, and one less
  /// per previous page (-1, -2, …).
  public var index: Int
  /// The cursor the pages loaded so far give this one: the last next page's
  /// ``Page/nextCursor``, or for a previous page the first page's or last previous page's
  /// ``Page/previousCursor``; `nil` for the first page.
  public var cursor: String?
  /// The number of items the source holds: before this page for a next page (the offset of
  /// an offset-based API), after it for a previous page (counted from the other end).
  public var offset: Int
  /// The number of items to ask for.
  public var size: Int
  /// A Boolean value that indicates whether the reader asked to reload from the first page
  /// (pull to refresh), so that the loader can skip its caches.
  public var isRefresh: Bool
  /// The side of the items held that the page goes to: `.next` (after
  /// them, and the first page) or `.previous` (before them).
  public var direction: Direction

  /// The sides of its items where a ``PagedDataSource`` loads pages.
  public enum Direction: Hashable, Sendable {
    /// After the last item (at the bottom), and the first page: what ``Page/hasMore`` and
    /// ``Page/nextCursor`` continue.
    case next
    /// Before the first item (at the top): what ``Page/hasPrevious`` and
    /// ``Page/previousCursor`` continue.
    case previous
  }

  /// Creates a request.
  package init(
    index: Int, cursor: String? = nil, offset: Int, size: Int, isRefresh: Bool = false,
    direction: Direction = .next
  ) {
    self.index = index
    self.cursor = cursor
    self.offset = offset
    self.size = size
    self.isRefresh = isRefresh
    self.direction = direction
  }
}

extension PageRequest: CustomStringConvertible {
  /// `page 2 (offset 40, 20 items, cursor "c2")`, with `refresh` for a refresh; a previous
  /// page's number is negative (`page -1 (…)`).
  public var description: String {
    var text = "page \(index) (offset \(offset), \(size) items"
    if let cursor { text += ", cursor \"\(cursor)\"" }
    return text + (isRefresh ? ", refresh)" : ")")
  }
}

/// One page of items, as a loader returns it.
///
///     Page([m1, m2, m3], hasMore: true, nextCursor: "after-m3")
///
/// A page says what follows it (``hasMore``, ``nextCursor``) and what comes before it
/// (``hasPrevious``, ``previousCursor``). The source reads the side it extends: a next page's
/// ``hasMore`` and ``nextCursor``, a previous page's ``hasPrevious`` and ``previousCursor``,
/// and the first page's all four, so that a chat's newest messages can open the way up:
///
///     Page(newest, hasMore: false, hasPrevious: true, previousCursor: "before-m80")
public struct Page<Item: Sendable>: Sendable {
  /// The items, in order (oldest first in a chat, at either end). Items the source holds
  /// already are dropped (see ``PageReport``).
  public var items: [Item]
  /// A Boolean value that indicates whether another page follows; `false` ends the list.
  public var hasMore: Bool
  /// The cursor of the next page, handed back in its ``PageRequest/cursor``.
  public var nextCursor: String?
  /// A Boolean value that indicates whether another page comes before this one, so that the
  /// source loads it at its top (`.previous`); `false`, the
  /// default, starts the list here.
  public var hasPrevious: Bool
  /// The cursor of the page before this one, handed back in its ``PageRequest/cursor``.
  public var previousCursor: String?

  /// Creates a page.
  public init(
    _ items: [Item], hasMore: Bool, nextCursor: String? = nil, hasPrevious: Bool = false,
    previousCursor: String? = nil
  ) {
    self.items = items
    self.hasMore = hasMore
    self.nextCursor = nextCursor
    self.hasPrevious = hasPrevious
    self.previousCursor = previousCursor
  }
}

/// What a page added to a ``PagedDataSource``: how many items it brought, how many of them
/// were new, and how many repeated an item the source held already and were dropped.
public struct PageReport: Hashable, Sendable {
  /// The request the page answered.
  public var request: PageRequest
  /// The number of items in the page.
  public var received: Int
  /// The number of items the page added.
  public var added: Int
  /// The number of items dropped because the source held an item of the same identity
  /// already (pages that overlap, say, when items were added on the server between requests),
  /// or the page repeated one.
  public var duplicatesDropped: Int
  /// A Boolean value that indicates whether another page follows, in the request's direction:
  /// the page's ``Page/hasMore``, or a previous page's ``Page/hasPrevious``.
  public var hasMore: Bool

  /// Creates a report.
  package init(
    request: PageRequest, received: Int, added: Int, duplicatesDropped: Int, hasMore: Bool
  ) {
    self.request = request
    self.received = received
    self.added = added
    self.duplicatesDropped = duplicatesDropped
    self.hasMore = hasMore
  }
}
