#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// VoiceOver's Headings rotor over the section headers a bridge shows: the sections that have
  /// a header, in order, each labelled with its section's title.
  ///
  /// AppKit has no heading role (the macOS 14 SDK's `NSAccessibility.Role` has none, unlike
  /// UIKit's header trait), so a header view cannot say that it is a heading. What AppKit
  /// documents for moving from heading to heading is a custom rotor of type `.heading`
  /// (`NSAccessibilityCustomRotor`): a bridge adds one to its view's rotors, after the app's,
  /// and takes it away when it detaches. Which sections are headings, which of them a typed
  /// filter keeps, and which one comes next or before is decided by the adapter
  /// (`ListAdapter.sectionHeadings(matching:)`); a subclass answers only where VoiceOver is
  /// (``place(of:)``) and which view shows a heading (``view(forHeadingOf:)``): a table view's
  /// group rows (``GroupRowHeadings``), a collection view's header views
  /// (``HeaderViewHeadings``).
  @MainActor
  class SectionHeadingsRotor: NSObject,
    @preconcurrency NSAccessibilityCustomRotorItemSearchDelegate
  {
    /// The rotor; it holds this object weakly, as its search delegate.
    private lazy var rotor = HeadingsRotor(rotorType: .heading, itemSearchDelegate: self)

    /// The adapter whose sections the rotor moves through, or `nil` once the bridge is gone.
    var adapter: ListAdapter? { nil }

    /// Returns where `element`, the last heading VoiceOver moved to, is: on a heading, in a
    /// section's content, or `nil` when it is not one of the view's.
    func place(of element: NSView) -> SectionHeadings.Place? { nil }

    /// Returns the view that shows a section's heading, scrolled into view, or `nil` when the
    /// view does not show it.
    func view(forHeadingOf section: Int) -> NSView? { nil }

    /// Adds the rotor to a view's rotors, in place of a bridge's that showed a source in it
    /// before.
    func install(in view: NSView) {
      view.setAccessibilityCustomRotors(Self.others(in: view) + [rotor])
    }

    /// Takes the rotor off a view, leaving the app's and another bridge's.
    func remove(from view: NSView?) {
      guard let view else { return }
      let rotors = view.accessibilityCustomRotors()
      guard rotors.contains(where: { $0 === rotor }) else { return }
      view.setAccessibilityCustomRotors(rotors.filter { $0 !== rotor })
    }

    /// The view's rotors that are not a bridge's.
    private static func others(in view: NSView) -> [NSAccessibilityCustomRotor] {
      view.accessibilityCustomRotors().filter { !($0 is HeadingsRotor) }
    }

    func rotor(
      _ rotor: NSAccessibilityCustomRotor,
      resultFor searchParameters: NSAccessibilityCustomRotor.SearchParameters
    ) -> NSAccessibilityCustomRotor.ItemResult? {
      guard let adapter else { return nil }
      let headings = adapter.sectionHeadings(matching: searchParameters.filterString)
      let direction: SectionHeadings.Direction =
        searchParameters.searchDirection == .previous ? .previous : .next
      var place = (searchParameters.currentItem?.targetElement as? NSView).flatMap(place(of:))
      // A heading the view does not show (yet) is passed over for the one after it.
      while let heading = headings.heading(direction, from: place) {
        if let view = view(forHeadingOf: heading.section) {
          let result = NSAccessibilityCustomRotor.ItemResult(targetElement: view)
          result.customLabel = heading.title
          return result
        }
        place = .heading(section: heading.section)
      }
      return nil
    }
  }

  /// The Headings rotor of a bridge, told apart from the app's rotors by its class.
  final class HeadingsRotor: NSAccessibilityCustomRotor {}
#endif
