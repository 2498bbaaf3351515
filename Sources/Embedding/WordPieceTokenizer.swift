/// BERT's WordPiece tokenizer with a model's `vocab.txt` (one token a line, its line number its
/// id): the basic normalizer's words, each split greedily longest-match-first into vocabulary
/// pieces (`##` marks a piece inside a word); a word that cannot be split, or of more than 100
/// scalars, is `[UNK]`. The special tokens written literally in the text are kept as themselves,
/// as Hugging Face's tokenizer does.
struct WordPieceTokenizer: Sendable {
    static let specialTokens = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    static let longestWord = 100

    let vocabulary: [String: Int32]
    let unknown: Int32
    let start: Int32
    let end: Int32
    /// The most scalars in any vocabulary entry (the `##` included): longer pieces are not tried.
    let longestPiece: Int

    /// The vocabulary in `text` (the contents of `vocab.txt`, read from `path`).
    init(vocabularyText text: String, path: String) throws {
        var vocabulary: [String: Int32] = [:]
        var longest = 1
        var index: Int32 = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            var token = Substring(line)
            while let last = token.unicodeScalars.last, last.properties.isWhitespace { token = token.dropLast() }
            vocabulary[String(token)] = index
            longest = max(longest, token.unicodeScalars.count)
            guard index < Int32.max else { throw EmbeddingError(file: path, "has too many lines") }
            index += 1
        }
        func id(_ token: String) throws -> Int32 {
            guard let id = vocabulary[token] else { throw EmbeddingError(file: path, "has no \(token) token") }
            return id
        }
        self.vocabulary = vocabulary
        unknown = try id("[UNK]")
        start = try id("[CLS]")
        end = try id("[SEP]")
        longestPiece = longest
    }

    /// The token ids of `text`: [CLS], its pieces, [SEP], at most `maxTokens` in all (the pieces
    /// beyond are cut).
    func encode(_ text: String, maxTokens: Int) -> [Int32] {
        var ids: [Int32] = [start]
        let room = max(0, maxTokens - 2)
        for segment in segments(text) {
            switch segment {
            case let .special(id): ids.append(id)
            case let .text(part):
                for word in BertNormalizer.words(part) {
                    pieces(of: word, into: &ids)
                    if ids.count > room { break }
                }
            }
            if ids.count > room { break }
        }
        if ids.count > room + 1 { ids.removeLast(ids.count - room - 1) }
        ids.append(end)
        return ids
    }

    private enum Segment { case text(Substring), special(Int32) }

    /// `text` cut around the special tokens written in it, which are matched exactly (scalar by
    /// scalar, before any normalization).
    private func segments(_ text: String) -> [Segment] {
        guard text.utf8.contains(UInt8(ascii: "[")) else { return [.text(Substring(text))] }
        let scalars = text.unicodeScalars
        var result: [Segment] = []
        var textStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "[",
               let token = Self.specialTokens.first(where: { scalars[index...].starts(with: $0.unicodeScalars) }),
               let id = vocabulary[token] {
                result.append(.text(Substring(scalars[textStart ..< index])))
                result.append(.special(id))
                index = scalars.index(index, offsetBy: token.unicodeScalars.count)
                textStart = index
            } else {
                index = scalars.index(after: index)
            }
        }
        result.append(.text(Substring(scalars[textStart...])))
        return result
    }

    /// Appends `word`'s WordPiece ids (or [UNK]) to `ids`.
    func pieces(of word: [Unicode.Scalar], into ids: inout [Int32]) {
        guard word.count <= Self.longestWord else { ids.append(unknown); return }
        let mark = ids.count
        var start = 0
        while start < word.count {
            var end = min(word.count, start + longestPiece - (start > 0 ? 2 : 0))
            var found: Int32?
            while start < end {
                var candidate = String.UnicodeScalarView()
                if start > 0 { candidate.append(contentsOf: "##".unicodeScalars) }
                candidate.append(contentsOf: word[start ..< end])
                if let id = vocabulary[String(candidate)] { found = id; break }
                end -= 1
            }
            guard let id = found else {
                ids.removeLast(ids.count - mark)
                ids.append(unknown)
                return
            }
            ids.append(id)
            start = end
        }
    }
}
