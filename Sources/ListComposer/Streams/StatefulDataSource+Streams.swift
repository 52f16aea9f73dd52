extension StatefulDataSource {
  /// Shows each array a stream yields as the content, diffed away from the main actor, and
  /// the stream's error as the error state.
  ///
  ///     let inbox = try StatefulDataSource(messages, state: .loading, placeholder: InboxStatus.self)
  ///     inbox.bind(to: repository.messages)
  ///     // loading row until the first array; then its messages, or the empty row for [];
  ///     // the error row if the stream throws
  ///
  /// Each element is applied to the content with ``ArrayDataSource/setItems(_:options:scheduler:)``,
  /// latest winning as in `ArrayDataSource.bind(to:options:scheduler:onError:)`. Once an
  /// element is applied, the source shows a loaded state: ``ListState/empty`` for an empty
  /// array, ``ListState/content`` otherwise (so the first element replaces the loading or
  /// error row, in one batch). When the stream throws, the element before the error is
  /// applied, then the source shows ``ListState/error(_:)`` with the error (the content keeps
  /// the last element, for when the state changes again) and `onError` is called.
  ///
  /// Binding does not change the state by itself: to show the loading row until the first
  /// element (after an error, say), call ``setState(_:)`` with ``ListState/loading`` first.
  ///
  /// - Parameters:
  ///   - elements: The stream of arrays; it is read on the cooperative thread pool.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute each diff.
  ///   - onError: Also called on the main actor with the error the stream throws, after the
  ///     error state shows.
  /// - Returns: The binding, to cancel it or wait for it; it lives as long as this source. It
  ///   ends, as every ``StreamBinding``, when this source leaves its screen.
  /// - Complexity: Per element, the cost of the content's `setItems`, plus O(n) in the rows
  ///   replaced when the state changes.
  @discardableResult
  public func bind<Elements: AsyncSequence, Item: Diffable & Sendable, Cell: AnyObject>(
    to elements: sending Elements, options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> StreamBinding
  where Content == ArrayDataSource<Item, Cell>, Elements.Element == [Item] {
    StreamBinding.start(
      reading: elements, into: updates, reportError: streamErrorReporter(onError)
    ) { [weak self] items in
      guard let self else { return false }
      let outcome = await content.setItems(items, options: options, scheduler: scheduler)
      guard outcome.appliedChange != nil else { return false }
      showLoadedState(isEmpty: items.isEmpty)
      return true
    }
  }

  /// Shows the sections each element of a stream holds as the content, and the stream's error
  /// as the error state.
  ///
  /// Each element is applied to the content with
  /// ``ArrayDataSource/setSections(_:options:scheduler:)``; an element whose sections hold no
  /// item shows ``ListState/empty``. Otherwise as `bind(to:options:scheduler:onError:)`.
  ///
  /// - Parameters:
  ///   - elements: The stream of sections; it is read on the cooperative thread pool.
  ///   - options: How to report changed items and when to prefer a reload.
  ///   - scheduler: Where to compute each diff.
  ///   - onError: Also called on the main actor with the error the stream throws, after the
  ///     error state shows.
  /// - Returns: The binding, to cancel it or wait for it; it lives as long as this source.
  @discardableResult
  public func bind<Elements: AsyncSequence, Item: Diffable & Sendable, Cell: AnyObject>(
    to elements: sending Elements, options: DiffOptions = DiffOptions(),
    scheduler: DiffScheduler = .background,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> StreamBinding
  where Content == ArrayDataSource<Item, Cell>, Elements.Element == [ListSection<Item>] {
    StreamBinding.start(
      reading: elements, into: updates, reportError: streamErrorReporter(onError)
    ) { [weak self] sections in
      guard let self else { return false }
      let outcome = await content.setSections(sections, options: options, scheduler: scheduler)
      guard outcome.appliedChange != nil else { return false }
      showLoadedState(isEmpty: sections.allSatisfy { $0.items.isEmpty })
      return true
    }
  }

  /// Shows the error state, then calls the binding's own handler.
  func streamErrorReporter(
    _ onError: (@MainActor (any Error) -> Void)?
  ) -> @MainActor (any Error) -> Void {
    { [weak self] error in
      self?.setState(.error(error))
      onError?(error)
    }
  }

  /// Shows the loaded state that content of an element calls for, unless it shows already.
  func showLoadedState(isEmpty: Bool) {
    let loaded: ListState = isEmpty ? .empty : .content
    guard state.placeholderKind != loaded.placeholderKind else { return }
    setState(loaded)
  }
}
