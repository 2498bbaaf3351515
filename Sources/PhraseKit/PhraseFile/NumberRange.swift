import HarkValue

/// A `range:` list: `from`, `to`, `step`, an optional `multiplier`, and `fractions`.
public struct NumberRange: Hashable, Sendable {
    public enum Fractions: String, Hashable, Sendable { case halves, tenths }

    public var from: Int
    public var to: Int
    public var step: Int
    /// Multiplies the number said before it is put in the slot (volume down by "ten" → -10).
    public var multiplier: Double?
    public var fractions: Fractions?
    /// Whether "50" and "fifty" are accepted.
    public var digits: Bool
    public var words: Bool
    /// `number`, `percentage` or `temperature`: kept for callers, matching does not depend on it.
    public var type: String

    public init(from: Int, to: Int, step: Int = 1, multiplier: Double? = nil, fractions: Fractions? = nil,
                digits: Bool = true, words: Bool = true, type: String = "number") {
        self.from = from
        self.to = to
        self.step = step
        self.multiplier = multiplier
        self.fractions = fractions
        self.digits = digits
        self.words = words
        self.type = type
    }

    /// The slot value for a number said, or `nil` when the range does not hold it.
    public func value(for said: Double) -> Double? {
        guard said >= Double(from), said <= Double(to) + 0.95 else { return nil }
        let whole = said.rounded(.down)
        let fraction = said - whole
        guard Int(whole) <= to, (Int(whole) - from) % step == 0 else { return nil }
        if fraction.magnitude > 1e-9 {
            switch fractions {
            case nil: return nil
            case .halves: guard abs(fraction - 0.5) < 1e-9 else { return nil }
            case .tenths: guard abs(fraction * 10 - (fraction * 10).rounded()) < 1e-9 else { return nil }
            }
        }
        return said * (multiplier ?? 1)
    }
}

extension Template {
    /// A template that says exactly `text` (special characters escaped).
    public static func literal(_ text: String) -> Template {
        // Every special character is escaped, so this cannot fail; fall back to a bare node anyway.
        if let template = try? Template(TemplateEscaping.escape(text)) { return template }
        return Template(uncheckedText: text, root: .text(text))
    }

    /// A template that says any one of `sayings`, each taken literally ("(yes|yeah|on)").
    public static func anyOf(_ sayings: [String]) -> Template {
        var unique: [String] = []
        for saying in sayings where !unique.contains(saying) { unique.append(saying) }
        let text = "(" + unique.map(TemplateEscaping.escape).joined(separator: "|") + ")"
        // Every special character is escaped, so this parses; fall back to the bare alternative anyway.
        if let template = try? Template(text) { return template }
        return Template(uncheckedText: text, root: .alternative(unique.map(TemplateNode.text), isOptional: false))
    }
}

enum TemplateEscaping {
    static let special: Set<Character> = ["(", ")", "[", "]", "{", "}", "<", ">", "|", ";", "\\"]

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// hassil treats a list value as a template when it contains template syntax.
    static func looksLikeTemplate(_ text: String) -> Bool {
        text.contains { "(){}<>[]|@".contains($0) }
    }
}
