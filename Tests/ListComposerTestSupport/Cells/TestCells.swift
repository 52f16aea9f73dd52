import HeadlessHost

/// The table cell of a test that needs a table cell of its own and nothing more: it shows its
/// item in its text labels, as every headless cell does.
package final class TestRow: HeadlessTableViewCell {}

/// The collection cell of a test that needs a collection cell of its own and nothing more.
package final class TestTile: HeadlessCollectionViewCell {}
