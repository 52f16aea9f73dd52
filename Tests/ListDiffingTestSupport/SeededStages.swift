import ListDiffing

/// The staged batches of a seeded change of one list, on which the stage proof is checked: on
/// its own in ListRulesTests, and handed to the adapter and the views in ListComposerTests.
package enum SeededStages {
  /// An item: an identity and a content, so that a changed content is an update.
  private struct Entry: DiffIdentifiable, Equatable, ContentEquatable {
    let id: Int
    var content: String
  }

  /// The stages of a seeded change of `count` entries: deletes, inserts, moves and changed
  /// contents, with the counts before and after each.
  package static func stages(count: Int, using generator: inout some RandomNumberGenerator)
    -> [(update: BatchUpdate, before: Int, after: Int)]
  {
    let old = (0..<count).map { Entry(id: $0, content: "v0") }
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for index in new.indices where Int.random(in: 0..<10, using: &generator) == 0 {
      new[index].content = "v1"
    }
    for _ in 0..<(count / 10) {
      let from = Int.random(in: 0..<new.count, using: &generator)
      let entry = new.remove(at: from)
      new.insert(entry, at: Int.random(in: 0...new.count, using: &generator))
    }
    for id in count..<(count + count / 10) {
      new.insert(Entry(id: id, content: "n"), at: Int.random(in: 0...new.count, using: &generator))
    }
    var before = old.count
    return new.stagedDifference(from: old, section: 0).stages.map { stage in
      defer { before = stage.data.count }
      return (stage.update, before, stage.data.count)
    }
  }

  /// `update` with every position `offset` sections later.
  package static func shifted(_ update: BatchUpdate, by offset: Int) -> BatchUpdate {
    func shift(_ position: ListPosition) -> ListPosition {
      ListPosition(section: position.section + offset, item: position.item)
    }
    var moved = update
    moved.deletedItems = update.deletedItems.map(shift)
    moved.insertedItems = update.insertedItems.map(shift)
    moved.reloadedItems = update.reloadedItems.map(shift)
    moved.reconfiguredItems = update.reconfiguredItems.map(shift)
    moved.movedItems = update.movedItems.map { ItemMove(from: shift($0.from), to: shift($0.to)) }
    return moved
  }
}
