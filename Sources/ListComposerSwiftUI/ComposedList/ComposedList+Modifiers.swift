// What ComposedList does the same way on iOS (over CollectionViewBridge) and on macOS (over
// TableViewBridge): its two forms and the modifiers both platforms have.
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  extension ComposedList {
    /// Shows a composition the app owns: usually a `SectionedDataSource` kept by a model
    /// object, changed through its sources' own API.
    ///
    ///     ComposedList(screen: model.screen)
    ///
    /// A source can be shown by one view at a time: while this view shows `screen`, it cannot
    /// join another composition or view. Passing another screen object later shows that one
    /// instead (a reload).
    ///
    /// - Parameter screen: The source to show, usually the root of a composition.
    public init(screen: some DataSource) {
      self.init(content: .screen(screen))
    }

    /// Shows a screen declared from its sections, declared again on every SwiftUI update and
    /// applied as a diff by identity (`DeclaredScreen.setSections(options:_:)`).
    ///
    ///     ComposedList {
    ///       ScreenSection("contacts", items: contacts, decorator: ContactRow.self)
    ///       if showsPeople {
    ///         ScreenSection("people", source: people)
    ///       }
    ///     }
    ///
    /// - Parameter content: The screen's entries, read from SwiftUI state.
    public init(@ScreenBuilder _ content: @escaping @MainActor () -> [ScreenSection]) {
      self.init(content: .declared(content))
    }

    /// Creates the coordinator that keeps the bridge for the view's lifetime.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Keeps the selected items' identifiers in a binding, both ways: the user's taps or
    /// clicks write the binding, and the items whose identifiers the binding holds are
    /// selected.
    ///
    ///     @State private var selection: Set<Message.ID> = []
    ///     ComposedList(screen: screen).selection($selection)
    ///
    /// Identifiers are the items' `id`s; items of other identifier types (another
    /// source's, a placeholder row) are never written to the binding. The view selects several
    /// items at once.
    ///
    /// - Parameter selection: The identifiers of the selected items.
    public func selection<ID: Hashable>(_ selection: Binding<Set<ID>>) -> ComposedList {
      var list = self
      list.configuration.selection = ComposedListConfiguration.selection(selection)
      return list
    }

    /// Gives the items of one source swipe actions on one edge
    /// (`SourceHandlers` swipe actions), made from the typed model when the user
    /// swipes.
    ///
    ///     ComposedList(screen: screen)
    ///       .swipeActions(in: messages, edge: .leading) { messages, item in
    ///         SwipeActions([ItemAction(id: "read", title: "Read") { markRead(item.model) }])
    ///       }
    ///
    /// - Parameters:
    ///   - source: A source of the screen, at any depth.
    ///   - edge: The edge the actions show on.
    ///   - actions: Makes the actions of an item.
    public func swipeActions<Source: DataSource>(
      in source: Source, edge: SwipeEdge,
      _ actions: @escaping @MainActor (Source, SourceItem<Source.Model>) -> SwipeActions
    ) -> ComposedList {
      var list = self
      list.configuration.swipeActions.append(
        .init(source: ObjectIdentifier(source)) { adapter in
          adapter.changeHandlers(of: source) {
            switch edge {
            case .leading: $0.leadingSwipeActions = actions
            case .trailing: $0.trailingSwipeActions = actions
            }
          }
        })
      return list
    }

    /// Calls `handler` with what kept the screen from being shown: a screen that belongs to
    /// another view, or a declaration that could not be applied (it changed nothing). Without
    /// a handler, failures are written to the unified log.
    ///
    /// - Parameter handler: Receives the error.
    public func onFailure(_ handler: @escaping @MainActor (any Error) -> Void) -> ComposedList {
      var list = self
      list.configuration.onFailure = handler
      return list
    }
  }
#endif
