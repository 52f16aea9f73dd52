/// The base class of cells a ``HeadlessCollectionView`` shows, standing in for
/// `UICollectionViewCell`.
///
///     final class PhotoCell: HeadlessCollectionViewCell {}
///     try collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
@MainActor
open class HeadlessCollectionViewCell: HeadlessReusableCell {}
