import ListComposer

/// Checks the laws every composition must keep, for use in an app's own tests.
///
/// A composition that breaks one of these laws shows the wrong cell, or crashes, at some index
/// path. The checker visits every position, so keep the compositions it checks test-sized.
///
///     let violations = CompositionLaws.violations(in: screen)
///     #expect(violations.isEmpty, "\(violations)")
///
/// The laws, checked at every level of nesting:
/// 1. Every global position maps to exactly one (child, local position) that exists, and back.
/// 2. Every child's local position maps to a global position that maps back to it.
/// 3. Counts add up: sections (sectioned layout) or items (linear layout) are the children's sum.
/// 4. Positions just outside the bounds map to nothing, have no model and no identifier.
@MainActor
public enum CompositionLaws {
  /// Returns a description of every law the composition breaks; empty when it keeps them all.
  ///
  /// - Complexity: O(n log k), where n is the number of items and k the number of children.
  public static func violations(in composition: SectionedDataSource) -> [String] {
    var found: [String] = []
    check(composition, path: "root", into: &found)
    return found
  }

  private static func check(
    _ composition: SectionedDataSource, path: String, into found: inout [String]
  ) {
    let children = composition.children
    // Law 3: counts add up.
    switch composition.layout {
    case .sections:
      let expected = children.reduce(0) { $0 + $1.numberOfSections }
      if composition.numberOfSections != expected {
        found.append(
          "\(path): \(composition.numberOfSections) sections, children have \(expected)")
      }
    case .linear:
      let expected = children.reduce(0) { $0 + $1.numberOfItems }
      if composition.numberOfSections != 1 || composition.numberOfItems(inSection: 0) != expected {
        found.append("\(path): linear layout must show \(expected) items in one section")
      }
    }
    // Law 1: global -> local -> global.
    var hits = Array(repeating: 0, count: children.count)
    for section in 0..<composition.numberOfSections {
      for item in 0..<composition.numberOfItems(inSection: section) {
        let global = ListPosition(section: section, item: item)
        guard let (child, local) = composition.locate(global) else {
          found.append("\(path): \(global) maps to no child")
          continue
        }
        hits[child] += 1
        if !children[child].contains(local) {
          found.append("\(path): \(global) maps to \(local) which child \(child) does not have")
        }
        if composition.position(local, inChild: child) != global {
          found.append("\(path): \(global) -> child \(child) \(local) does not map back")
        }
        if composition.itemIdentifier(at: global) != children[child].itemIdentifier(at: local) {
          found.append("\(path): \(global) shows another item than child \(child) at \(local)")
        }
      }
    }
    // Law 2: local -> global -> local, and every local position was hit exactly once.
    for (index, child) in children.enumerated() {
      var locals = 0
      for section in 0..<child.numberOfSections {
        for item in 0..<child.numberOfItems(inSection: section) {
          locals += 1
          let local = ListPosition(section: section, item: item)
          guard let global = composition.position(local, inChild: index) else {
            found.append("\(path): child \(index) \(local) has no global position")
            continue
          }
          if let back = composition.locate(global), back.child != index || back.position != local {
            found.append("\(path): child \(index) \(local) -> \(global) maps to another place")
          }
        }
      }
      if locals != hits[index] {
        found.append("\(path): child \(index) has \(locals) items but \(hits[index]) were mapped")
      }
      if let nested = child.base as? SectionedDataSource {
        check(nested, path: "\(path).\(index)", into: &found)
      }
    }
    // Law 4: just outside the bounds.
    let sections = composition.numberOfSections
    var outside = [
      ListPosition(section: -1, item: 0), ListPosition(section: sections, item: 0),
      ListPosition(section: 0, item: -1),
    ]
    for section in 0..<sections {
      outside.append(
        ListPosition(section: section, item: composition.numberOfItems(inSection: section)))
    }
    for position in outside {
      if composition.locate(position) != nil || composition.model(at: position) != nil
        || composition.itemIdentifier(at: position) != nil
      {
        found.append("\(path): \(position) is out of range but maps to something")
      }
    }
  }
}
