#if canImport(UIKit)
  /// The code of the ListComposer tutorial ("Building the home screen",
  /// Sources/ListComposer/ListComposer.docc/Tutorials) as its last step leaves it: the models
  /// and the screen of its portable steps, with UIKit's cells and a view controller that shows
  /// the screen in a `UICollectionView`.
  ///
  /// Its files are here so that the iOS SDK typecheck covers the tutorial's UIKit code; the
  /// tutorial's listings are checked to be passages of them (`TutorialListingTests`), and its
  /// portable listings run as tests in Tests/TutorialTests. The namespace keeps the tutorial's
  /// models apart from this sample's own `Contact`, `Message` and `Person`.
  enum Tutorial {}
#endif
