import HeadlessHost
import ListComposerTestSupport
import Testing

/// An outline whose children loaded, failed and were retried is released with its screen: no
/// load task, loader or continuation keeps it alive. These run under AddressSanitizer in CI
/// (`Scripts/sanitized-tests.sh`), which reports what stays allocated.
@MainActor
@Suite struct OutlineReleaseTests {
  @Test func anOutlineIsReleasedAfterAFailedLoadAndARetry() async throws {
    weak var released: OutlineDataSource<Note, HeadlessTableViewCell>?
    weak var releasedLoader: HandLoader?
    do {
      let s = try OutlineLazyTests().screen(.strictTable, HeadlessTableViewCell.self)
      try s.outline.expand(id: 1)
      await s.loader.fail(0)
      #expect(await untilTrue { s.outline.visibleItems.contains { $0.loadRow == .error } })
      #expect(s.outline.retryLoad(id: 1) != nil)
      await s.loader.answer(1, with: [node(9)])
      #expect(await untilTrue { !s.outline.isLoadingChildren(1) })
      #expect(s.loader.unanswered.isEmpty)
      released = s.outline
      releasedLoader = s.loader
    }
    #expect(await untilTrue { released == nil && releasedLoader == nil })
  }
}

extension OutlineReleaseTests {
  @Test(arguments: ViewKind.allCases)
  func theLazyTestsScreenIsReleasedAfterItsRetries(_ kind: ViewKind) async throws {
    guard kind.isTable else { return }
    weak var released: OutlineDataSource<Note, HeadlessTableViewCell>?
    do {
      let s = try OutlineLazyTests().screen(kind, HeadlessTableViewCell.self)
      try await OutlineLazyTests().failAndRetry(s) { s.host.table?.selectRow(at: $0) ?? false }
      released = s.outline
    }
    #expect(await untilTrue { released == nil })
  }
}

extension OutlineReleaseTests {
  @Test(arguments: ViewKind.allCases)
  func theLazyTestsScreenIsReleasedInCollections(_ kind: ViewKind) async throws {
    guard !kind.isTable else { return }
    weak var released: OutlineDataSource<Note, HeadlessCollectionViewCell>?
    do {
      let s = try OutlineLazyTests().screen(kind, HeadlessCollectionViewCell.self)
      try await OutlineLazyTests().failAndRetry(s) {
        s.host.collection?.selectItem(at: $0) ?? false
      }
      released = s.outline
    }
    #expect(await untilTrue { released == nil })
  }
}
