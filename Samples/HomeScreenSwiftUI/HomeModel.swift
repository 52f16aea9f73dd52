#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(tvOS) && !os(watchOS)
  import Combine
  import ListComposer
  import ListComposerSwiftUI
  import SwiftUI

  /// The home screen's sources, made once and kept for as long as the screen (a
  /// `@StateObject`): SwiftUI declares which of them show, the sources change through their
  /// own API.
  @MainActor
  final class HomeModel: ObservableObject {
    /// Recent contacts: SwiftUI rows, from a named decorator.
    let contacts = ArrayDataSource(
      SampleData.contacts, decorator: ContactRow.self, header: "Recent contacts")

    /// The inbox: SwiftUI rows from a closure, and a SwiftUI header; its items follow a stream
    /// (``followInbox()``).
    let messages = ArrayDataSource([Message]()) { message in
      MessageRowView(message: message)
    }

    /// People you may know: the app's existing UIKit (or AppKit) cells.
    let people = ArrayDataSource(
      SampleData.people, decorator: PersonDecorator.self, header: "People you may know")

    /// News, a page at a time; pull to refresh reloads its first page.
    let news = PagedDataSource(
      decorator: HeadlineRow.self, placeholder: NewsStatusRow.self, header: "News", pageSize: 15,
      loader: NewsServer.page)

    init() {
      messages.addSupplementary(InboxHeader.self)
    }

    /// Shows each list of messages the inbox publishes, diffed away from the main actor, the
    /// latest winning; returns when the stream ends or the calling task is cancelled (the view
    /// went away), which ends the binding.
    func followInbox() async {
      let binding = messages.bind(to: Inbox.updates())
      await withTaskCancellationHandler {
        await binding.finished()
      } onCancel: {
        Task { @MainActor in binding.cancel() }
      }
    }
  }
#endif
