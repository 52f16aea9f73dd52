extension ArrayDataSource where Model: Equatable {
  /// Removes every item equal to `item`, in every section.
  ///
  ///     let change = messages.remove(spam)
  ///     change.batches.first?.deletedItems  // where the spam was, on the whole screen
  ///
  /// Removing a value that is not present changes nothing and returns an empty update.
  ///
  /// - Returns: The deleted positions, in the root's positions.
  /// - Complexity: O(n), where n is the number of items.
  @discardableResult
  public func remove(_ item: Model) -> ListChange {
    removeItems { $0 == item }
  }

  /// Removes every item equal to any of `values`, in every section, as one batch.
  ///
  ///     let change = messages.remove(contentsOf: [spam, phishing, neverShown])
  ///     change.batches  // [delete items ...]: where spam and phishing were, on screen
  ///
  /// Values that are not present are ignored: removing only such values changes nothing and
  /// returns an empty update. An item equal to several of the values is removed once; every
  /// item equal to a value is removed, wherever it is.
  ///
  /// - Parameter values: The values whose equal items to remove.
  /// - Returns: The deleted positions, in the root's positions, published as one batch.
  /// - Complexity: O(n × m), where n is the number of items and m the number of values; for a
  ///   `Hashable` model type, O(n + m).
  @discardableResult
  public func remove(contentsOf values: some Sequence<Model>) -> ListChange {
    let values = Array(values)
    guard !values.isEmpty else { return ListChange() }
    return removeItems { values.contains($0) }
  }
}

extension ArrayDataSource where Model: Hashable {
  /// Removes every item equal to any of `values`, in every section, as one batch, looking the
  /// values up in a set.
  ///
  ///     let change = messages.remove(contentsOf: Set(selected))
  ///     change.batches  // [delete items ...]: where the selected messages were, on screen
  ///
  /// Values that are not present are ignored: removing only such values changes nothing and
  /// returns an empty update.
  ///
  /// - Parameter values: The values whose equal items to remove.
  /// - Returns: The deleted positions, in the root's positions, published as one batch.
  /// - Complexity: O(n + m), where n is the number of items and m the number of values.
  @discardableResult
  public func remove(contentsOf values: some Sequence<Model>) -> ListChange {
    let values = Set(values)
    guard !values.isEmpty else { return ListChange() }
    return removeItems { values.contains($0) }
  }
}
