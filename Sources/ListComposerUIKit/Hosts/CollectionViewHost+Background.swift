#if canImport(UIKit)
  import ListComposer
  import UIKit

  extension CollectionViewHost {
    /// A `UIView` subclass created with `init()` (that is, `init(frame: .zero)`); `nil` for
    /// any other type, or a host that is not live. The collection view sizes its background view to
    /// its bounds.
    func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
      guard isLive, let viewType = type as? UIView.Type else { return nil }
      return viewType.init()
    }

    /// Sets `backgroundView`, which UIKit lays out behind the items and keeps reachable by
    /// VoiceOver (the host never hides it).
    func setBackgroundView(_ backgroundView: AnyObject?) {
      guard isLive else { return }
      collectionView?.backgroundView = backgroundView as? UIView
    }
  }
#endif
