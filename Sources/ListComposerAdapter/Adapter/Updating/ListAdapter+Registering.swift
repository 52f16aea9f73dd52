import ListComposer

extension ListAdapter {
  /// Registers the source's cell and supplementary types the view has not been given yet.
  ///
  /// A screen whose sources all report their registration changes (`RegistrationReporting`)
  /// is not asked again while `RegistrationRevision` has not moved since it was last checked:
  /// gathering every source's registrations at every batch costs more than the batch's cells.
  func registerNewTypes() throws(ListError) {
    let revision = RegistrationRevision.current
    guard checkedRegistrationRevision != revision, view != nil else { return }
    checkedRegistrationRevision = nil
    registrationChecks += 1
    try registerEveryNewType()
    if source.reportsRegistrationChanges { checkedRegistrationRevision = revision }
  }

  /// Registers the source's cell and supplementary types the view has not been given yet,
  /// asking every source for its registrations.
  private func registerEveryNewType() throws(ListError) {
    guard let view else { return }
    let cellRegistrations = source.cellRegistrations
    let cells =
      cellRegistrations == lastCellRegistrations
      ? [] : cellRegistrations.filter { !registeredCells.contains($0) }
    if !cells.isEmpty {
      try checkCanRegister(cells)
      for registration in cells {
        let identifier = registration.reuseIdentifier
        if !keptIdentifiers.contains(identifier), !viewCreatesCells(of: registration) {
          do {
            try view.registerCell(registration)
          } catch {
            throw .hostFailed(
              host: hostName, reason: (error as? any ListHostFault)?.reason ?? "\(error)")
          }
        }
        registeredCells.insert(registration)
        knownIdentifiers.insert(identifier)
      }
    }
    lastCellRegistrations = cellRegistrations
    let supplementaryRegistrations = source.supplementaryRegistrations
    guard supplementaryRegistrations != lastSupplementaryRegistrations else { return }
    let supplementaries = supplementaryRegistrations.filter {
      !registeredSupplementaries.contains($0)
    }
    guard !supplementaries.isEmpty, let host = view as? any SupplementaryViewHost else {
      lastSupplementaryRegistrations = supplementaryRegistrations
      return
    }
    for registration in supplementaries {
      do {
        try host.registerSupplementaryView(registration)
      } catch {
        throw .hostFailed(
          host: hostName, reason: (error as? any ListHostFault)?.reason ?? "\(error)")
      }
      registeredSupplementaries.insert(registration)
    }
    lastSupplementaryRegistrations = supplementaryRegistrations
  }

  /// A Boolean value that indicates whether the view already creates cells of the
  /// registration's class (or a subclass) for its identifier, from a registration of the app's.
  func viewCreatesCells(of registration: CellRegistration) -> Bool {
    guard
      let existing = view?.existingCellClass(forReuseIdentifier: registration.reuseIdentifier)
    else { return false }
    return isClass(existing, kindOf: registration.cellType)
  }

  /// Throws when the registrations clash with each other or with the view's.
  func checkCanRegister(_ registrations: [CellRegistration]) throws(ListError) {
    var claimed: [String: CellRegistration] = [:]
    for registration in registrations {
      if let other = claimed[registration.reuseIdentifier],
        ObjectIdentifier(other.cellType) != ObjectIdentifier(registration.cellType)
      {
        throw .conflictingRegistration(
          reuseIdentifier: registration.reuseIdentifier, existing: other.cellTypeName,
          new: registration.cellTypeName)
      }
      claimed[registration.reuseIdentifier] = registration
    }
    // The app's own registrations are not the view's to check against.
    try view?.checkRegistrations(
      registrations.filter { !keptIdentifiers.contains($0.reuseIdentifier) })
  }
}

/// Returns whether `candidate` is `base` or one of its subclasses.
private func isClass<Base: AnyObject>(_ candidate: any AnyObject.Type, kindOf base: Base.Type)
  -> Bool
{
  candidate is Base.Type
}
