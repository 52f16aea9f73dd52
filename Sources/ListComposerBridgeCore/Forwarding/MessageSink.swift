#if canImport(ObjectiveC)
  import CoreGraphics
  import Foundation
  import ObjectiveC

  /// Answers the messages a view sends to a proxy for an app object that is gone, as no-ops that
  /// return zero, or, where the view's own default is not zero (scrolling to the top, focus,
  /// the target content offset), that default: see ``Forwarding``.
  ///
  /// Swift cannot answer an arbitrary message with `NSInvocation`, so the sink adds a method for
  /// each selector it is given, before the message reaches it, with the selector's type encoding
  /// and an implementation chosen by the return type: nothing, a zero `Double` or `Float`, a
  /// zero pair or quadruple of `Double`s (`CGSize`, `CGPoint`, `CGRect`, edge insets), or a zero
  /// integer for every other type (`nil`, `false`, `0`). The arguments are ignored.
  package final class MessageSink: NSObject, @unchecked Sendable {
    /// The sink every proxy uses; it has no state.
    package static let shared = MessageSink()

    /// Returns the sink, having made sure that it answers `selector`.
    func answering(_ selector: Selector, types: UnsafePointer<CChar>) -> MessageSink {
      // class_addMethod keeps an existing method and is safe on any thread.
      let implementation =
        Self.viewDefault(for: selector) ?? Self.implementation(types: types)
      _ = class_addMethod(MessageSink.self, selector, implementation, types)
      return self
    }

    /// The messages whose zero answer is not what the view does when its delegate does not
    /// implement them, by selector name: each answers as the view would on its own.
    private static let viewDefaults: [String: ViewDefault] = [
      // UIKit scrolls to the top on a tap of the status bar unless the delegate says no.
      "scrollViewShouldScrollToTop:": .yes,
      // A focus update happens unless the delegate cancels it.
      "tableView:shouldUpdateFocusInContext:": .yes,
      "collectionView:shouldUpdateFocusInContext:": .yes,
      // A row or item is focusable as the view's own setting says (iOS 15 and later).
      "tableView:canFocusRowAtIndexPath:": .viewProperty("allowsFocus"),
      "collectionView:canFocusItemAtIndexPath:": .viewProperty("allowsFocus"),
      "tableView:selectionFollowsFocusForRowAtIndexPath:": .viewProperty("selectionFollowsFocus"),
      "collectionView:selectionFollowsFocusForItemAtIndexPath:":
        .viewProperty("selectionFollowsFocus"),
      // The collection view keeps the content offset it proposes.
      "collectionView:targetContentOffsetForProposedContentOffset:": .proposedOffset,
    ]

    /// How the sink answers a message of ``viewDefaults``.
    private enum ViewDefault {
      /// `true`.
      case yes
      /// The view's Boolean property of that name (the message's first argument is the view),
      /// or `true` for a view that has none.
      case viewProperty(String)
      /// The point the message proposes (its second argument).
      case proposedOffset
    }

    /// The implementation that answers `selector` as the view does without a delegate, or
    /// `nil` when zero is that answer.
    private static func viewDefault(for selector: Selector) -> IMP? {
      guard let answer = viewDefaults[NSStringFromSelector(selector)] else { return nil }
      let block: Any =
        switch answer {
        case .yes: { (_: AnyObject) in true } as @convention(block) (AnyObject) -> Bool
        case .viewProperty(let name):
          { (_: AnyObject, view: AnyObject?) in
            guard let view = view as? NSObject, view.responds(to: NSSelectorFromString(name))
            else { return true }
            return (view.value(forKey: name) as? Bool) ?? true
          } as @convention(block) (AnyObject, AnyObject?) -> Bool
        case .proposedOffset:
          { (_: AnyObject, _: AnyObject?, proposed: CGPoint) in proposed }
            as @convention(block) (AnyObject, AnyObject?, CGPoint) -> CGPoint
        }
      return imp_implementationWithBlock(block)
    }

    /// A no-op implementation that returns zero of the encoding's return type.
    private static func implementation(types: UnsafePointer<CChar>) -> IMP {
      let encoding = String(cString: types).drop { "rnNoORV".contains($0) }
      let returnType = encoding.prefix { !$0.isNumber }
      let block: Any =
        switch returnType.first {
        case "v": { (_: AnyObject) in } as @convention(block) (AnyObject) -> Void
        case "d": { (_: AnyObject) in 0 } as @convention(block) (AnyObject) -> Double
        case "f": { (_: AnyObject) in 0 } as @convention(block) (AnyObject) -> Float
        case "{" where doubles(in: returnType) == 2:
          { (_: AnyObject) in CGSize.zero } as @convention(block) (AnyObject) -> CGSize
        case "{" where doubles(in: returnType) == 4:
          { (_: AnyObject) in CGRect.zero } as @convention(block) (AnyObject) -> CGRect
        default: { (_: AnyObject) in 0 } as @convention(block) (AnyObject) -> Int
        }
      return imp_implementationWithBlock(block)
    }

    /// The number of `Double` fields of a structure's encoding, or `nil` when it has other
    /// fields.
    private static func doubles(in encoding: Substring) -> Int? {
      guard let equals = encoding.firstIndex(of: "=") else { return nil }
      var count = 0
      var depth = 0
      var inName = false
      for character in encoding[equals...] {
        switch character {
        case "{":
          depth += 1
          inName = true
        case "}": depth -= 1
        case "=": inName = false
        case "d" where !inName: count += 1
        default: if !inName { return nil }
        }
      }
      return depth == -1 || depth == 0 ? count : nil
    }
  }
#endif
