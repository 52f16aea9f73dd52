/// A source that shows the items of other sources, such as a composition or a stateful
/// wrapper: the adapter walks through it to the leaf source that owns a position, so that a
/// cell's end of display reaches the source that showed it, with its model.
@MainActor
protocol ContainerDataSource: DataSource {
  /// Returns the child source that owns a position and the position in it, or `nil` when the
  /// position is this source's own row (a placeholder) or does not exist.
  func child(owning position: ListPosition) -> (source: any DataSource, position: ListPosition)?

  /// Returns the child source that owns a section and the section in it, or `nil` when the
  /// section is this source's own or does not exist.
  func child(owningSection section: Int) -> (source: any DataSource, section: Int)?
}

extension SectionedDataSource: ContainerDataSource {
  func child(owning position: ListPosition) -> (source: any DataSource, position: ListPosition)? {
    guard let (child, local) = locate(position) else { return nil }
    return (children[child].base, local)
  }

  func child(owningSection section: Int) -> (source: any DataSource, section: Int)? {
    guard let (child, local) = locate(section: section) else { return nil }
    return (children[child].base, local)
  }
}
