import Foundation

extension HarkDatabase {
    /// Where the database lives: `explicit` (the `--db` option), else `$HARK_DB`, else
    /// `$XDG_DATA_HOME/hark/hark.sqlite`, else `~/.local/share/hark/hark.sqlite`.
    /// `environment` and `home` default to the process's own.
    public static func path(explicit: String? = nil, environment: [String: String]? = nil, home: String? = nil) -> String {
        func variable(_ name: String) -> String? {
            let value = environment.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
            return value.flatMap { $0.isEmpty ? nil : $0 }
        }
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = variable("HARK_DB") { return path }
        if let data = variable("XDG_DATA_HOME") { return data + "/hark/hark.sqlite" }
        return (home ?? variable("HOME") ?? NSHomeDirectory()) + "/.local/share/hark/hark.sqlite"
    }
}
