import Foundation

/// Whether `text` is empty or only white space.
func isBlank(_ text: String) -> Bool {
    !text.contains { !$0.isWhitespace }
}

/// Writes to standard error, marking "hark:" and "error:" in red on a terminal (`Style`),
/// control characters escaped (`Output`).
func printError(_ text: String) {
    Output.error(Style.standardError.problem(text))
}

/// Colour and weight for a terminal: on only when the stream is a terminal, `NO_COLOR` is unset
/// or empty (no-color.org) and `TERM` is not `dumb`; piped or redirected output is plain text.
/// It marks text (`StyledText`); `Output` writes the codes.
struct Style: Sendable {
    let isOn: Bool

    static let standardOutput = Style(descriptor: STDOUT_FILENO)
    static let standardError = Style(descriptor: STDERR_FILENO)

    init(descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) {
        isOn = isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// A heading: bold.
    func heading(_ text: String) -> StyledText { wrap(text, "1") }
    /// Something that went well: green.
    func good(_ text: String) -> StyledText { wrap(text, "32") }
    /// Something that went wrong: bold red.
    func bad(_ text: String) -> StyledText { wrap(text, "1;31") }
    /// Less important text: dim.
    func dim(_ text: String) -> StyledText { wrap(text, "2") }

    /// A message with its leading "hark:" and a diagnostic's "error:" (file:line:column: error:
    /// …) in red.
    func problem(_ text: String) -> StyledText {
        guard isOn else { return StyledText(text) }
        if text.hasPrefix("hark: ") { return bad("hark:") + String(text.dropFirst(5)) }
        if let range = text.range(of: ": error: ") {
            return String(text[..<range.lowerBound]) + ": " + bad("error:") + (" " + text[range.upperBound...])
        }
        return StyledText(text)
    }

    private func wrap(_ text: String, _ code: String) -> StyledText {
        StyledText(text, code: isOn ? code : nil)
    }
}
