/// The base class of cells a ``HeadlessCollectionView`` shows, standing in for
/// `UICollectionViewCell`.
///
///     final class PhotoCell: HeadlessCollectionViewCell {}
///     try collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
@MainActor
open class HeadlessCollectionViewCell: HeadlessCollectionReusableView {}

/// The base class of supplementary views a ``HeadlessCollectionView`` shows (section headers
/// and footers, badges), standing in for `UICollectionReusableView`.
///
///     final class TitleView: HeadlessCollectionReusableView {}
///     try collectionView.register(
///       TitleView.self, forSupplementaryViewOfKind: SupplementaryKind.header,
///       withReuseIdentifier: "title")
@MainActor
open class HeadlessCollectionReusableView: HeadlessReusableCell {}
