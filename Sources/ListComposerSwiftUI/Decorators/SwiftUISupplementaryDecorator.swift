#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// A supplementary decorator (a section header or footer) whose content is a SwiftUI view
  /// built from the section.
  ///
  ///     enum InboxHeader: SwiftUISupplementaryDecorator {
  ///       static let kind = SupplementaryKind.header
  ///       static var refreshesWithItems: Bool { true }
  ///       static func body(for section: ListSection<Message>, at index: Int) -> some SwiftUI.View {
  ///         Text("Inbox (\(section.items.count))").font(.headline)
  ///       }
  ///     }
  ///     messages.addSupplementary(InboxHeader.self)
  ///
  /// `View` is the hosting view class: ``SwiftUISupplementaryView`` (the default) in a
  /// collection view and for an `NSTableView`'s group rows; name
  /// ``SwiftUITableHeaderFooterView`` for a `UITableView`.
  /// With `refreshesWithItems`, the shown header is filled again after each change of its
  /// section's items, and SwiftUI updates it in place.
  public protocol SwiftUISupplementaryDecorator: SupplementaryDecorator
  where View: SwiftUIHostingCell {
    /// What the view is filled from, inferred from ``body(for:at:)``.
    associatedtype Section

    /// The hosting view class: ``SwiftUISupplementaryView`` unless the decorator names another
    /// (a ``SwiftUITableHeaderFooterView`` for a `UITableView`).
    associatedtype View = SwiftUISupplementaryView

    /// The type of the SwiftUI view a section is shown as.
    associatedtype Body: SwiftUI.View

    /// Returns the view that shows a section.
    ///
    /// - Parameters:
    ///   - section: The section's data: for an `ArrayDataSource`, its `ListSection`.
    ///   - index: The section's index in its source.
    @MainActor @ViewBuilder static func body(for section: Section, at index: Int) -> Body
  }

  extension SwiftUISupplementaryDecorator {
    /// The decorator's name, so that each SwiftUI decorator pools its own views.
    public static var reuseIdentifier: String { String(reflecting: Self.self) }

    /// Shows ``body(for:at:)`` in the view.
    @MainActor
    public static func decorate(_ view: View, with section: Section, at index: Int) {
      view.host(body(for: section, at: index))
    }
  }
#endif
