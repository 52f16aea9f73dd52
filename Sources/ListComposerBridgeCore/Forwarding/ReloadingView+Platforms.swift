#if canImport(UIKit)
  import UIKit

  extension UITableView: ReloadingView {}
  extension UICollectionView: ReloadingView {}
#elseif canImport(AppKit)
  import AppKit

  extension NSTableView: ReloadingView {}
  extension NSCollectionView: ReloadingView {}
#endif
