import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Inserting and removing children of a large composition: each child's changes must still be
/// remapped from its current index, though no child is re-pointed when a sibling comes or goes.
@MainActor
@Suite struct SectionedDataSourceManyChildrenTests {
  final class PlainCell {}

  func child(_ id: Int) -> ArrayDataSource<Int, PlainCell> {
    ArrayDataSource([id], cell: PlainCell.self) { _, _ in }
  }

  @Test(arguments: [UInt64(31), 32, 33])
  func childChangesLandAtTheChildsCurrentIndex(seed: UInt64) throws {
    print("SectionedDataSourceManyChildrenTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    for layout in [SectionedDataSource.Layout.sections, .linear] {
      var model = (0..<600).map(child)
      let screen = try SectionedDataSource(model, layout: layout)
      var nextID = 600
      for step in 0..<400 {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          let index =
            step % 4 == 0 ? model.count / 3 : Int.random(in: 0...model.count, using: &generator)
          let new = child(nextID)
          nextID += 1
          try screen.insert(new, at: index)
          model.insert(new, at: index)
        case 1 where !model.isEmpty:
          let index = Int.random(in: 0..<model.count, using: &generator)
          let removed = try screen.removeChild(at: index)
          #expect(removed.child.base === model[index], "seed \(seed) step \(step)")
          model.remove(at: index)
        default:
          break
        }
        guard !model.isEmpty else { continue }
        // A random child appends one item; the update must name its current place.
        let index = Int.random(in: 0..<model.count, using: &generator)
        let target = model[index]
        let before = target.numberOfItems(inSection: 0)
        let update = try target.append(-step)
        let expected: ListPosition
        switch layout {
        case .sections:
          expected = ListPosition(section: index, item: before)
        case .linear:
          let offset = model[..<index].reduce(0) { $0 + $1.numberOfItems(inSection: 0) }
          expected = ListPosition(section: 0, item: offset + before)
        }
        #expect(
          update.batch.insertedItems == [expected], "seed \(seed) layout \(layout) step \(step)")
      }
      #expect(screen.children.map { ObjectIdentifier($0.base) } == model.map(ObjectIdentifier.init))
      #expect(CompositionLaws.violations(in: screen).isEmpty, "seed \(seed) layout \(layout)")
      // A removed child no longer reports to the composition.
      if let first = model.first {
        let removed = try screen.removeChild(at: 0)
        #expect(removed.child.base === first)
        let count = first.numberOfItems(inSection: 0)
        let update = try first.append(1)
        #expect(update.batch.insertedItems == [ListPosition(section: 0, item: count)])
      }
    }
  }
}
