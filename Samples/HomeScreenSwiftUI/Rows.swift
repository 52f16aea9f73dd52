#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(tvOS) && !os(watchOS)
  import ListComposer
  import ListComposerSwiftUI
  import SwiftUI

  // SwiftUI rows: each a decorator whose cell is, by default, the hosting cell ComposedList
  // shows (a list cell on iOS, a table cell view on macOS), so one declaration serves both.

  /// A contact as a SwiftUI row.
  enum ContactRow: SwiftUICellDecorator {
    static func body(for contact: Contact) -> some View {
      HStack {
        Image(systemName: "person.crop.circle.fill").font(.title2)
        VStack(alignment: .leading) {
          Text(contact.name)
          Text(contact.lastSeen).font(.caption).foregroundStyle(.secondary)
        }
      }
      .padding(.vertical, 4)
    }
  }

  /// The inbox's header, counting its messages: filled again, in place, whenever the
  /// messages change (`refreshesWithItems`).
  enum InboxHeader: SwiftUISupplementaryDecorator {
    static let kind = SupplementaryKind.header
    static var refreshesWithItems: Bool { true }

    static func body(for section: ListSection<Message>, at index: Int) -> some SwiftUI.View {
      Label("Inbox (\(section.items.count))", systemImage: "tray").font(.headline)
    }
  }

  /// A headline as a SwiftUI row.
  enum HeadlineRow: SwiftUICellDecorator {
    static func body(for headline: Headline) -> some View {
      Text(headline.title)
    }
  }

  /// The news' loading, loading-more, empty and error rows, in SwiftUI too.
  enum NewsStatusRow: SwiftUICellDecorator {
    static var reuseIdentifier: String { "news status" }

    static func body(for placeholder: Placeholder) -> some View {
      switch placeholder.kind {
      case .loading, .loadingMore:
        ProgressView().frame(maxWidth: .infinity)
      case .empty:
        Text("No news").foregroundStyle(.secondary)
      case .error, .loadMoreFailed:
        Label("Could not load the news. Tap to retry.", systemImage: "exclamationmark.triangle")
      }
    }
  }

  /// A message as a SwiftUI view, for the inbox's closure-made source.
  struct MessageRowView: View {
    let message: Message

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text(message.sender).font(.subheadline.bold())
        Text(message.subject).lineLimit(2)
      }
      .padding(.vertical, 4)
    }
  }
#endif
