import Foundation
import HeadlessHost
import ListComposer
import ListComposerBridgeCore
import Testing

/// The sizes both collection bridges (UIKit's and AppKit's) give a flow layout, decided once in
/// the bridge core: the app delegate's answer wins, then the size the source that owns the item
/// or section gives, then the layout's own size.
@MainActor
@Suite struct FlowLayoutSizeDecisionTests {
  final class Tile: HeadlessCollectionViewCell {}

  /// [sized, plain], of which `sized` gives its items' sizes and its header's height.
  func shown() throws -> (ListAdapter, HeadlessCollectionView) {
    let sized = ArrayDataSource(["a", "b"], cell: Tile.self, header: "Sized") { cell, text in
      cell.textLabel = text
    }
    let plain = ArrayDataSource(["c"], cell: Tile.self, header: "Plain") { cell, text in
      cell.textLabel = text
    }
    let collectionView = HeadlessCollectionView()
    let adapter = try ListAdapter(
      source: try SectionedDataSource([sized, plain]), view: collectionView)
    adapter.setHandlers(
      SourceHandlers(
        itemSize: { _, item in ListSize(width: 100, height: Double(item.position.item + 1) * 10) },
        supplementaryHeights: [SupplementaryKind.header: { _, _ in 30 }]),
      for: sized)
    return (adapter, collectionView)
  }

  @Test func anItemsSizeIsTheAppsThenItsSourcesThenTheLayouts() throws {
    let (adapter, collectionView) = try shown()
    let sized = ListPosition(section: 0, item: 1)
    let plain = ListPosition(section: 1, item: 0)
    let app = CGSize(width: 7, height: 8)
    let layout = CGSize(width: 3, height: 4)
    #expect(adapter.flowLayoutItemSize(at: sized, appAnswer: app) { layout } == app)
    #expect(
      adapter.flowLayoutItemSize(at: sized, appAnswer: nil) { layout }
        == CGSize(width: 100, height: 20))
    #expect(adapter.flowLayoutItemSize(at: plain, appAnswer: nil) { layout } == layout)
    // Not a flow layout: a flow layout's default size.
    #expect(
      adapter.flowLayoutItemSize(at: plain, appAnswer: nil) { nil }
        == CGSize(width: 50, height: 50))
    // A position no source has is the layout's, not a trap.
    #expect(
      adapter.flowLayoutItemSize(at: ListPosition(section: 9, item: 0), appAnswer: nil) {
        layout
      } == layout)
    withExtendedLifetime(collectionView) {}
  }

  @Test func aHeadersSizeIsTheAppsThenItsSourcesHeightOnBothSidesThenTheLayouts() throws {
    let (adapter, collectionView) = try shown()
    let header = SupplementaryKind.header
    let app = CGSize(width: 7, height: 8)
    let layout = CGSize(width: 0, height: 44)
    #expect(
      adapter.flowLayoutReferenceSize(
        ofKind: header, inSection: 0, appAnswer: app, layoutSize: layout) == app)
    #expect(
      adapter.flowLayoutReferenceSize(
        ofKind: header, inSection: 0, appAnswer: nil, layoutSize: layout)
        == CGSize(width: 30, height: 30))
    #expect(
      adapter.flowLayoutReferenceSize(
        ofKind: header, inSection: 1, appAnswer: nil, layoutSize: layout) == layout)
    #expect(
      adapter.flowLayoutReferenceSize(
        ofKind: SupplementaryKind.footer, inSection: 0, appAnswer: nil, layoutSize: nil)
        == .zero)
    withExtendedLifetime(collectionView) {}
  }
}
