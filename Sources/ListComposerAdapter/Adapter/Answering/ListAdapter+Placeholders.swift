import ListComposer

extension ListAdapter {
  /// Returns the cell for a position, for a view that must be given a cell whatever happens
  /// (UIKit raises an exception for a missing one, and another for a second dequeue at one
  /// position).
  ///
  /// When the source provides a cell of the view's class (for a collection view, the one it
  /// dequeued for this request), that cell. Otherwise the failure is
  /// reported to ``onFailure`` and logged through the view, and the view gets a cell it
  /// accepts: the one the source dequeued for this request, if it dequeued one before it
  /// failed, or else `placeholder()`. A source that dequeues a reuse identifier nobody
  /// registered fails with UIKit's message instead of reaching the view, which would raise.
  ///
  ///     let cell = adapter.cell(at: position, as: UITableViewCell.self) {
  ///       tableView.dequeueReusableCell(withIdentifier: "placeholder", for: indexPath)
  ///     }
  ///
  /// - Parameters:
  ///   - position: The position the view asks for.
  ///   - cellType: The class of the cells the view accepts.
  ///   - placeholder: Dequeues an empty cell from the view; called only when the source
  ///     failed before dequeuing.
  package func cell<Cell: AnyObject>(
    at position: ListPosition, as cellType: Cell.Type, placeholder: () -> Cell
  ) -> Cell {
    noteCellRequest()
    let saved = recorder.dequeued
    recorder.dequeued = nil
    defer { recorder.dequeued = saved }
    let error: String
    do {
      let cell = try source.updates.answeringView { () throws -> AnyObject in
        try dequeueCell(at: position, for: CellRequest(host: recorder, hostPosition: position))
      }
      if let typed = cell as? Cell {
        if cell === recorder.dequeued || !viewRequiresDequeuedViews { return typed }
        error =
          "the source returned a \(type(of: cell)) that was not dequeued for this request; a "
          + "collection view raises an exception for a cell it did not hand out for the index "
          + "path it asked for"
      } else {
        error = "the source returned a \(type(of: cell)), which is not a \(Cell.self)"
      }
    } catch let thrown {
      error = "\(thrown)"
    }
    report(.cell(position, error: error))
    return recorder.dequeued as? Cell ?? placeholder()
  }

  /// Returns the supplementary view of a kind for a position (a section's header, say), for
  /// a view that must be given one whenever its layout asks (a collection view).
  ///
  /// When the source that owns the section provides a view of the kind, that view; else, for
  /// a header or footer (`SupplementaryKind`) of a section with a title, `title(text)`.
  /// Otherwise the failure is reported to ``onFailure`` and logged, and the view gets the view
  /// the source dequeued for this request, if any, or else `placeholder()`.
  ///
  /// - Parameters:
  ///   - kind: The element kind the view asks for.
  ///   - position: The position it asks for (a section's header is at item 0).
  ///   - viewType: The class of the views the view accepts.
  ///   - title: Dequeues a view that shows a section's header or footer title.
  ///   - placeholder: Dequeues an empty view of `kind` from the view.
  package func supplementaryView<View: AnyObject>(
    ofKind kind: String, at position: ListPosition, as viewType: View.Type,
    title: ((String) -> View)? = nil, placeholder: () -> View
  ) -> View {
    let saved = recorder.dequeued
    recorder.dequeued = nil
    defer { recorder.dequeued = saved }
    let error: String
    do {
      let view = try source.updates.answeringView { () throws -> AnyObject? in
        try source.supplementaryView(
          ofKind: kind, at: position,
          for: SupplementaryRequest(host: recorder, kind: kind, hostPosition: position))
      }
      if let typed = view as? View {
        if view === recorder.dequeued || !viewRequiresDequeuedViews { return typed }
        error =
          "the source returned a \(type(of: typed)) that was not dequeued for this request; a "
          + "collection view raises an exception for a view it did not hand out for the index "
          + "path it asked for"
      } else if let view {
        error = "the source returned a \(type(of: view)), which is not a \(View.self)"
      } else if let title, let text = self.title(ofKind: kind, inSection: position.section) {
        return title(text)
      } else {
        error = "no source of section \(position.section) provides a view of this kind"
      }
    } catch let thrown {
      error = "\(thrown)"
    }
    report(.supplementaryView(kind: kind, position, error: error))
    return recorder.dequeued as? View ?? placeholder()
  }

