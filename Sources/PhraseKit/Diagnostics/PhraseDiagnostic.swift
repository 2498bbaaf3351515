/// A problem found in a phrase file, a template or a sentence test file, with where it is.
///
/// Loading never stops at the first problem: every problem is collected, and what is
/// sound in a file is still used.
public struct PhraseDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}

/// Thrown when phrases cannot be used at all; carries every problem found.
public struct PhraseErrors: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [PhraseDiagnostic]

    public init(_ diagnostics: [PhraseDiagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
