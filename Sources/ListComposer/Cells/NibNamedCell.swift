/// A cell class whose cells are made from a nib: the bridges register the nib of that name,
/// from the bundle the class belongs to, instead of the class.
///
///     final class MessageCell: UITableViewCell, NibNamedCell {
///       static var nibName: String { "MessageCell" }  // MessageCell.xib
///       @IBOutlet var subject: UILabel!
///     }
///
/// The cell names its own nib, so no table of nibs by reuse identifier has to be kept in step
/// with the decorators and passed to a bridge, and a child added to a screen later brings its
/// nib with it. The UIKit bridges register `UINib(nibName:bundle:)` with
/// `Bundle(for: cellType)`, the AppKit bridges an `NSNib` of that name; a nib that is not in
/// that bundle is a registration error (the view would raise an exception when it first made a
/// cell), reported like any other. A cell class that does not conform is registered as a class.
/// The headless views, which have no nibs, register the class.
///
/// A nib the app registers itself (the bridges' `nibs:` argument, a storyboard prototype) is
/// kept: the bridges register nothing over it. For a nib in a Swift package's resource bundle,
/// which `Bundle(for:)` does not find, pass it in `nibs:`.
public protocol NibNamedCell: AnyObject {
  /// The name of the nib the cells are made from, without its extension: a `.xib` compiles to
  /// a `.nib` of the same name in the bundle of the class. Defaults to the class's name.
  static var nibName: String { get }
}

extension NibNamedCell {
  /// The class's name, without its module: the name Xcode gives a new cell's nib.
  public static var nibName: String { String(describing: self) }
}
