#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// What a ``ComposedList``'s modifiers set, kept until its coordinator applies it.
  @MainActor
  struct ComposedListConfiguration {
    /// A per-source value applied to the bridge or the adapter, keyed by the source.
    struct PerSource<Apply> {
      let source: ObjectIdentifier
      let apply: Apply
    }

    /// The selection binding, kept as item identifiers by the coordinator's `BoundSelection`.
    var selection: BoundSelection.Binding?
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
    static func selection<ID: Hashable>(_ binding: Binding<Set<ID>>) -> BoundSelection.Binding {
      BoundSelection.Binding(
        read: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
        write: { identifiers in
          let selected = Set(identifiers.compactMap { $0 as? ID })
          if selected != binding.wrappedValue { binding.wrappedValue = selected }
        },
        holds: { ($0 as? ID) != nil })
    }
  }
#endif
