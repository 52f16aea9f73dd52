#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// What a ``ComposedList`` shows: a screen the app owns, or one declared from SwiftUI state.
  enum ComposedListContent {
    case screen(any DataSource)
    case declared(@MainActor () -> [ScreenSection])
  }

  /// The screen a ``ComposedList``'s coordinator shows, on either platform: the screen it
  /// attached, or the declared screen it updates as a diff.
  @MainActor
  struct ComposedListScreen {
    /// The declared screen, while the list's content is a declaration.
    private var declared: DeclaredScreen?
    /// The screen attached last.
    private var shown: ObjectIdentifier?

    /// Shows the list's content: attaches a screen the app owns when it is a new one, declares
    /// a screen the first time and applies each later declaration to it (never a reload).
    ///
    /// - Parameter attach: Attaches a screen to the platform's view, replacing the one before.
    mutating func show(
      _ content: ComposedListContent, attach: (any DataSource) throws -> Void
    ) throws {
      switch content {
      case .screen(let screen):
        guard shown != ObjectIdentifier(screen) else { return }
        try attach(screen)
        shown = ObjectIdentifier(screen)
        declared = nil
      case .declared(let build):
        if let declared {
          try declared.setSections(build)
        } else {
          let screen = try DeclaredScreen(build)
          try attach(screen.root)
          shown = ObjectIdentifier(screen.root)
          declared = screen
        }
      }
    }

    /// Forgets the screen, when the view goes away.
    mutating func reset() {
      declared = nil
      shown = nil
    }
  }
#endif
