import Foundation

/// The names already in the memory graph, as `PeopleFinder` looks them up: by their words in
/// order (a full name), or by a first name that only one of them has.
struct KnownNames {
    /// Each name by its words in lower case.
    private var byWords: [[String]: String] = [:]
    /// The names of each first name (in lower case).
    private var byFirstName: [String: [String]] = [:]
    /// The most words of any name.
    private var longest = 0

    init(_ names: [String]) {
        for name in names {
            let words = name.split(whereSeparator: \.isWhitespace).map { $0.lowercased().replacingOccurrences(of: "’", with: "'") }
            guard let first = words.first, byWords[words] == nil else { continue }
            byWords[words] = name
            byFirstName[first, default: []].append(name)
            longest = max(longest, words.count)
        }
    }

    /// The longest known name written as whole words from `index` on, in any case, and how many
    /// words it takes.
    func fullName(at index: Int, in words: [WrittenWord]) -> (String, Int)? {
        var length = min(longest, words.count - index)
        while length > 0 {
            let slice = words[index..<index + length]
            // A name runs on only over words not cut off by punctuation ("Priya, Patel" is two words).
            if !slice.dropLast().contains(where: \.closed), let name = byWords[slice.map(\.lowered)] { return (name, length) }
            length -= 1
        }
        return nil
    }

    /// The known name `text` (in lower case, its words separated by one space) is, if any.
    func name(for text: String) -> String? {
        byWords[text.split(separator: " ").map(String.init)]
    }

    /// The person a single word names: the known name that is that word, else the one known
    /// person whose first name it is; nil when none, or when several share that first name.
    func name(forWord word: String) -> String? {
        if let exact = byWords[[word]] { return exact }
        guard let names = byFirstName[word], names.count == 1 else { return nil }
        return names[0]
    }
}
