/// A text list compiled into a trie over word ids: finding every value that starts at a
/// position costs as many steps as the longest value has words, whatever the list's size.
struct CompiledList {
    struct Node {
        var children: [Int32: Int32] = [:]
        /// Values that end here (indices into `values`).
        var values: [Int32] = []
    }

    var name: String
    var values: [ListValue]
    /// An id per distinct non-empty `context` (0 when a value has none), so that matches with
    /// different contexts are kept apart.
    var contextIDs: [Int32]
    var nodes: [Node] = [Node()]

    /// Compiles `values`; a value whose template holds a slot or a missing rule is reported and left out.
    init(name: String, values: [ListValue], vocabulary: inout Vocabulary, contextIDs interned: inout [[String: PhraseValue]: Int32],
         lowering: TemplateLowering, report: (String, SourceLocation?) -> Void) {
        self.name = name
        self.values = values
        self.contextIDs = values.map { value in
            guard !value.context.isEmpty else { return 0 }
            if let id = interned[value.context] { return id }
            let id = Int32(interned.count + 1)
            interned[value.context] = id
            return id
        }
        for (index, value) in values.enumerated() {
            let sequences: [[String]]
            do {
                guard let spelled = try lowering.lower(value.spoken).sequences(limit: 10_000) else {
                    report("a value of list '\(name)' cannot hold a slot or say more than 10,000 things: \"\(value.spoken.text)\"", value.location)
                    continue
                }
                sequences = spelled
            } catch {
                report("a value of list '\(name)' refers to an unknown or recursive rule: \"\(value.spoken.text)\"", value.location)
                continue
            }
            for sequence in sequences where !sequence.isEmpty {
                insert(sequence.map { vocabulary.intern($0) }, value: Int32(index))
            }
        }
    }

    private mutating func insert(_ words: [Int32], value: Int32) {
        var node = 0
        for word in words {
            if let child = nodes[node].children[word] {
                node = Int(child)
            } else {
                nodes.append(Node())
                let child = Int32(nodes.count - 1)
                nodes[node].children[word] = child
                node = Int(child)
            }
        }
        if !nodes[node].values.contains(value) { nodes[node].values.append(value) }
    }

    /// Every (end, value index) for values said by `words[start...]`.
    func matches(_ words: [Int32], from start: Int) -> [(end: Int, value: Int32)] {
        var result: [(Int, Int32)] = []
        var node = 0
        var position = start
        while position < words.count, let child = nodes[node].children[words[position]] {
            node = Int(child)
            position += 1
            for value in nodes[node].values { result.append((position, value)) }
        }
        return result
    }
}
