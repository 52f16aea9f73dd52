import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A cell class that claims the reuse identifier of ``DeclaredTableCell``: declaring it on a
/// screen that already registers that identifier is a registration conflict.
final class ImpostorTableCell: HeadlessTableViewCell {}

final class ImpostorCollectionCell: HeadlessCollectionViewCell {}

/// Claims the reuse identifier of ``DeclaredCollectionCell`` for another class.
enum ImpostorCollectionDecorator: CellDecorator {
  static var reuseIdentifier: String { String(describing: DeclaredCollectionCell.self) }
  static func decorate(_ cell: ImpostorCollectionCell, with model: DeclaredItem) {
    cell.textLabel = "impostor \(model.id)"
  }
}

/// Claims the reuse identifier of ``DeclaredTableCell`` for another class.
enum ImpostorDecorator: CellDecorator {
  static var reuseIdentifier: String { String(describing: DeclaredTableCell.self) }
  static func decorate(_ cell: ImpostorTableCell, with model: DeclaredItem) {
    cell.textLabel = "impostor \(model.id)"
  }
}

/// A failed update changes nothing, so the next one starts from the screen as shown.
@MainActor
@Suite struct DeclaredScreenFailureTests {
  func item(_ id: String) -> DeclaredItem { DeclaredItem(id: id, text: "v") }

  func source(_ ids: String...) -> ArrayDataSource<DeclaredItem, DeclaredTableCell> {
    ArrayDataSource(ids.map(item), cell: DeclaredTableCell.self)
  }

  func impostor() -> ArrayDataSource<DeclaredItem, ImpostorTableCell> {
    ArrayDataSource([item("x")], decorator: ImpostorDecorator.self)
  }

  func strictTable(_ screen: DeclaredScreen) throws -> HeadlessTableView {
    try DeclaredScreenTests().strictTable(screen)
  }

  /// An inner group adopts a new source; a section declared after the group conflicts with the
  /// host's cells. Nothing may be published, and the next declaration that keeps the new source
  /// must work.
  @Test func aConflictAfterAnInnerGroupsChangeChangesNothing() throws {
    let adopted = source("b1", "b2")
    let screen = try DeclaredScreen {
      ScreenSection(group: "group") {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
      }
    }
    let table = try strictTable(screen)
    let before = table.render()
    let logBefore = table.updateLog.count
    #expect(throws: ListError.self) {
      try screen.setSections {
        ScreenSection(group: "group") {
          ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
          ScreenSection("b", source: adopted)
        }
        ScreenSection("conflict", source: impostor())
      }
    }
    #expect(table.updateLog.count == logBefore, "\(table.updateLog.map(\.update))")
    #expect(table.render() == before)
    #expect(screen.root.numberOfSections == 1)
    #expect(!adopted.updates.hasParent)

