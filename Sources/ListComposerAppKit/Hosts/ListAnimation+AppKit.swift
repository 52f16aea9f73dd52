#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  extension NSTableView.AnimationOptions {
    /// The row animation of a ListComposer animation: AppKit's nearest effect for each of
    /// `UITableView.RowAnimation`'s (`.automatic` fades, `.middle` opens a gap, `.none` is no
    /// effect).
    ///
    ///     NSTableView.AnimationOptions(listAnimation: .top)  // .slideUp
    init(listAnimation animation: ListAnimation) {
      switch animation {
      case .automatic, .fade: self = .effectFade
      case .none: self = []
      case .right: self = .slideRight
      case .left: self = .slideLeft
      case .top: self = .slideUp
      case .bottom: self = .slideDown
      case .middle: self = .effectGap
      }
    }
  }

#endif
