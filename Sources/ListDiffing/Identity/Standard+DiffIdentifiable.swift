// Standard value types are their own identity and content.

extension String: DiffIdentifiable, ContentEquatable {}
extension Int: DiffIdentifiable, ContentEquatable {}
extension Int64: DiffIdentifiable, ContentEquatable {}
extension UInt64: DiffIdentifiable, ContentEquatable {}
extension Character: DiffIdentifiable, ContentEquatable {}
