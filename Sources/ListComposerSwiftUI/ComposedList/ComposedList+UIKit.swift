#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ListComposer
  import ListComposerAdapter
  import ListComposerUIKit
  import SwiftUI
  import UIKit

  /// A SwiftUI view that shows a ListComposer screen in a `UICollectionView` with a list layout,
  /// through `CollectionViewBridge`: UIKit's list where SwiftUI's `List` is too slow or too
  /// limited, inside a SwiftUI view hierarchy.
  ///
  ///     struct HomeView: View {
  ///       @State private var selection: Set<Message.ID> = []
  ///       let screen: SectionedDataSource  // made once, by a model object the app keeps
  ///
  ///       var body: some View {
  ///         ComposedList(screen: screen)
  ///           .selection($selection)
  ///           .layout(for: contacts) { _, environment in .carousel(environment) }
  ///           .refreshable { await inbox.reload() }
  ///       }
  ///     }
  ///
  /// **Two forms.** ``init(screen:)`` shows a composition the app owns and changes with its
  /// sources' own API. ``init(_:)`` declares the screen from SwiftUI state with a
  /// `ScreenBuilder`: the declaration runs again on every SwiftUI update and is applied with
  /// `DeclaredScreen.setSections(options:_:)`, diffed by identity, never a full reload.
  ///
  /// **Lifetime.** The bridge lives in the view's coordinator, as long as the view's identity:
  /// SwiftUI updates reuse it; when the view leaves the hierarchy the bridge detaches and the
  /// sources may be shown elsewhere.
  ///
  /// **SwiftUI's environment.** `editMode` puts the collection view in editing mode, and each
  /// item shows the controls its source allows (`ListAdapter.editingControls(at:)`): a delete
  /// control, a reorder handle. The `refresh` action (`.refreshable`) is run by a pull to
  /// refresh, which ends when the action returns; without one, a screen with paged sources
  /// refreshes them all (`ListAdapter.refresh()`), and a screen without any has no refresh
  /// control. A Mac Catalyst app in the Mac idiom has no pull to refresh (UIKit raises for a
  /// refresh control there), so the list shows none: give the app a Refresh command instead (a
  /// menu item with ⌘R in `.commands`, or a toolbar button) that awaits the same work, such as
  /// `ListAdapter.refresh()` on the adapter ``onBridge(_:)`` hands over. A selection binding
  /// (``selection(_:)``) follows the user's taps and selects the items whose identifiers it is
  /// given.
  ///
  /// Available on iOS and Mac Catalyst (tvOS has no edit mode or pull to refresh: there, show
  /// a screen with `CollectionViewBridge` in a `UIViewRepresentable` of your own).
  ///
  /// Only the coordinator touches UIKit; which positions a selection means, which sources a
  /// refresh reloads and which controls editing shows are answered by the portable
  /// `ListAdapter`.
  @MainActor
  public struct ComposedList: UIViewRepresentable {
    let content: ComposedListContent
    var configuration = ComposedListConfiguration()
    var layouts: [ComposedListConfiguration.PerSource<@MainActor (CollectionViewBridge) -> Void>] =
      []
    var onBridge: (@MainActor (CollectionViewBridge) -> Void)?

    /// Makes the collection view, with a compositional layout whose sections come from the
    /// bridge, and shows the screen.
    public func makeUIView(context: Context) -> UICollectionView {
      let coordinator = context.coordinator
      let layout = UICollectionViewCompositionalLayout { [weak coordinator] section, environment in
        coordinator?.bridge?.layoutSection(forSection: section, environment: environment)
          ?? .list(
            using: UICollectionLayoutListConfiguration(appearance: .plain),
            layoutEnvironment: environment)
      }
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collectionView.allowsMultipleSelectionDuringEditing = true
      coordinator.update(from: self, in: collectionView, environment: context.environment)
      return collectionView
    }

    /// Brings the collection view up to date with this declaration and SwiftUI's environment.
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
      context.coordinator.update(from: self, in: collectionView, environment: context.environment)
    }

    /// Detaches the bridge, so that the sources may be shown elsewhere.
    public static func dismantleUIView(_ collectionView: UICollectionView, coordinator: Coordinator)
    {
      coordinator.dismantle()
    }
  }

  extension ComposedList {
    /// The hosting cell of SwiftUI rows in a ``ComposedList``: ``SwiftUIListCell`` on iOS
    /// (``SwiftUITableCellView`` on macOS), the default cell of a ``SwiftUICellDecorator``.
    public typealias Cell = SwiftUIListCell

    /// Lays out the sections of one source of the screen with a provider of compositional
    /// layout sections (`CollectionViewBridge.setLayout(for:_:)`); the other sections are
    /// lists.
    ///
    ///     ComposedList(screen: screen)
    ///       .layout(for: contacts) { _, environment in .carousel(environment) }
    ///
    /// The provider is given to the bridge again on every SwiftUI update, as swipe actions
    /// are, so that it reads the state of the latest update; each update lays the sections out
    /// again.
    ///
    /// - Parameters:
    ///   - source: A source of the screen, at any depth.
    ///   - provider: Makes the layout of each of the source's sections.
    public func layout(
      for source: some DataSource,
      _ provider: @escaping CollectionViewBridge.SectionLayoutProvider
    ) -> ComposedList {
      var list = self
      list.layouts.append(
        .init(source: ObjectIdentifier(source)) { bridge in bridge.setLayout(for: source, provider)
        })
      return list
    }

    /// Keeps section headers pinned to the top while their section scrolls under them
    /// (`CollectionViewBridge.pinsSectionHeaders`).
    ///
    /// - Parameter pins: Whether headers stay pinned.
    public func pinsSectionHeaders(_ pins: Bool = true) -> ComposedList {
      var list = self
      list.configuration.pinsSectionHeaders = pins
      return list
    }

    /// Calls `configure` once with the bridge when it is made, for what the modifiers do not
    /// cover: the adapter's deletion and move rules, context menus, an item event hook.
    ///
    /// `configure` runs on the main actor's next turn after the SwiftUI update that made the
    /// bridge, not inside it, so it may change SwiftUI state; the view then reloads, so that
    /// what it set holds for the items already shown.
    ///
    ///     ComposedList(screen: screen).onBridge { bridge in
    ///       bridge.adapter.setHandlers(
    ///         SourceHandlers(delete: { messages, position in try messages.remove(at: position) }),
    ///         for: messages)
    ///     }
    ///
    /// - Parameter configure: Configures the bridge.
    public func onBridge(_ configure: @escaping @MainActor (CollectionViewBridge) -> Void)
      -> ComposedList
    {
      var list = self
      list.onBridge = configure
      return list
    }
  }
#endif
