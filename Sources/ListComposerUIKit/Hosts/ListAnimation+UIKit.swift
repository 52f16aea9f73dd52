#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  extension UITableView.RowAnimation {
    /// The row animation of a ListComposer animation.
    ///
    ///     UITableView.RowAnimation(listAnimation: .fade)  // .fade
    init(listAnimation animation: ListAnimation) {
      switch animation {
      case .automatic: self = .automatic
      case .none: self = .none
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .middle: self = .middle
      }
    }
  }

#endif
