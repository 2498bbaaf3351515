/// How far apart two spellings are: for reading a misspelled word as the word meant.
public enum Spelling {
    /// Whether `a` becomes `b` by one edit: a letter added, left out or changed, or two
    /// neighbouring letters swapped ("hapyp" → "happy"). A word is not one edit from itself.
    public static func isOneEditAway(_ a: String, _ b: String) -> Bool {
        isOneEditAway(Array(a), Array(b))
    }

    static func isOneEditAway(_ a: [Character], _ b: [Character]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var i = 0
        while i < short.count, long[i] == short[i] { i += 1 }
        return long[(i + 1)...].elementsEqual(short[i...])
    }

    /// The one word of `words` that `word` is one edit away from; nil when none is, or more than one.
    /// (For many look-ups in one list, a `Lexicon` is quicker.)
    public static func correction(of word: String, among words: some Sequence<String>) -> String? {
        Lexicon(words).correction(of: word)
    }

    /// Words to read misspellings as, kept by length so that a look-up compares a word only with
    /// those one letter longer, shorter or as long.
    public struct Lexicon: Sendable {
        private var byLength: [Int: [(word: String, letters: [Character])]] = [:]

        public init(_ words: some Sequence<String>) {
            for word in Set(words) {
                let letters = Array(word)
                byLength[letters.count, default: []].append((word, letters))
            }
        }

        /// The one word that `word` is one edit away from; nil when none is, or more than one.
        public func correction(of word: String) -> String? {
            let letters = Array(word)
            var found: String?
            for length in (letters.count - 1) ... (letters.count + 1) {
                for candidate in byLength[length] ?? [] where Spelling.isOneEditAway(letters, candidate.letters) {
                    if found != nil { return nil }
                    found = candidate.word
                }
            }
            return found
        }
    }

    /// The Levenshtein distance between two short words.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0 ... b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
