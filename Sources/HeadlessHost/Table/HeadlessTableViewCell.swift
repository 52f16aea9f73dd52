/// The base class of cells a ``HeadlessTableView`` shows, standing in for `UITableViewCell`.
///
///     final class ContactCell: HeadlessTableViewCell {
///       override func prepareForReuse() { textLabel = nil }
///     }
///     try tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
@MainActor
open class HeadlessTableViewCell: HeadlessReusableCell {}

/// The base class of the header and footer views a ``HeadlessTableView`` shows, standing in for
/// `UITableViewHeaderFooterView`.
///
///     final class InboxHeader: HeadlessTableViewHeaderFooterView {}
///     try tableView.register(InboxHeader.self, forHeaderFooterViewReuseIdentifier: "inbox")
@MainActor
open class HeadlessTableViewHeaderFooterView: HeadlessCollectionReusableView {}
