extension UpdateRelay {
  /// Reports that items of the source changed size with no change of their data (a message
  /// whose text the reader expanded, an image that finished loading), in the source's local
  /// positions: the view animates their rows to the new heights without reloading or
  /// reconfiguring their cells, and keeps the reader's place.
  ///
  ///     expanded.insert(message.id)  // what the row height handler reads
  ///     messages.updates.send(resizedItems: [position])
  ///
  /// The positions are remapped to the screen's through every composition above the source, as
  /// a change is; a position the screen does not show (behind a placeholder, say) is ignored.
  /// Sent while the screen applies a change, the resize waits for that change.
  ///
  /// - Parameter positions: Positions of the source's items whose size changed.
  /// - Complexity: O(d · k) to remap the positions, where d is the depth of the source and k
  ///   the number of children of each composition on the way, plus O(p log n) for a headless
  ///   view, where p is the number of positions and n of rows.
  public func send(resizedItems positions: [ListPosition]) {
    guard !positions.isEmpty else { return }
    performChange { [self] in
      let (relay, remapped) = remappedUpwards(BatchUpdate(reconfiguredItems: positions))
      guard !relay.hasParent, !remapped.reconfiguredItems.isEmpty else { return }
      relay.runScreenHooks(.itemsResized(remapped.reconfiguredItems))
    }
  }
}
