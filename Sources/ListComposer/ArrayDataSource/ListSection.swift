/// One section of a data source: its items and the titles around them.
///
///     let unread = ListSection(header: "Unread", items: [m1, m2])
public struct ListSection<Model> {
  /// The title shown above the section, if any.
  public var header: String?
  /// The items, in display order.
  public var items: [Model]
  /// The title shown below the section, if any.
  public var footer: String?

  /// Creates a section.
  public init(header: String? = nil, items: [Model], footer: String? = nil) {
    self.header = header
    self.items = items
    self.footer = footer
  }
}

extension ListSection: Equatable where Model: Equatable {}
extension ListSection: Hashable where Model: Hashable {}
extension ListSection: Sendable where Model: Sendable {}