  /// A Boolean value that indicates whether the view accepts only the cells and views it handed
  /// out for the request in progress: a collection view's rule (§2.4 of the UIKit reference).
  private var viewRequiresDequeuedViews: Bool { view?.batchFlavor == .collection }

  /// Returns whether a section has a supplementary view of a kind: whether the source that
  /// owns it registers a view of that kind (it is then expected in each of its sections), or,
  /// for a header or footer, whether the section has a title. A layout asks, to declare the
  /// view only for the sections that have one.
  package func hasSupplementaryView(ofKind kind: String, inSection section: Int) -> Bool {
    guard let (owner, _) = owner(ofSection: section) else { return false }
    if let composition = owner as? SectionedDataSource {
      // A linear composition frames its one section with its children's views.
      if composition.layout == .linear, composition.linearSupplementaryChild(ofKind: kind) != nil {
        return true
      }
    } else if let supplementary = owner as? any SupplementaryDataSource,
      supplementary.supplementaryRegistrations.contains(where: { $0.kind == kind })
    {
      return true
    }
    return title(ofKind: kind, inSection: section) != nil
  }

  /// The header title for `SupplementaryKind.header`, the footer title for
  /// `SupplementaryKind.footer`, `nil` for other kinds.
  private func title(ofKind kind: String, inSection section: Int) -> String? {
    switch kind {
    case SupplementaryKind.header: headerTitle(forSection: section)
    case SupplementaryKind.footer: footerTitle(forSection: section)
    default: nil
    }
  }

  /// Throws UIKit's message when no registration is known for a reuse identifier.
  fileprivate func checkCanDequeue(_ identifier: String) throws(ListError) {
    if knownIdentifiers.contains(identifier) { return }
    if view?.existingCellClass(forReuseIdentifier: identifier) != nil {
      knownIdentifiers.insert(identifier)
      return
    }
    throw .hostFailed(
      host: hostName,
      reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
        + "class for the identifier or connect a prototype cell in a storyboard")
  }

  /// Throws UIKit's message when no registration is known for a kind and reuse identifier.
  fileprivate func checkCanDequeue(kind: String, _ identifier: String) throws(ListError) {
    guard
      !registeredSupplementaries.contains(where: {
        $0.kind == kind && $0.reuseIdentifier == identifier
      })
    else { return }
    throw .hostFailed(
      host: hostName,
      reason: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
  }
}

/// Stands for the view in the requests of ``ListAdapter/cell(at:as:placeholder:)``: remembers
/// what the source dequeued, and refuses identifiers nobody registered before they reach a view
/// that would raise.
@MainActor
final class DequeueRecorder: CellHost, SupplementaryViewHost {
  private weak var adapter: ListAdapter?
  /// The cell or view dequeued in the current request.
  var dequeued: AnyObject?

  init(adapter: ListAdapter) {
    self.adapter = adapter
  }

  private func view() throws(ListError) -> (ListAdapter, any ListHostView) {
    guard let adapter, let view = adapter.view else {
      throw .hostFailed(host: "ListAdapter", reason: "the view is gone")
    }
    return (adapter, view)
  }

  func registerCell(_ registration: CellRegistration) throws {
    try view().1.registerCell(registration)
  }

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    let (adapter, view) = try view()
    try adapter.checkCanDequeue(reuseIdentifier)
    let cell = try view.dequeueCell(withReuseIdentifier: reuseIdentifier, for: position)
    dequeued = cell
    return cell
  }

  func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
    try host().registerSupplementaryView(registration)
  }

  func dequeueSupplementaryView(
    ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
  ) throws -> AnyObject {
    let host = try host()
    try adapter?.checkCanDequeue(kind: kind, reuseIdentifier)
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: reuseIdentifier, for: position)
    dequeued = view
    return view
  }

  private func host() throws(ListError) -> any SupplementaryViewHost {
    guard let host = try view().1 as? any SupplementaryViewHost else {
      throw .hostFailed(host: "ListAdapter", reason: "the view has no supplementary views")
    }
    return host
  }
}
