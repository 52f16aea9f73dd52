#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  extension CollectionViewHost {
    /// An `NSView` subclass created with `init()` (that is, `init(frame: .zero)`); `nil` for
    /// any other type, or a host that is not live. The collection view sizes its background
    /// view to its visible area.
    ///
    /// `NSTableView` has no background view: its host (a `FlatRowHost`) keeps the default and
    /// shows no background.
    func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
      guard isLive, let viewType = type as? NSView.Type else { return nil }
      return viewType.init()
    }

    /// Sets `backgroundView`, which AppKit draws behind the items and keeps reachable by
    /// VoiceOver (the host never hides it).
    func setBackgroundView(_ backgroundView: AnyObject?) {
      guard isLive else { return }
      collectionView?.backgroundView = backgroundView as? NSView
    }
  }
#endif
