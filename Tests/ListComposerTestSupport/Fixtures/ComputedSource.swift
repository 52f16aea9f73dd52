import ListComposer

/// A minimal source of one section of `count` items, whose models are computed from their
/// position and which keeps no section store. Changing `count` reports nothing, as a source
/// changed behind its composition's back.
@MainActor
package final class ComputedSource: DataSource {
  package var count: Int
  package let updates = UpdateRelay()
  private let modelOfItem: (Int) -> Int

  package init(count: Int, model: @escaping (Int) -> Int = { $0 }) {
    self.count = count
    modelOfItem = model
  }

  package var numberOfSections: Int { 1 }
  package func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
  package func model(at position: ListPosition) -> Int? {
    contains(position) ? modelOfItem(position.item) : nil
  }
  package func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    throw outOfRangeError(position)
  }
  package var cellRegistrations: [CellRegistration] { [] }
}
