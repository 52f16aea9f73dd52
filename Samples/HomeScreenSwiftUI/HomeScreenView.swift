#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(tvOS) && !os(watchOS)
  import ListComposer
  import ListComposerSwiftUI
  import SwiftUI

  /// The home screen composed inside a SwiftUI app: put it in your `WindowGroup`.
  ///
  ///     @main struct HomeApp: App {
  ///       var body: some Scene { WindowGroup { HomeScreenView() } }
  ///     }
  ///
  /// Four children in one fast list: contacts and messages drawn with SwiftUI, people with the
  /// platform's own cells, and a paged news list. The screen is declared from SwiftUI state
  /// (the people come and go with a toggle, as a diff); the messages follow a stream; selecting
  /// messages updates the title; pulling down refreshes the news.
  @MainActor
  public struct HomeScreenView: View {
    @StateObject private var model = HomeModel()
    @State private var selection: Set<Message.ID> = []
    @State private var showsPeople = true

    /// Creates the home screen.
    public init() {}

    /// The screen in a navigation stack, with its toolbar.
    public var body: some View {
      NavigationStack {
        list
          .navigationTitle(selection.isEmpty ? "Home" : "\(selection.count) selected")
          .toolbar {
            #if os(iOS)
              ToolbarItem(placement: .primaryAction) { EditButton() }
            #endif
            ToolbarItem {
              Toggle("People", isOn: $showsPeople.animation())
            }
          }
          .task { await model.followInbox() }
      }
    }

    /// The composed list: declared again whenever `showsPeople` changes, and applied as a diff.
    /// No `.refreshable` is needed: a pull to refresh reloads the screen's paged sources (the
    /// news) and ends when their first pages show.
    private var list: some View {
      // SwiftUI: the screen declared from state; each change is applied as a diff
      ComposedList {
        ScreenSection("contacts", source: model.contacts)
        ScreenSection("inbox", source: model.messages)
        if showsPeople {
          ScreenSection("people", source: model.people)
        }
        ScreenSection("news", source: model.news)
      }
      .selection($selection)
      .swipeActions(in: model.messages, edge: .trailing) { messages, item in
        SwipeActions([
          ItemAction(
            id: "archive", title: "Archive", systemImage: "archivebox", style: .destructive
          ) {
            try messages.remove(at: item.position)
          }
        ])
      }
      #if os(iOS)
        .layout(for: model.contacts) { _, _ in .contactsCarousel() }
        .pinsSectionHeaders()
      #endif
    }
  }

  #if os(iOS)
    import UIKit

    extension NSCollectionLayoutSection {
      /// Contacts side by side, scrolling horizontally.
      @MainActor
      static func contactsCarousel() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
          widthDimension: .absolute(200), heightDimension: .estimated(56))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 8, leading: 16, bottom: 8, trailing: 16)
        return section
      }
    }
  #endif
#endif
