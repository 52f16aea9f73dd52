#if canImport(UIKit)
  import UIKit

  extension NSCollectionLayoutSection {
    /// A row of fixed-size tiles that scrolls sideways: the contacts carousel.
    static func carousel() -> NSCollectionLayoutSection {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(160), heightDimension: .absolute(96)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 12
      section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
      return section
    }
  }
#endif
