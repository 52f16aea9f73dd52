import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Observation
import Testing

/// An `@Observable` model for the tests.
@Observable
@MainActor
final class Mailbox {
  var messages: [Mail] = []
  var sections: [ListSection<Mail>] = []
}

/// Sources that follow a key path of an `@Observable` model: several mutations in one turn of
/// the main actor are one update; each later change is another; cancelling stops them.
@MainActor
@Suite struct ObservationFollowTests {
  @Test(arguments: ViewKind.allCases, [StreamShape.items, .stateful])
  func mutationsInOneTurnAreOneUpdate(_ kind: ViewKind, _ shape: StreamShape) async throws {
    try await kind.run(
      { kind, cell in try await mutationsInOneTurnAreOneUpdate(cell, kind, shape) },
      { kind, cell in try await mutationsInOneTurnAreOneUpdate(cell, kind, shape) })
  }

  func mutationsInOneTurnAreOneUpdate<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ shape: StreamShape
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: shape == .stateful, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let mailbox = Mailbox()
    mailbox.messages = [Mail(1, "first")]
    let binding =
      if let inbox = screen.inbox {
        inbox.bind(to: \.messages, of: mailbox, scheduler: .inline)
      } else {
        screen.messages.bind(to: \.messages, of: mailbox, scheduler: .inline)
      }
    // The value now shows first.
    #expect(await eventually { binding.elementsApplied == 1 })
    #expect(try view.texts() == screen.texts(showing: ["first"]))

    // Five mutations in one turn: one read, one setItems (whose diff may be staged in more
    // than one batch).
    mailbox.messages.append(Mail(2, "second"))
    mailbox.messages.append(Mail(3, "third"))
    mailbox.messages.remove(at: 0)
    mailbox.messages[0].title = "second, edited"
    mailbox.messages.insert(Mail(4, "fourth"), at: 0)
    #expect(await eventually { binding.elementsApplied == 2 })
    await nextTurn()
    await nextTurn()
    #expect(binding.elementsReceived == 2)
    #expect(try view.texts() == screen.texts(showing: ["fourth", "second, edited", "third"]))

    // A change on a later turn is another update: the model is still followed.
    mailbox.messages = []
    #expect(await eventually { binding.elementsApplied == 3 })
    let emptyRows = shape == .stateful ? ["[empty]"] : []
    #expect(try view.texts() == screen.texts(showing: emptyRows))

    // Cancelled, the source no longer follows the model.
    binding.cancel()
    mailbox.messages = [Mail(5, "fifth")]
    await nextTurn()
    await nextTurn()
    #expect(binding.elementsReceived == 3 && binding.elementsApplied == 3)
    #expect(try view.texts() == screen.texts(showing: emptyRows))
    try view.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases, [StreamShape.items, .stateful])
  func theBindingEndsWhenTheModelGoes(_ kind: ViewKind, _ shape: StreamShape) async throws {
    try await kind.run(
      { kind, cell in try await theBindingEndsWhenTheModelGoes(cell, kind, shape) },
      { kind, cell in try await theBindingEndsWhenTheModelGoes(cell, kind, shape) })
  }

  /// The model is released while nothing else happens: the binding ends (it stayed active
  /// forever, waiting for a change that could not come), and the source keeps its last items.
  func theBindingEndsWhenTheModelGoes<Cell: HeadlessReusableCell>(
    _ cell: Cell.Type, _ kind: ViewKind, _ shape: StreamShape
  ) async throws {
    let screen = try StreamScreen<Cell>(stateful: shape == .stateful, state: .loading)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    weak var released: Mailbox?
    let binding: StreamBinding
    do {
      let mailbox = Mailbox()
      released = mailbox
      mailbox.messages = [Mail(1, "first")]
      binding =
        if let inbox = screen.inbox {
          inbox.bind(to: \.messages, of: mailbox, scheduler: .inline)
        } else {
          screen.messages.bind(to: \.messages, of: mailbox, scheduler: .inline)
        }
      #expect(await eventually { binding.elementsApplied == 1 })
      #expect(binding.isActive)
    }
    #expect(released == nil, "the binding kept its model alive")
    #expect(await eventually { !binding.isActive }, "the binding outlived its model")
    #expect(!binding.isCancelled && binding.error == nil)
    #expect(binding.elementsApplied == 1)
    #expect(try view.texts() == screen.texts(showing: ["first"]))
    try view.expectShowsData(screen.root)
  }

  @Test(arguments: ViewKind.allCases)
  func followsSections(_ kind: ViewKind) async throws {
    try await kind.run(
      { kind, cell in try await followsSections(cell, kind) },
      { kind, cell in try await followsSections(cell, kind) })
  }

  func followsSections<Cell: HeadlessReusableCell>(_ cell: Cell.Type, _ kind: ViewKind)
    async throws
  {
    let screen = try StreamScreen<Cell>(stateful: false)
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    let mailbox = Mailbox()
    let binding = screen.messages.bind(to: \.sections, of: mailbox, scheduler: .inline)
    #expect(await eventually { binding.elementsApplied == 1 })
    mailbox.sections = [ListSection(items: [Mail(1, "a")]), ListSection(items: [Mail(2, "b")])]
    mailbox.sections[1].items.append(Mail(3, "c"))
    #expect(await eventually { binding.elementsApplied == 2 })
    #expect(try view.texts() == screen.texts(showing: ["a", "b", "c"]))
    #expect(screen.messages.sections.count == 2)
    try view.expectShowsData(screen.root)
  }
}
