/// Thrown when phrases cannot be used at all; carries every problem found.
public struct PhraseErrors: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [PhraseDiagnostic]

    public init(_ diagnostics: [PhraseDiagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
