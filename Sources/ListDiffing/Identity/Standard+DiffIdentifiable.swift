// Standard value types are their own identity and content. The module-qualified names state
// the conformances to `Identifiable` that these types do not have themselves.

extension Swift.String: Swift.Identifiable, DiffIdentifiable, ContentEquatable {}
extension Swift.Int: Swift.Identifiable, DiffIdentifiable, ContentEquatable {}
extension Swift.Int64: Swift.Identifiable, DiffIdentifiable, ContentEquatable {}
extension Swift.UInt64: Swift.Identifiable, DiffIdentifiable, ContentEquatable {}
extension Swift.Character: Swift.Identifiable, DiffIdentifiable, ContentEquatable {}
