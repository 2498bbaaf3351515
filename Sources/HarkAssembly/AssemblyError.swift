import HarkStore
import PhraseKit

/// Why a running Hark could not be put together, in words; the front end decides how to show it
/// (the command line prints it and exits with the code each case documents).
public enum AssemblyError: Error, Sendable, CustomStringConvertible {
    /// Hark itself is wrong — two intents with one name, an intent whose service no domain
    /// provides: a bug to report.
    case software(String)
    /// The phrase files have problems (each with its file, line and column), or there are none.
    case phrases([PhraseDiagnostic], summary: String?)
    /// The database could not be opened or migrated.
    case database(StoreError)
    /// The settings file has problems (each with its file, line and column).
    case configuration([PhraseDiagnostic])
    /// An environment variable's value is not understood.
    case environment(String)

    public var description: String {
        switch self {
        case .software(let text): return text
        case .phrases(let problems, let summary): return (problems.map(\.description) + [summary].compactMap { $0 }).joined(separator: "\n")
        case .database(let error): return error.description
        case .configuration(let problems): return problems.map(\.description).joined(separator: "\n")
        case .environment(let text): return text
        }
    }
}
