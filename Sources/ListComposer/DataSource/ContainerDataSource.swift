/// A source that shows the items of other sources, such as a composition or a stateful
/// wrapper: the adapter walks through it to the leaf source that owns a position, so that a
/// cell's end of display reaches the source that showed it, with its model.
@MainActor
package protocol ContainerDataSource: DataSource {
  /// Returns the child source that owns a position and the position in it, or `nil` when the
  /// position is this source's own row (a placeholder) or does not exist.
  func child(owning position: ListPosition) -> (source: any DataSource, position: ListPosition)?

  /// Returns the child source that owns a section and the section in it, or `nil` when the
  /// section is this source's own or does not exist.
  func child(owningSection section: Int) -> (source: any DataSource, section: Int)?

  /// The sources this one shows items of, in order.
  var childSources: [any DataSource] { get }

  /// Returns this source's place for a place of one of its children: where an item at a
  /// child's position, or at the end of one of its sections (`item` equal to its count),
  /// appears here; `nil` when the child is not shown here or the place does not exist.
  ///
  /// How the adapter finds, for a user's move, the screen positions a source spans, including
  /// those of an empty section into which an item can be dropped.
  func place(_ local: ListPosition, inChild child: any DataSource) -> ListPosition?
}

extension SectionedDataSource: ContainerDataSource {
  package func child(owning position: ListPosition) -> (
    source: any DataSource, position: ListPosition
  )? {
    guard let (child, local) = locate(position) else { return nil }
    return (children[child].base, local)
  }

  package func child(owningSection section: Int) -> (source: any DataSource, section: Int)? {
    guard let (child, local) = locate(section: section) else { return nil }
    return (children[child].base, local)
  }

  package var childSources: [any DataSource] { children.map(\.base) }

  package func place(_ local: ListPosition, inChild child: any DataSource) -> ListPosition? {
    guard let index = children.firstIndex(where: { $0.base === child }),
      let start = spans.start(of: index)
    else { return nil }
    let counts = children[index].sectionCounts
    guard counts.indices.contains(local.section), local.item >= 0,
      local.item <= counts[local.section]
    else { return nil }
    switch layout {
    case .sections:
      return ListPosition(section: start + local.section, item: local.item)
    case .linear:
      let before = counts.prefix(local.section).reduce(0, +)
      return ListPosition(section: 0, item: start + before + local.item)
    }
  }
}
