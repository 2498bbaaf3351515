/// Text to write, parts of it marked to be coloured on a terminal (`Style`). The colour is a
/// mark, not escape codes inside the text: `Output` escapes every part's control characters
/// and only then adds the codes, so text from data can never bring its own.
struct StyledText: ExpressibleByStringInterpolation, Sendable {
    /// A run of text, with the SGR code it is shown in (nil: as it is).
    struct Part: Sendable {
        var text: String
        var code: String?
    }

    var parts: [Part]

    init(_ text: String, code: String? = nil) { parts = [Part(text: text, code: code)] }
    init(parts: [Part]) { self.parts = parts }
    init(stringLiteral text: String) { self.init(text) }
    init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The text without its colours.
    var plain: String { parts.map(\.text).joined() }

    static func + (lhs: StyledText, rhs: StyledText) -> StyledText { StyledText(parts: lhs.parts + rhs.parts) }
    static func + (lhs: StyledText, rhs: String) -> StyledText { lhs + StyledText(rhs) }
    static func + (lhs: String, rhs: StyledText) -> StyledText { StyledText(lhs) + rhs }
}

extension Array where Element == StyledText {
    /// The texts one after another, `separator` between them.
    func joined(separator: String) -> StyledText {
        var parts: [StyledText.Part] = []
        for (index, text) in enumerated() {
            if index > 0 { parts.append(StyledText.Part(text: separator, code: nil)) }
            parts += text.parts
        }
        return StyledText(parts: parts)
    }
}

extension DefaultStringInterpolation {
    /// Styled text put inside a string would lose its marks (or show the struct): join it with
    /// `+` instead. Unavailable, so that the compiler says so.
    @available(*, unavailable, message: "join styled text with + so that its colours are kept")
    mutating func appendInterpolation(_ text: StyledText) {}
}
