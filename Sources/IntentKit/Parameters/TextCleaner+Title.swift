extension TextCleaner {
    /// A name given to a thing (a note's or a meeting's title): kept as said, but for one pair of
    /// quotation marks around the whole of it, which only mark where the name begins and ends
    /// (`new note "Q1 OKRs"` makes a note called Q1 OKRs).
    public static let title = TextCleaner(clean: { said in Cleaned(text: unquoted(said)) })

    /// `text` without one pair of matching quotation marks around the whole of it (space around
    /// them too), when no other mark of the pair is inside and something is left; otherwise as it is.
    public static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first, let last = trimmed.last, trimmed.count > 2,
              let closer = quotePairs[first], closer == last else { return text }
        let inside = trimmed.dropFirst().dropLast()
        guard !inside.contains(first), !inside.contains(closer),
              !inside.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return text }
        return String(inside)
    }

    /// Opening quotation marks and the marks that close them.
    static let quotePairs: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’", "«": "»", "„": "“", "「": "」"]
}
