extension StreamBinding {
  /// Starts a binding that reads `elements` on the cooperative thread pool and applies each
  /// element on the main actor with `apply`, which returns whether it applied the element
  /// (`false` when a newer one superseded it).
  ///
  /// - Parameters:
  ///   - elements: The stream.
  ///   - relay: The relay of the bound source, which holds the reading task.
  ///   - reportError: Reports the error the stream throws, once the element before it applied.
  ///   - apply: Applies one element.
  static func start<Elements: AsyncSequence>(
    reading elements: sending Elements, into relay: UpdateRelay,
    reportError: (@MainActor (any Error) -> Void)?,
    apply: @escaping @MainActor @Sendable (Elements.Element) async -> Bool
  ) -> StreamBinding where Elements.Element: Sendable {
    let binding = StreamBinding(relay: relay, reportError: reportError)
    let task = read(elements, into: binding, apply: apply)
    binding.hold(task)
    return binding
  }

  /// Returns the task that reads the stream and hands each element to the binding.
  private nonisolated static func read<Elements: AsyncSequence>(
    _ elements: sending Elements, into binding: StreamBinding,
    apply: @escaping @MainActor @Sendable (Elements.Element) async -> Bool
  ) -> Task<Void, Never> where Elements.Element: Sendable {
    // The task sees the stream only as a reader of its elements, whose type is Sendable.
    let reader: ElementReader<Elements.Element> = StreamIterator(elements.makeAsyncIterator())
    return Task.detached { [weak binding] in
      do {
        while let element = try await reader.next() {
          guard let binding, await binding.receive({ await apply(element) }) else { return }
        }
        await binding?.readerDidStop(throwing: nil, cancelled: Task.isCancelled)
      } catch {
        await binding?.readerDidStop(throwing: error, cancelled: Task.isCancelled)
      }
    }
  }

  /// The reading task stopped: the stream ended or threw, or the task was cancelled (its
  /// source left the screen or was deallocated, and its stream ended early).
  private func readerDidStop(throwing error: (any Error)?, cancelled: Bool) {
    if cancelled {
      cancel()
    } else {
      streamDidEnd(throwing: error)
    }
  }
}

/// Reads a stream's elements, one at a time, from one task only: the task that reads the
/// stream. The type says nothing of the stream's own types, so that task can hold it.
class ElementReader<Element: Sendable>: @unchecked Sendable {
  /// Returns the next element, or `nil` when the stream ended.
  func next() async throws -> Element? { nil }
}

/// Reads a stream through its iterator.
private final class StreamIterator<Iterator: AsyncIteratorProtocol>: ElementReader<
  Iterator.Element
>,
@unchecked Sendable
where Iterator.Element: Sendable {
  private var iterator: Iterator

  init(_ iterator: Iterator) {
    self.iterator = iterator
  }

  override func next() async throws -> Iterator.Element? {
    try await iterator.next()
  }
}
