import ListComposer

/// A minimal source of one section of `count` items, whose models are computed from their
/// position and which keeps no section store. Changing `count` reports nothing, as a source
/// changed behind its composition's back.
@MainActor
final class ComputedSource: DataSource {
  var count: Int
  let updates = UpdateRelay()
  private let modelOfItem: (Int) -> Int

  init(count: Int, model: @escaping (Int) -> Int = { $0 }) {
    self.count = count
    modelOfItem = model
  }

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
  func model(at position: ListPosition) -> Int? {
    contains(position) ? modelOfItem(position.item) : nil
  }
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    throw outOfRangeError(position)
  }
  var cellRegistrations: [CellRegistration] { [] }
}
