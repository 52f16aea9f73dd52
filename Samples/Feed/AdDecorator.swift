import HeadlessHost
import ListComposer

// Everything the feed needs to show ads is in this one file: the model, the cell and the
// decorator. DecoratorCatalogPlugin finds the decorator when the target builds and registers it
// in `DecoratorCatalog.generated`; deleting this file removes ads from the catalog.

/// A sponsored item in the feed.
struct Ad: Identifiable {
  let id: Int
  var advertiser: String
  var headline: String
}

/// The cell that shows an ad.
final class AdCell: HeadlessTableViewCell {}

/// Shows an ad's headline, marked as sponsored.
enum AdDecorator: CellDecorator {
  static func decorate(_ cell: AdCell, with ad: Ad) {
    cell.textLabel = "[ad] \(ad.headline)"
    cell.detailTextLabel = "sponsored by \(ad.advertiser)"
  }
}
