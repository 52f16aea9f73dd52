#if canImport(UIKit)
  import ListComposer
  import UIKit

  extension TableViewHost {
    /// A `UIView` subclass created with `init()` (that is, `init(frame: .zero)`); `nil` for
    /// any other type, or a host that is not live. The table view sizes its background view to
    /// its bounds.
    func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
      guard isLive, let viewType = type as? UIView.Type else { return nil }
      return viewType.init()
    }

    /// Sets `backgroundView`, which UIKit lays out behind the rows and keeps reachable by
    /// VoiceOver (the host never hides it).
    func setBackgroundView(_ backgroundView: AnyObject?) {
      guard isLive else { return }
      tableView?.backgroundView = backgroundView as? UIView
    }
  }
#endif
