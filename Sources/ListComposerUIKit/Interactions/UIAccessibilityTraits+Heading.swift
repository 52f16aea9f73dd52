#if canImport(UIKit)
  // UIKit declares its accessibility traits as mutable globals (`UIKIT_EXTERN
  // UIAccessibilityTraits UIAccessibilityTraitHeader`), which Swift 6 reads only through a
  // preconcurrency import. UIKit never changes them; this file is the one place that reads one.
  @preconcurrency import UIKit

  extension UIAccessibilityTraits {
    /// The trait of a section's header: VoiceOver's rotor moves from heading to heading.
    static var sectionHeading: UIAccessibilityTraits { .header }
  }
#endif
