/// What a ``PagedDataSource`` asks its loader for: which page, in the terms of the common
/// paging schemes (page number, opaque cursor, or offset).
///
///     let loader: PagedDataSource<Message, MessageCell>.Loader = { request in
///       let reply = try await api.messages(after: request.cursor, limit: request.size)
///       return Page(reply.messages, hasMore: reply.next != nil, nextCursor: reply.next)
///     }
public struct PageRequest: Hashable, Sendable {
  /// The page's number: 0 for the first page, then one more per page loaded.
  public var index: Int
  /// The previous page's ``Page/nextCursor``; `nil` for the first page.
  public var cursor: String?
  /// The number of items the source holds before this page: the offset of an offset-based API.
  public var offset: Int
  /// The number of items to ask for.
  public var size: Int
  /// A Boolean value that indicates whether the reader asked to reload from the first page
  /// (pull to refresh), so that the loader can skip its caches.
  public var isRefresh: Bool

  /// Creates a request.
  public init(index: Int, cursor: String? = nil, offset: Int, size: Int, isRefresh: Bool = false) {
    self.index = index
    self.cursor = cursor
    self.offset = offset
    self.size = size
    self.isRefresh = isRefresh
  }
}

extension PageRequest: CustomStringConvertible {
  /// `page 2 (offset 40, 20 items, cursor "c2")`, with `refresh` for a refresh.
  public var description: String {
    var text = "page \(index) (offset \(offset), \(size) items"
    if let cursor { text += ", cursor \"\(cursor)\"" }
    return text + (isRefresh ? ", refresh)" : ")")
  }
}

/// One page of items, as a loader returns it.
///
///     Page([m1, m2, m3], hasMore: true, nextCursor: "after-m3")
public struct Page<Item: Sendable>: Sendable {
  /// The items, in order. Items the source holds already are dropped (see ``PageReport``).
  public var items: [Item]
  /// A Boolean value that indicates whether another page follows; `false` ends the list.
  public var hasMore: Bool
  /// The cursor of the next page, handed back in its ``PageRequest/cursor``.
  public var nextCursor: String?

  /// Creates a page.
  public init(_ items: [Item], hasMore: Bool, nextCursor: String? = nil) {
    self.items = items
    self.hasMore = hasMore
    self.nextCursor = nextCursor
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
  /// A Boolean value that indicates whether another page follows.
  public var hasMore: Bool

  /// Creates a report.
  public init(
    request: PageRequest, received: Int, added: Int, duplicatesDropped: Int, hasMore: Bool
  ) {
    self.request = request
    self.received = received
    self.added = added
    self.duplicatesDropped = duplicatesDropped
    self.hasMore = hasMore
  }
}
