import GRDB

/// One named schema change, recorded as `<domain>.<name>` once applied.
public struct Migration: Sendable {
    public var name: String
    public var apply: @Sendable (Database) throws -> Void

    public init(_ name: String, apply: @escaping @Sendable (Database) throws -> Void) {
        self.name = name
        self.apply = apply
    }
}
