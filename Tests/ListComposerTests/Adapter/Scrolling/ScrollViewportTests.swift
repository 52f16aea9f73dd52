import HeadlessHost
import ListComposer
import ListComposerBridgeCore
import ListComposerTestSupport
import Testing

/// The offsets every scroll view decides the same way, written once: where the viewport's top
/// goes to keep a reader's place or show an item, clamped to the content; and the bridges'
/// scroll views (UIScrollView, NSClipView), which supply only their viewport and a move,
/// checked through a stand-in with insets as UIKit has them.
@Suite struct ScrollViewportTests {
  /// 200 points of viewport over content from 0 to 1,000.
  let viewport = ScrollViewport(top: 300, height: 200, contentBottom: 1_000)

  @Test func aTopIsClampedToTheContent() {
    #expect(viewport.highestTop == 800)
    #expect(viewport.clamped(450) == 450)
    #expect(viewport.clamped(-20) == 0)
    #expect(viewport.clamped(900) == 800)
    #expect(viewport.clamped(.infinity) == 800)
    // A document that starts below 0 (AppKit) and content shorter than the viewport.
    let document = ScrollViewport(top: 0, height: 200, contentTop: 40, contentBottom: 1_000)
    #expect(document.clamped(10) == 40)
    let short = ScrollViewport(top: 0, height: 200, contentBottom: 150)
    #expect(short.highestTop == 0)
    #expect(short.clamped(.infinity) == 0)
  }

  @Test func theBottomIsReachedWithinAPoint() {
    #expect(!viewport.isScrolledToBottom)
    #expect(ScrollViewport(top: 800, height: 200, contentBottom: 1_000).isScrolledToBottom)
    #expect(ScrollViewport(top: 799.5, height: 200, contentBottom: 1_000).isScrolledToBottom)
    #expect(!ScrollViewport(top: 798, height: 200, contentBottom: 1_000).isScrolledToBottom)
    #expect(ScrollViewport(top: 0, height: 200, contentBottom: 150).isScrolledToBottom)
  }

  @Test func aPlaceIsKeptAtItsDistanceOrAtTheBottom() {
    let tops = [position(0, 3): 620.0, position(0, 9): 980.0]
    func top(_ position: ListPosition) -> Double? { tops[position] }
    let place = ReadingPlace(position: position(0, 3), distance: 20)
    #expect(viewport.top(keeping: .item(place), itemTop: top) == 600)
    #expect(viewport.top(keeping: .bottom, itemTop: top) == 800)
    // Near the end the top clamps; an item the view does not have keeps nothing.
    let last = ReadingPlace(position: position(0, 9), distance: 10)
    #expect(viewport.top(keeping: .item(last), itemTop: top) == 800)
    let gone = ReadingPlace(position: position(1, 0), distance: 0)
    #expect(viewport.top(keeping: .item(gone), itemTop: top) == nil)
  }

  @Test func anItemIsShownAtEachPlaceClamped() {
    // An item of 40 points at 600, below the viewport (300..<500).
    #expect(viewport.top(showingItemAt: 600, height: 40, at: .top) == 600)
    #expect(viewport.top(showingItemAt: 600, height: 40, at: .centeredVertically) == 520)
    #expect(viewport.top(showingItemAt: 600, height: 40, at: .bottom) == 440)
    #expect(viewport.top(showingItemAt: 600, height: 40, at: .nearest) == 440)
    #expect(viewport.top(showingItemAt: 350, height: 40, at: .nearest) == 300)
    #expect(viewport.top(showingItemAt: 100, height: 40, at: .nearest) == 100)
    #expect(viewport.top(showingItemAt: 980, height: 20, at: .top) == 800)
    #expect(viewport.top(showingItemAt: 10, height: 20, at: .bottom) == 0)
  }

  @Test func placesAreInOrderWithTheirDistances() {
    let tops = [position(0, 2): 280.0, position(0, 1): 250.0, position(1, 0): 460.0]
    let places = viewport.places(of: [position(1, 0), position(0, 2), position(0, 5)]) {
      tops[$0]
    }
    #expect(
      places == [
        ReadingPlace(position: position(0, 2), distance: -20),
        ReadingPlace(position: position(1, 0), distance: 160),
      ])
  }

  /// A scroll view as UIKit's is: a content offset under a top inset of 50 (a navigation bar)
  /// and above a bottom one of 30, 280 points high over 1,000 points of content.
  @MainActor
  final class InsetScrollView: ReadingPlaceScrolling {
    var offset = -50.0
    var moves: [(offset: Double, animated: Bool)] = []

    var listViewport: ScrollViewport {
      ScrollViewport(top: offset + 50, height: 280 - 50 - 30, contentBottom: 1_000)
    }

    func listMoveViewport(toTop top: Double, animated: Bool) {
      offset = top - 50
      moves.append((offset, animated))
    }
  }

  @MainActor
  @Test func aScrollViewMovesOnlyWhereTheSharedDecisionSays() {
    let view = InsetScrollView()
    #expect(view.listViewport.top == 0)
    #expect(!view.listIsScrolledToBottom)
    // The bottom: the offset UIKit allows at most, contentSize + bottom inset - bounds.
    view.listKeep(.bottom) { _ in nil }
    #expect(view.offset == 1_000 + 30 - 280)
    #expect(view.listIsScrolledToBottom)
    // Above the content, the offset stops at minus the top inset.
    view.listSetViewportTop(-100, animated: true)
    #expect(view.offset == -50)
    // A place: the item's top 20 points below the viewport's top, under the bar.
    view.listKeep(.item(ReadingPlace(position: position(0, 4), distance: 20))) { _ in 400 }
    #expect(view.offset == 400 - 20 - 50)
    #expect(view.listPlaces(of: [position(0, 4)]) { _ in 400 }.map(\.distance) == [20])
    // An item the view does not have leaves the viewport where it is.
    let moved = view.moves.count
    view.listKeep(.item(ReadingPlace(position: position(3, 0), distance: 0))) { _ in nil }
    #expect(view.moves.count == moved)
    // Scrolling to an item, animated as asked; a kept place never animates.
    view.listScroll(toItemTop: 900, height: 40, at: .bottom, animated: true)
    #expect(view.offset == 900 + 40 - 200 - 50)
    #expect(view.moves.map(\.animated) == [false, true, false, true])
  }
}
