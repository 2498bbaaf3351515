import Foundation

/// Whether `text` is empty or only white space.
func isBlank(_ text: String) -> Bool {
    !text.contains { !$0.isWhitespace }
}

/// Writes to standard error, marking "hark:" and "error:" in red on a terminal (`Style`).
func printError(_ text: String) {
    FileHandle.standardError.write(Data((Style.standardError.problem(text) + "\n").utf8))
}

/// Colour and weight for a terminal: on only when the stream is a terminal, `NO_COLOR` is unset
/// or empty (no-color.org) and `TERM` is not `dumb`; piped or redirected output is plain text.
struct Style: Sendable {
    let isOn: Bool

    static let standardOutput = Style(descriptor: STDOUT_FILENO)
    static let standardError = Style(descriptor: STDERR_FILENO)

    init(descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) {
        isOn = isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// A heading: bold.
    func heading(_ text: String) -> String { wrap(text, "1") }
    /// Something that went well: green.
    func good(_ text: String) -> String { wrap(text, "32") }
    /// Something that went wrong: bold red.
    func bad(_ text: String) -> String { wrap(text, "1;31") }
    /// Less important text: dim.
    func dim(_ text: String) -> String { wrap(text, "2") }

    /// A message with its leading "hark:" and a diagnostic's "error:" (file:line:column: error:
    /// …) in red.
    func problem(_ text: String) -> String {
        guard isOn else { return text }
        if text.hasPrefix("hark: ") { return bad("hark:") + text.dropFirst(5) }
        if let range = text.range(of: ": error: ") {
            return text[..<range.lowerBound] + ": " + bad("error:") + " " + text[range.upperBound...]
        }
        return text
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isOn ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
