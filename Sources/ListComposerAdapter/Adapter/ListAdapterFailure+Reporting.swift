import ListComposer

extension ListAdapter {
  /// Logs a failure through the view and hands it to ``onFailure``.
  func report(_ failure: ListAdapterFailure) {
    view?.log("ListComposer: \(hostName) \(failure.message)")
    onFailure?(failure)
  }
}

extension ListAdapterFailure {
  /// A sentence for the log that says what could not be done.
  var message: String {
    switch self {
    case .cell(let position, let error):
      "could not show the cell at \(position): \(error)"
    case .supplementaryView(let kind, let position, let error):
      "could not show the \(kind) view at \(position): \(error)"
    case .batch(let update, let reason):
      "could not apply \(update) and reloaded its data: \(reason)"
    case .deletion(let position, let error):
      "could not delete the item at \(position): \(error)"
    case .move(let from, let to, let error):
      "could not move the item at \(from) to \(to): \(error)"
    case .action(let identifier, let position, let error):
      "could not perform the action \"\(identifier)\" on the item at \(position): \(error)"
    }
  }
}
