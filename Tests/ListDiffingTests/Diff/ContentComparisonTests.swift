import ListDiffing
import Testing

/// A contact whose `==` compares its identity alone (the diffable data source habit) and whose
/// content is its name: `==` and `isContentEqual(to:)` disagree, so a diff shows which it used.
private struct Contact: Identifiable, Hashable, ContentEquatable {
  let id: Int
  var name: String
  static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  func isContentEqual(to other: Contact) -> Bool { name == other.name }
}

/// A headline whose `==` compares everything and whose content ignores when it was fetched: the
/// other disagreement.
private struct Headline: Identifiable, Equatable, ContentEquatable {
  let id: Int
  var text: String
  var fetched: Int
  func isContentEqual(to other: Headline) -> Bool { text == other.text }
}

/// A model as Apple's diffable data source takes it: its content is `==`.
private struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// Diffs compare content by `isContentEqual(to:)` when the model has it and by `==` when it does
/// not, in the flat and the sectioned diff, for items and for section models.
@Suite struct ContentComparisonTests {
  private let p = { (section: Int, item: Int) in ListPosition(section: section, item: item) }

  @Test func flatDiffComparesByIsContentEqualWhenTheModelHasIt() {
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
    let renamed = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace Hopper")]
    let diff = renamed.stagedDifference(from: contacts)
    #expect(diff.stages.map(\.update) == [BatchUpdate(reloadedItems: [p(0, 1)])])
    #expect(diff.stages.first?.data.map(\.name) == ["Ada", "Grace Hopper"])

    let headlines = [
      Headline(id: 1, text: "Rain", fetched: 0), Headline(id: 2, text: "Sun", fetched: 0),
    ]
    let refetched = [
      Headline(id: 1, text: "Rain", fetched: 1), Headline(id: 2, text: "Snow", fetched: 1),
    ]
    #expect(
      refetched.stagedDifference(from: headlines).stages.map(\.update) == [
        BatchUpdate(reloadedItems: [p(0, 1)])
      ])
  }

  @Test func flatDiffComparesByEqualityWithoutContentEquatable() {
    let chores = [
      Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test"), Chore(id: 3, title: "Ship"),
    ]
    let changed = [
      Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test more"), Chore(id: 3, title: "Ship"),
    ]
    #expect(
      changed.stagedDifference(from: chores, options: DiffOptions(updateStyle: .reconfigure))
        .stages.map(\.update) == [BatchUpdate(reconfiguredItems: [p(0, 1)])])
    #expect(chores.stagedDifference(from: chores).isEmpty)
  }

  /// Updates between the common prefix and suffix go through the same comparison as those in
  /// them: a moved contact that was renamed is reloaded at its old position, one that was not is
  /// only moved.
  @Test func updatesBetweenTheCommonEndsCompareTheSameWay() {
    let old = (0..<6).map { Contact(id: $0, name: "\($0)") }
    var new = old
    new.swapAt(1, 4)
    new[4].name = "renamed"
    let diff = new.stagedDifference(from: old)
    #expect(diff.stages.first?.update == BatchUpdate(reloadedItems: [p(0, 1)]))
    #expect(diff.stages.last?.data.map(\.name) == ["0", "4", "2", "3", "renamed", "5"])
  }

  @Test func sectionedDiffComparesItemsAndSectionModelsTheSameWay() {
    let old = [
      DiffSection(model: Contact(id: 10, name: "Team"), items: [Chore(id: 1, title: "Write")]),
      DiffSection(model: Contact(id: 20, name: "Friends"), items: [Chore(id: 2, title: "Call")]),
    ]
    let new = [
      DiffSection(model: Contact(id: 10, name: "Team"), items: [Chore(id: 1, title: "Write it")]),
      DiffSection(model: Contact(id: 20, name: "Family"), items: [Chore(id: 2, title: "Call")]),
    ]
    let diff = new.stagedDifference(from: old)
    #expect(
      diff.stages.map(\.update) == [
        BatchUpdate(reloadedItems: [p(0, 0)]), BatchUpdate(reloadedSections: [1]),
      ])

    // Items whose `==` says "changed" and whose `isContentEqual(to:)` says "same" are left
    // alone, under a section model whose `==` says "same".
    let items = [
      DiffSection(
        model: Chore(id: 1, title: "Inbox"), items: [Headline(id: 1, text: "Rain", fetched: 0)])
    ]
    let refetched = [
      DiffSection(
        model: Chore(id: 1, title: "Inbox"), items: [Headline(id: 1, text: "Rain", fetched: 1)])
    ]
    #expect(refetched.stagedDifference(from: items).isEmpty)
    #expect(refetched.stagedDifference(from: items).target == refetched)
  }
}
