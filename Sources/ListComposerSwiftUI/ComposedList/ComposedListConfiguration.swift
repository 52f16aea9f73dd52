#if canImport(SwiftUI)
  import ListComposer
  import SwiftUI

  /// What a ``ComposedList``'s modifiers set, kept until its coordinator applies it.
  @MainActor
  struct ComposedListConfiguration {
    /// A selection kept as item identifiers, both ways.
    struct Selection {
      /// The identifiers the binding holds now.
      let read: @MainActor () -> Set<AnyHashable>
      /// Writes the identifiers of the items at the view's selected positions to the binding.
      let write: @MainActor (ListAdapter, [ListPosition]) -> Void
    }

    /// A per-source value applied to the bridge or the adapter, keyed by the source.
    struct PerSource<Apply> {
      let source: ObjectIdentifier
      let apply: Apply
    }

    var selection: Selection?
    var swipeActions: [PerSource<@MainActor (ListAdapter) -> Void>] = []
    var onFailure: (@MainActor (any Error) -> Void)?
    var pinsSectionHeaders = false

    /// Reports a failure to ``onFailure``, or else to the unified log.
    func report(_ error: any Error) {
      if let onFailure {
        onFailure(error)
      } else {
        logComposedListFailure("ComposedList could not show its screen: \(error)")
      }
    }

    /// Makes a selection from a binding of identifiers of any `Hashable` type.
    static func selection<ID: Hashable>(_ binding: Binding<Set<ID>>) -> Selection {
      Selection(
        read: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
        write: { adapter, positions in
          let selected = adapter.identifiers(ofItemsAt: positions, as: ID.self)
          if selected != binding.wrappedValue { binding.wrappedValue = selected }
        })
    }
  }
#endif
