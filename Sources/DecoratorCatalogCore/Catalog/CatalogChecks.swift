/// The build-time checks over a target's decorators.
///
/// - Two *different* cell types may not share a reuse identifier: a table view would dequeue a
///   cell of the wrong class. Two decorators of the *same* cell type may share one.
/// - Two decorators may not claim the same model type unless they are told apart by
///   `static let catalogVariant = "..."`: of the decorators of one model, at most one may omit
///   the variant, and no two may declare the same one.
///
/// Decorators whose `#if` conditions exclude each other never collide.
enum CatalogChecks {
  /// Returns the errors and notes for `entries`.
  static func diagnostics(for entries: [CatalogEntry]) -> [Diagnostic] {
    let checked = entries.filter(\.isRegistrable).sorted { $0.location < $1.location }
    return reuseIdentifierCollisions(checked) + modelCollisions(checked)
  }

  private static func reuseIdentifierCollisions(_ entries: [CatalogEntry]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (index, entry) in entries.enumerated() {
      guard let identifier = entry.reuseIdentifier.value, let cell = entry.cell.value,
        let location = entry.reuseIdentifier.location
      else { continue }
      let earlier = entries[..<index].first { other in
        other.reuseIdentifier.value == identifier && other.cell.value != nil
          && other.cell.value != cell && !other.condition.excludes(entry.condition)
      }
      guard let earlier, let earlierCell = earlier.cell.value,
        let earlierLocation = earlier.reuseIdentifier.location
      else { continue }
      diagnostics.append(
        Diagnostic(
          .error, at: location,
          "reuse identifier \"\(identifier)\" of '\(entry.typeName)' (cell type '\(cell)') is "
            + "already used by '\(earlier.typeName)' for cell type '\(earlierCell)'; different "
            + "cell types need different reuse identifiers"))
      diagnostics.append(
        Diagnostic(
          .note, at: earlierLocation,
          "'\(earlier.typeName)' uses reuse identifier \"\(identifier)\" here"))
    }
    return diagnostics
  }

  private static func modelCollisions(_ entries: [CatalogEntry]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (index, entry) in entries.enumerated() {
      guard let model = entry.model.value else { continue }
      if case .unknown = entry.variant { continue }
      let variant = entry.variant?.value
      let earlier = entries[..<index].first { other in
        guard other.model.value == model, !other.condition.excludes(entry.condition) else {
          return false
        }
        if case .unknown = other.variant { return false }
        return other.variant?.value == variant
      }
      guard let earlier else { continue }
      let message: String
      if let variant {
        message =
          "'\(entry.typeName)' and '\(earlier.typeName)' both decorate model '\(model)' with "
          + "catalog variant \"\(variant)\"; give each decorator of a model a distinct variant"
      } else {
        message =
          "'\(entry.typeName)' and '\(earlier.typeName)' both decorate model '\(model)'; tell "
          + "them apart with 'static let catalogVariant = \"...\"' on all but one"
      }
      diagnostics.append(
        Diagnostic(.error, at: entry.variant?.location ?? entry.location, message))
      diagnostics.append(
        Diagnostic(
          .note, at: earlier.variant?.location ?? earlier.location,
          "'\(earlier.typeName)' decorates '\(model)' here"))
    }
    return diagnostics
  }
}
