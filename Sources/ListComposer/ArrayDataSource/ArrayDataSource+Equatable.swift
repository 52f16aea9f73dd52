extension ArrayDataSource where Model: Equatable {
  /// Removes every item equal to `item`, in every section.
  ///
  ///     let update = messages.remove(spam)
  ///     update.deletedItems  // where the spam was, on the whole screen
  ///
  /// Removing a value that is not present changes nothing and returns an empty update.
  ///
  /// - Returns: The deleted positions, in the root's positions.
  /// - Complexity: O(n), where n is the number of items.
  @discardableResult
  public func remove(_ item: Model) -> BatchUpdate {
    edit { sections in sections.removeItems { $0 == item } }
  }

  /// Returns the first position of an item equal to `item`, or `nil`.
  ///
  /// - Complexity: O(n), where n is the number of items.
  public func firstPosition(of item: Model) -> ListPosition? {
    for (section, content) in sections.enumerated() {
      if let index = content.items.firstIndex(of: item) {
        return ListPosition(section: section, item: index)
      }
    }
    return nil
  }
}
