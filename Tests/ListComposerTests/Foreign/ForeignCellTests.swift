import HeadlessHost
import ListComposerTestSupport
import Testing

/// The cells of a hand-written source: dequeued at the view's index path although the source
/// asks with its own, and its wrong answers (no cell, a cell it made itself, a dequeue from the
/// view with its own index path) reported instead of reaching the view; its item events passed
/// on in its own positions.
@MainActor
@Suite struct ForeignCellTests {
  @Test(arguments: foreignCases)
  func cellsAreDequeuedAtTheViewsIndexPath(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    for section in 0..<2 {
      for item in 0..<screen.legacy.sections[section].count {
        let cell = try #require(screen.host.cell(at: screen.global(section, item)), "\(kind)")
        #expect(cell.textLabel == screen.legacy.sections[section][item])
        #expect(cell.reuseIdentifier == LegacyNotes.reuseIdentifier)
      }
    }
    screen.host.expectNothingRaised()
  }

  @Test(arguments: foreignCases)
  func aSourceThatDequeuesFromTheViewWithItsOwnIndexPathIsReported(
    kind: ViewKind, nested: Bool
  ) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    screen.legacy.dequeuesFromView = screen.host.view
    screen.legacy.sections[0][0] = "changed"
    _ = try? screen.child.send(BatchUpdate(reloadedItems: [ListPosition(section: 0, item: 0)]))
    let failure = screen.layoutFailure() ?? screen.host.raised.first.map { "\($0)" }
    // A collection view (iOS 18) raises for a dequeue it did not ask for; a table view accepts
    // one at an index path it has, which strict mode reports; otherwise the wrapper refuses
    // the cell, which it did not see dequeued for the request.
    if !kind.isTable || kind.isStrict {
      #expect(failure?.contains("path = 0 - 0} while the") == true, "\(kind): \(failure ?? "")")
      #expect(
        failure?.contains("path = \(screen.offset) - 0}; always") == true,
        "\(kind): \(failure ?? "")")
    } else {
      #expect(
        failure?.contains("which was not dequeued for the request") == true,
        "\(kind): \(failure ?? "")")
    }
  }

  @Test(arguments: foreignCases)
  func aMissingCellIsReported(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    var problems: [ForeignSourceError] = []
    screen.child.onProblem = { problems.append($0) }
    screen.legacy.returnsNoCell = true
    _ = try? screen.child.send(BatchUpdate(reloadedItems: [ListPosition(section: 1, item: 0)]))
    _ = screen.layoutFailure()
    #expect(problems.contains(.noCell(ListPosition(section: 1, item: 0))), "\(kind)")
  }

  @Test(arguments: foreignCases)
  func aCellThatWasNotDequeuedIsReported(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    var problems: [ForeignSourceError] = []
    screen.child.onProblem = { problems.append($0) }
    screen.legacy.returnsOwnCell = true
    _ = try? screen.child.send(BatchUpdate(reloadedItems: [ListPosition(section: 0, item: 2)]))
    _ = screen.layoutFailure()
    let problem = ForeignSourceError.cellNotDequeued(
      ListPosition(section: 0, item: 2), cell: "HeadlessTableViewCell")
    #expect(problems.contains(problem), "\(kind)")
  }

  @Test(arguments: foreignCases)
  func eventsArePassedOnInTheSourcesPositions(kind: ViewKind, nested: Bool) throws {
    let screen = try ForeignScreen(kind, nested: nested)
    var events: [(ItemEvent, ListPosition)] = []
    screen.child.onEvent = { event, position, _ in events.append((event, position)) }
    #expect(try #require(screen.host.adapter).handle(.select, at: screen.global(1, 0)))
    #expect(
      try !#require(screen.host.adapter).handle(.select, at: ListPosition(section: 0, item: 0)))
    #expect(events.map(\.0) == [.select])
    #expect(events.map(\.1) == [ListPosition(section: 1, item: 0)])
  }
}
