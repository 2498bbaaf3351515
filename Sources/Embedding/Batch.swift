/// Token sequences laid out one after another as the rows of one matrix. Each sequence takes
/// `stride` rows, of which the first `length` are its tokens and the rest padding ([PAD], id 0),
/// which the attention mask hides from every real token.
struct Batch: Sendable {
    struct Sequence: Sendable {
        let start: Int
        let length: Int
        let stride: Int
    }

    let tokens: [Int32]
    let sequences: [Sequence]
    var rows: Int { tokens.count }

    /// `sequences` each padded to `paddedLength` tokens if that is longer (no padding if nil).
    init(_ sequences: [[Int32]], paddedLength: Int? = nil) {
        var tokens: [Int32] = []
        var layout: [Sequence] = []
        for sequence in sequences {
            let stride = max(sequence.count, paddedLength ?? 0)
            layout.append(Sequence(start: tokens.count, length: sequence.count, stride: stride))
            tokens += sequence
            tokens += repeatElement(0, count: stride - sequence.count)
        }
        self.tokens = tokens
        self.sequences = layout
    }
}
