/// The base class of cells a ``HeadlessTableView`` shows, standing in for `UITableViewCell`.
///
///     final class ContactCell: HeadlessTableViewCell {
///       override func prepareForReuse() { textLabel = nil }
///     }
///     try tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
@MainActor
open class HeadlessTableViewCell: HeadlessReusableCell {}
