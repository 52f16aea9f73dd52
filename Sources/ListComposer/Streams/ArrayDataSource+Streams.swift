extension ArrayDataSource where Model: Diffable & Sendable {
  /// Shows each array a stream yields, diffed away from the main actor, the latest winning.
  ///
  ///     let binding = messages.bind(to: repository.messages)   // AsyncSequence of [Message]
  ///     // each array is applied with setItems(_:options:scheduler:)
  ///
  /// Each element is applied with ``setItems(_:options:scheduler:)``, one at a time. Elements
  /// that arrive while one is being diffed wait, and only the newest of them is diffed next: a
  /// backlog costs one diff, not one per array, and an older array never shows after a newer
  /// one. Once the stream ends the source shows its last element. The binding ends when
  /// the stream ends or throws, when it is cancelled, when the source leaves its screen (its
  /// host detaches, or it is removed from its composition) and when the source is
  /// deallocated; after that, nothing of the stream is applied. See ``StreamBinding``.
  ///
  /// A synchronous update of the source (`setItems(_:options:)`, a mutation) made while the
  /// binding is active also supersedes an element being diffed; the next element replaces it.
  ///
  /// - Parameters:
  ///   - elements: The stream of arrays; it is read on the cooperative thread pool.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute each diff.
  ///   - onError: Called on the main actor with the error the stream throws, after the element
  ///     before it was applied; the binding then ends. An `ArrayDataSource` has no error state
  ///     of its own: wrap it in a ``StatefulDataSource`` and bind that to show the error.
  /// - Returns: The binding, to cancel it or wait for it; it lives as long as the source
  ///   whether or not it is kept.
  /// - Complexity: Per element applied, the cost of ``setItems(_:options:scheduler:)``; O(1)
  ///   on the main actor for an element passed over for a newer one.
  @discardableResult
  public func bind<Elements: AsyncSequence>(
    to elements: sending Elements, options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> StreamBinding where Elements.Element == [Model] {
    StreamBinding.start(reading: elements, into: updates, reportError: onError) {
      [weak self] items in
      await self?.setItems(items, options: options, scheduler: scheduler).appliedChange != nil
    }
  }

  /// Shows the sections each element of a stream holds, diffed away from the main actor, the
  /// latest winning.
  ///
  ///     let binding = contacts.bind(to: directory.sectionsByInitial)   // [ListSection<Contact>]
  ///
  /// Each element is applied with ``setSections(_:options:scheduler:)``; latest wins, the
  /// binding's lifetime and errors are as in `bind(to:options:scheduler:onError:)`.
  ///
  /// - Parameters:
  ///   - elements: The stream of sections; it is read on the cooperative thread pool.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute each diff.
  ///   - onError: Called on the main actor with the error the stream throws, after the element
  ///     before it was applied; the binding then ends.
  /// - Returns: The binding, to cancel it or wait for it; it lives as long as the source.
  /// - Complexity: Per element, the cost of ``setSections(_:options:scheduler:)``.
  @discardableResult
  public func bind<Elements: AsyncSequence>(
    to elements: sending Elements, options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> StreamBinding where Elements.Element == [ListSection<Model>] {
    StreamBinding.start(reading: elements, into: updates, reportError: onError) {
      [weak self] sections in
      await self?.setSections(sections, options: options, scheduler: scheduler).appliedChange
        != nil
    }
  }
}
