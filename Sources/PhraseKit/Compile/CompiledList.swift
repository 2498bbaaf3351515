import HarkValue

/// A text list compiled into a trie over word ids: finding every value that starts at a
/// position costs as many steps as the longest value has words, whatever the list's size.
struct CompiledList {
    /// A trie node while the list is built.
    private struct Building {
        var children: [Int32: Int32] = [:]
        var values: [Int32] = []
    }

    /// A node of the finished trie: its children (`edges[edgeStart..<edgeEnd]`, sorted by word)
    /// and the values that end here (`ending[valueStart..<valueEnd]`).
    struct Node {
        var edgeStart: Int32
        var edgeEnd: Int32
        var valueStart: Int32
        var valueEnd: Int32
    }

    struct Edge {
        var word: Int32
        var child: Int32
    }

    var name: String
    var values: [ListValue]
    /// An id per distinct non-empty `context` (0 when a value has none), so that matches with
    /// different contexts are kept apart.
    var contextIDs: [Int32]
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    private(set) var ending: [Int32] = []

    /// A list read back from an archive (`PhraseArchive`).
    init(name: String, values: [ListValue], contextIDs: [Int32], nodes: [Node], edges: [Edge], ending: [Int32]) {
        self.name = name
        self.values = values
        self.contextIDs = contextIDs
        self.nodes = nodes
        self.edges = edges
        self.ending = ending
    }

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
        var building = [Building()]
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
                var node = 0
                for word in sequence.map({ vocabulary.intern($0) }) {
                    if let child = building[node].children[word] {
                        node = Int(child)
                    } else {
                        building.append(Building())
                        building[node].children[word] = Int32(building.count - 1)
                        node = building.count - 1
                    }
                }
                if !building[node].values.contains(Int32(index)) { building[node].values.append(Int32(index)) }
            }
        }
        for node in building {
            let edgeStart = Int32(edges.count), valueStart = Int32(ending.count)
            edges += node.children.map { Edge(word: $0.key, child: $0.value) }.sorted { $0.word < $1.word }
            ending += node.values
            nodes.append(Node(edgeStart: edgeStart, edgeEnd: Int32(edges.count), valueStart: valueStart, valueEnd: Int32(ending.count)))
        }
    }

    /// Every (end, value index) for values said by `words[start...]`.
    func matches(_ words: [Int32], from start: Int) -> [(end: Int, value: Int32)] {
        var result: [(end: Int, value: Int32)] = []
        var node = nodes[0]
        var position = start
        while position < words.count {
            let word = words[position]
            var low = Int(node.edgeStart), high = Int(node.edgeEnd)
            while low < high {
                let middle = (low + high) >> 1
                if edges[middle].word < word { low = middle + 1 } else { high = middle }
            }
            guard low < Int(node.edgeEnd), edges[low].word == word else { break }
            node = nodes[Int(edges[low].child)]
            position += 1
            for value in ending[Int(node.valueStart)..<Int(node.valueEnd)] { result.append((position, value)) }
        }
        return result
    }
}
