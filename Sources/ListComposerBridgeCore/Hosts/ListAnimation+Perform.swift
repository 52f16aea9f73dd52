#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  extension ListAnimation {
    /// Runs `body`, inside `UIView.performWithoutAnimation` for `none`.
    @MainActor
    package func perform(_ body: () -> Void) {
      if self == .none {
        UIView.performWithoutAnimation(body)
      } else {
        body()
      }
    }
  }
#elseif canImport(AppKit)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  extension ListAnimation {
    /// Runs `body`, with animations lasting no time for `none`.
    @MainActor
    package func perform(_ body: () -> Void) {
      guard self == .none else {
        body()
        return
      }
      NSAnimationContext.beginGrouping()
      NSAnimationContext.current.duration = 0
      body()
      NSAnimationContext.endGrouping()
    }
  }
#endif
