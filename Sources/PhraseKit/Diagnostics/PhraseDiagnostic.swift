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
