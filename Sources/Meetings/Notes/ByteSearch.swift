/// Finding a run of bytes in text's UTF-8 bytes: what the note import's word rules (PARA clues,
/// commitments) do for every line of every note, many times faster than Foundation's search over
/// UTF-16 or the standard library's search over characters. Lower-case ASCII words in lower-cased
/// text are found where `contains` finds them.
enum ByteSearch {
    /// Where `needle` first stands in `haystack`, as a byte offset; nil when it does not.
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard needle.count <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { wanted in
                let first = wanted[0], last = text.count - wanted.count
                var index = 0
                while index <= last {
                    if text[index] == first {
                        var matched = 1
                        while matched < wanted.count, text[index + matched] == wanted[matched] { matched += 1 }
                        if matched == wanted.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

}
