import Foundation

/// The environment variables Hark reads, looked up one by one (the process's own, or a
/// dictionary in tests). An empty value counts as unset.
public struct HarkEnvironment: Sendable {
    private let lookup: @Sendable (String) -> String?

    /// The process's environment.
    public static let process = HarkEnvironment { name in getenv(name).map { String(cString: $0) } }

    /// Fixed values (tests, a daemon's configuration).
    public init(_ values: [String: String]) { lookup = { values[$0] } }

    private init(lookup: @escaping @Sendable (String) -> String?) { self.lookup = lookup }

    public subscript(_ name: String) -> String? {
        guard let value = lookup(name), !value.isEmpty else { return nil }
        return value
    }
}
