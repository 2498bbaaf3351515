import Foundation

/// Splits meetings and notes into chunks, as the planner notes describe. Pure.
///
/// - A meeting: its title; "Attendees: …"; its agenda, outcomes and notes, each one chunk (each
///   cut like a note's paragraphs when longer than `maximumWords`); and each action item of at
///   least `substantialWords` words.
/// - A note: its title, then its paragraphs (split at blank lines), joined while a chunk has
///   fewer than `minimumWords` words; a paragraph over `maximumWords` is cut between sentences
///   (or, for a sentence that long, between words).
public enum Chunker {
    public static let minimumWords = 50
    public static let maximumWords = 200
    public static let substantialWords = 4

    public static func chunks(of meeting: Meeting, actionItems: [String] = []) -> [Chunk] {
        var chunks = [Chunk(.title, meeting.title)]
        let names = meeting.attendees.map(\.name)
        if !names.isEmpty { chunks.append(Chunk(.attendees, "Attendees: " + names.joined(separator: ", "))) }
        for (kind, text) in [(Chunk.Kind.purpose, meeting.purpose), (.outcomes, meeting.outcomes), (.notes, meeting.notes)] {
            chunks += pieces(of: text).map { Chunk(kind, $0) }
        }
        for item in actionItems where wordCount(item) >= substantialWords { chunks.append(Chunk(.actionItem, item)) }
        return chunks.filter { !$0.text.isEmpty }
    }

    public static func chunks(ofNote title: String, body: String) -> [Chunk] {
        ([Chunk(.title, title)] + paragraphs(of: body).map { Chunk(.paragraph, $0) }).filter { !$0.text.isEmpty }
    }

    /// A text cut into pieces of at most `maximumWords` words, between sentences where it can.
    static func pieces(of text: String) -> [String] {
        let trimmed = text.withoutSpacesAround
        guard !trimmed.isEmpty else { return [] }
        return wordCount(trimmed) <= maximumWords ? [trimmed] : cut(trimmed)
    }

    /// A note's body in chunks of about `minimumWords`–`maximumWords` words.
    static func paragraphs(of body: String) -> [String] {
        var result: [String] = [], current: [String] = [], count = 0
        func flush() {
            if !current.isEmpty { result.append(current.joined(separator: "\n\n")) }
            (current, count) = ([], 0)
        }
        for paragraph in blocks(of: body) {
            let length = wordCount(paragraph)
            if length > maximumWords {
                flush()
                result += cut(paragraph)
                continue
            }
            if count + length > maximumWords { flush() }
            current.append(paragraph)
            count += length
            if count >= minimumWords { flush() }
        }
        // A short tail joins the chunk before it when both fit together.
        if !current.isEmpty, let last = result.last, wordCount(last) + count <= maximumWords {
            result[result.count - 1] = last + "\n\n" + current.joined(separator: "\n\n")
        } else {
            flush()
        }
        return result
    }

    /// Paragraphs: text between blank lines, trimmed.
    ///
    /// Read over the text's UTF-8 bytes: a line ends at a line feed that does not follow a
    /// carriage return (a CR LF is one character, not the line feed character), and a line with a
    /// character that is not ASCII in it is looked at as characters to tell whether it is blank
    /// (a property test holds the paragraphs to the ones over characters).
    static func blocks(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            func piece(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[from ..< to]), as: UTF8.self) }
            var result: [String] = []
            var blockStart: Int?, blockEnd = 0, lineStart = 0, blank = true, wide = false
            func endBlock() {
                guard let start = blockStart else { return }
                result.append(piece(start, blockEnd).withoutSpacesAround)
                blockStart = nil
            }
            for index in 0 ... bytes.count {
                if index < bytes.count, bytes[index] != 0x0A || (index > 0 && bytes[index - 1] == 0x0D) {
                    let byte = bytes[index]
                    if byte >= 0x80 { wide = true } else if byte != 0x20, !(0x09 ... 0x0D).contains(byte) { blank = false }
                    continue
                }
                // A line ends at `index`.
                if blank, wide { blank = piece(lineStart, index).allSatisfy(\.isWhitespace) }
                if blank {
                    endBlock()
                } else {
                    if blockStart == nil { blockStart = lineStart }
                    blockEnd = index
                }
                (lineStart, blank, wide) = (index + 1, true, false)
            }
            endBlock()
            return result
        }
    }

    /// A long text cut between sentences into pieces of at most `maximumWords` words (a longer
    /// sentence is cut between words).
    static func cut(_ text: String) -> [String] {
        var result: [String] = [], current: [String] = [], count = 0
        for sentence in ActionItemExtractor.sentences(of: text.replacingOccurrences(of: "\n", with: " ")) {
            let sentenceWords = words(sentence)
            if sentenceWords.count > maximumWords {
                if !current.isEmpty { result.append(current.joined(separator: " ")); (current, count) = ([], 0) }
                for start in stride(from: 0, to: sentenceWords.count, by: maximumWords) {
                    result.append(sentenceWords[start..<min(start + maximumWords, sentenceWords.count)].joined(separator: " "))
                }
                continue
            }
            if count + sentenceWords.count > maximumWords { result.append(current.joined(separator: " ")); (current, count) = ([], 0) }
            current.append(sentence)
            count += sentenceWords.count
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    static func words(_ text: String) -> [String] { text.split(whereSeparator: \.isWhitespace).map(String.init) }

    /// `words(text).count`, without making the words: for ASCII text (most notes), counted over
    /// its bytes, whose whitespace is the characters' (tab to carriage return, and space).
    static func wordCount(_ text: String) -> Int {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return words(text).count }
        var count = 0, inWord = false
        for byte in bytes {
            let space = byte == 0x20 || (0x09 ... 0x0D).contains(byte)
            if !space, !inWord { count += 1 }
            inWord = !space
        }
        return count
    }
}