    // The screen is not stuck: the next declaration that keeps the source applies.
    try screen.setSections {
      ScreenSection(group: "group") {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
        ScreenSection("b", source: adopted)
      }
    }
    try screen.setSections {
      ScreenSection(group: "group") {
        ScreenSection("b", source: adopted)
      }
    }
    #expect(table.updateLog.allSatisfy { $0.error == nil })
    #expect(screen.root.numberOfSections == 1)
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "group", "b")
        === adopted)
  }

  /// Two new sources of one update that claim one reuse identifier for two cell classes.
  @Test func conflictingNewSourcesInOneUpdateChangeNothing() throws {
    let moving = source("m1")
    let screen = try DeclaredScreen {
      ScreenSection(group: "left") { ScreenSection("m", source: moving) }
      ScreenSection(group: "right") {
        ScreenSection("r", items: [item("r1")], cell: DeclaredTableCell.self)
      }
    }
    let table = try strictTable(screen)
    let before = table.render()
    let logBefore = table.updateLog.count
    var thrown: ListError?
    do {
      // The move of `moving` would detach it from "left" first; the conflict must stop that too.
      try screen.setSections {
        ScreenSection(group: "left") {}
        ScreenSection(group: "right") {
          ScreenSection("r", items: [item("r1")], cell: DeclaredTableCell.self)
          ScreenSection("m", source: moving)
        }
        ScreenSection("conflict", source: impostor())
      }
    } catch {
      thrown = error as? ListError
    }
    guard case .conflictingRegistration(let identifier, _, let new)? = thrown else {
      Issue.record("expected a registration conflict, got \(String(describing: thrown))")
      return
    }
    #expect(identifier == "DeclaredTableCell")
    #expect(new == "ImpostorTableCell")
    #expect(table.updateLog.count == logBefore)
    #expect(table.render() == before)
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "left", "m")
        === moving)
    // The move applies once the conflict is gone.
    try screen.setSections {
      ScreenSection(group: "left") {}
      ScreenSection(group: "right") {
        ScreenSection("r", items: [item("r1")], cell: DeclaredTableCell.self)
        ScreenSection("m", source: moving)
      }
    }
    #expect(
      screen.source(ArrayDataSource<DeclaredItem, DeclaredTableCell>.self, at: "right", "m")
        === moving)
    #expect(table.updateLog.allSatisfy { $0.error == nil })
  }

  /// A declared source shown by a host, or that contains the screen, is refused up front.
  @Test func sourcesThatCannotJoinAreRefusedBeforeAnyChange() throws {
    let screen = try DeclaredScreen {
      ScreenSection(group: "group") {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
      }
    }
    let table = try strictTable(screen)
    let logBefore = table.updateLog.count
    let elsewhere = source("e1")
    let otherTable = HeadlessTableView()
    try otherTable.attach(elsewhere)
    #expect {
      try screen.setSections {
        ScreenSection(group: "group") {
          ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
          ScreenSection("new", items: [item("n1")], cell: DeclaredTableCell.self)
        }
        ScreenSection("elsewhere", source: elsewhere)
      }
    } throws: { error in
      guard case .alreadyAttached = error as? ListError else { return false }
      return true
    }
    #expect(table.updateLog.count == logBefore)
    #expect(screen.root.numberOfItems(inSection: 0) == 1)

    // A screen (not shown by a host here) declared inside a composition that it then declares.
    let inner = try DeclaredScreen {
      ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
    }
    let outer = try SectionedDataSource([inner.root])
    #expect {
      try inner.setSections {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
        ScreenSection("outer", source: outer)
      }
    } throws: { error in
      guard case .compositionCycle = error as? ListError else { return false }
      return true
    }
    #expect(inner.root.numberOfSections == 1)
  }

  /// A group nested deeper than a screen may be, declared beside a change to a kept group.
  @Test func aDeclarationTooDeepChangesNothing() throws {
    func chain(_ levels: Int) -> ScreenSection {
      levels == 0
        ? ScreenSection("leaf", items: [item("deep")], cell: DeclaredTableCell.self)
        : ScreenSection(group: "level \(levels)") { chain(levels - 1) }
    }
    let screen = try DeclaredScreen {
      ScreenSection(group: "group") {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
      }
    }
    let table = try strictTable(screen)
    let before = table.render()
    #expect(throws: ListError.nestingTooDeep(depth: 65, maximum: 64)) {
      try screen.setSections {
        ScreenSection(group: "group") {
          ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
          ScreenSection("b", items: [item("b1")], cell: DeclaredTableCell.self)
        }
        chain(ListLimits.maximumNestingDepth - 1)
      }
    }
    #expect(table.render() == before)
    #expect(table.updateLog.isEmpty)
    // One level less fits.
    try screen.setSections {
      ScreenSection(group: "group") {
        ScreenSection("a", items: [item("a1")], cell: DeclaredTableCell.self)
      }
      chain(ListLimits.maximumNestingDepth - 2)
    }
    #expect(screen.root.nestingDepth == ListLimits.maximumNestingDepth)
  }
}
