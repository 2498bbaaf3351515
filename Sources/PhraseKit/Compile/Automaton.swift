/// Every template compiled into one word automaton, stored flat (plain arrays of plain values)
/// so that matching does no reference counting.
///
/// Each state knows, for the word that comes next, which states follow (epsilon edges are
/// folded in when compiling), which slots can start there, and which templates end there.
/// State `startState` is the start of every template at once.
struct Automaton {
    struct WordStep {
        var target: Int32
        /// Characters of literal text matched by this word (for ranking).
        var characters: Int32
        /// The template `target` belongs to (read when a template may start).
        var template: Int32
    }

    struct SlotStep {
        var slot: Int32   // index into `slots`
        var target: Int32
        var template: Int32
    }

    /// For a state with several word edges: one word and its steps (`wordSteps[lower..<upper]`).
    struct WordEntry {
        var word: Int32
        var lower: Int32
        var upper: Int32
    }

    /// A slot edge: where its values come from and which slot it fills.
    struct Slot {
        enum Source {
            case list(Int32)          // index into `lists`
            case range(NumberRange)
            case wildcard
            case parser(Int32)        // index into `parsers`
        }
        var source: Source
        var reference: SlotReference
        /// For list slots: values allowed by the block's context rules (`nil`: all).
        var allowedValues: Set<Int32>?
        /// Whether this slot's matched text ranks the match (the entity slot).
        var isEntity: Bool
    }

    /// A slot edge reduced to plain values: which kind of source, which one, and whether it is the entity slot.
    struct SlotCore {
        enum Kind: UInt8 { case list, range, wildcard, parser }
        var kind: Kind
        /// List or parser index (0 for ranges and wildcards).
        var source: Int32
        var isEntity: Bool
        var hasAllowedValues: Bool
        /// Slot steps with the same group read the sentence the same way (sorted together).
        var group: Int64 { Int64(kind.rawValue) << 40 | Int64(source) }
    }

    static func core(_ slot: Slot) -> SlotCore {
        switch slot.source {
        case .list(let index): return SlotCore(kind: .list, source: index, isEntity: slot.isEntity, hasAllowedValues: slot.allowedValues != nil)
        case .parser(let index): return SlotCore(kind: .parser, source: index, isEntity: false, hasAllowedValues: false)
        case .range: return SlotCore(kind: .range, source: 0, isEntity: false, hasAllowedValues: false)
        case .wildcard: return SlotCore(kind: .wildcard, source: 0, isEntity: false, hasAllowedValues: false)
        }
    }

    /// Everything about one state that matching reads, in one 32-byte record (one cache line
    /// holds two), so that a step costs one memory access instead of several.
    struct StateInfo {
        /// The state's only word edge, when it has exactly one: its word, target and characters.
        /// `onlyWord` is -1 when the state has no word edge, -2 when it has several: then
        /// `wordEntries[entriesStart..<entriesEnd]` lists them, sorted by word.
        var onlyWord: Int32 = -1
        var onlyTarget: Int32 = 0
        var onlyCharacters: Int32 = 0
        var slotStart: Int32 = 0
        var slotEnd: Int32 = 0
        var acceptStart: Int32 = 0
        var acceptEnd: Int32 = 0
        /// The template the state belongs to (-1 for the shared start state).
        var template: Int32 = -1

        /// For a state with several word edges (`onlyWord == -2`): where its entries start in
        /// `wordEntries`. The state has no only edge then, so its fields hold the bounds (the
        /// record stays small for the matcher's inner loop).
        var entriesStart: Int32 {
            get { onlyTarget }
            set { onlyTarget = newValue }
        }
        /// For a state with several word edges: where its entries end (exclusive).
        var entriesEnd: Int32 {
            get { onlyCharacters }
            set { onlyCharacters = newValue }
        }
    }

    var states: [StateInfo] = []
    var wordEntries: [WordEntry] = []
    var wordSteps: [WordStep] = []

    var slotSteps: [SlotStep] = []
    var accepts: [Int32] = []

    var slots: [Slot] = []
    /// `slots` without references, for the matcher's hot loop (filled by `AutomatonBuilder.flatten`).
    var cores: [SlotCore] = []
    var lists: [CompiledList] = []
    var startState: Int32 = 0


}

/// Builds the automaton's raw states (with epsilon edges) in flat edge arrays, then folds the
/// closures in and flattens.
struct AutomatonBuilder {
    private struct WordEdge { var from: Int32; var word: Int32; var target: Int32; var characters: Int32 }
    private struct SlotEdge { var from: Int32; var slot: Int32; var target: Int32 }
    private struct Epsilon { var from: Int32; var to: Int32 }

    private var wordEdges: [WordEdge] = []
    private var slotEdges: [SlotEdge] = []
    private var epsilons: [Epsilon] = []
    private var accepts: [Int32] = []

    /// Number of states so far.
    var stateCount: Int { accepts.count }

    mutating func newState() -> Int32 {
        accepts.append(-1)
        return Int32(accepts.count - 1)
    }

    mutating func setAccept(_ state: Int32, template: Int32) { accepts[Int(state)] = template }

    /// Adds `pattern` starting at `from`; returns the state where it ends.
    mutating func add(_ pattern: WordPattern, from: Int32, vocabulary: inout Vocabulary,
                      slot: (SlotReference) -> Int32) -> Int32 {
        switch pattern {
        case .word(let word):
            let target = newState()
            wordEdges.append(WordEdge(from: from, word: vocabulary.intern(word), target: target, characters: Int32(word.count)))
            return target
        case .sequence(let items):
            var current = from
            for item in items { current = add(item, from: current, vocabulary: &vocabulary, slot: slot) }
            return current
        case .choice(let branches):
            let end = newState()
            for branch in branches {
                if case .sequence(let items) = branch, items.isEmpty {
                    epsilons.append(Epsilon(from: from, to: end))
                    continue
                }
                let start = newState()
                epsilons.append(Epsilon(from: from, to: start))
                let branchEnd = add(branch, from: start, vocabulary: &vocabulary, slot: slot)
                epsilons.append(Epsilon(from: branchEnd, to: end))
            }
            return end
        case .slot(let reference):
            let target = newState()
            slotEdges.append(SlotEdge(from: from, slot: slot(reference), target: target))
            return target
        }
    }

    /// Edges grouped by source state (a counting sort): `order[start[state]..<start[state + 1]]`.
    private static func adjacency(_ count: Int, _ edges: Int, _ source: (Int) -> Int32) -> (start: [Int32], order: [Int32]) {
        var start = [Int32](repeating: 0, count: count + 2)
        for edge in 0..<edges { start[Int(source(edge)) + 2] += 1 }
        for state in 0..<(count + 1) { start[state + 1] += start[state] }
        var order = [Int32](repeating: 0, count: edges)
        for edge in 0..<edges {
            let state = Int(source(edge)) + 1
            order[Int(start[state])] = Int32(edge)
            start[state] += 1
        }
        return (Array(start.prefix(count + 1)), order)
    }

    /// Folds epsilon closures into the states a path can stand in (template starts and the
    /// targets of word and slot edges), adds a start state that begins every template, and
    /// stores the result in `automaton`'s flat arrays.
    func flatten(starts: [Int32], stateTemplate: [Int32], into automaton: inout Automaton) {
        let count = stateCount
        let startState = Int32(count)
        automaton.startState = startState
        automaton.cores = automaton.slots.map(Automaton.core)
        var isEntry = [Bool](repeating: false, count: count)
        for state in starts { isEntry[Int(state)] = true }
        for edge in wordEdges { isEntry[Int(edge.target)] = true }
        for edge in slotEdges { isEntry[Int(edge.target)] = true }

        let wordsBySource = Self.adjacency(count, wordEdges.count) { wordEdges[$0].from }
        let slotsBySource = Self.adjacency(count, slotEdges.count) { slotEdges[$0].from }
        let epsilonsBySource = Self.adjacency(count, epsilons.count) { epsilons[$0].from }

        var visited = [Int32](repeating: -1, count: count)
        var stack: [Int32] = []
        var members: [Int32] = []
        var localWords: [(word: Int32, order: Int32, step: Automaton.WordStep)] = []
        var localSlots: [(order: Int32, step: Automaton.SlotStep)] = []
        automaton.wordSteps.reserveCapacity(wordEdges.count)
        automaton.states = [Automaton.StateInfo](repeating: Automaton.StateInfo(), count: count + 1)

        func fold(_ origins: [Int32], as state: Int32) {
            var info = Automaton.StateInfo()
            info.template = Int(state) < stateTemplate.count ? stateTemplate[Int(state)] : -1
            info.slotStart = Int32(automaton.slotSteps.count)
            info.acceptStart = Int32(automaton.accepts.count)
            defer {
                info.slotEnd = Int32(automaton.slotSteps.count)
                info.acceptEnd = Int32(automaton.accepts.count)
                automaton.states[Int(state)] = info
            }
            members.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            if origins.count == 1, epsilonsBySource.start[Int(origins[0])] == epsilonsBySource.start[Int(origins[0]) + 1] {
                members.append(origins[0]) // no epsilon edges: the closure is the state itself
            } else {
                for origin in origins where visited[Int(origin)] != state {
                    visited[Int(origin)] = state
                    stack.append(origin)
                }
            }
            while let current = stack.popLast() {
                members.append(current)
                for position in epsilonsBySource.start[Int(current)]..<epsilonsBySource.start[Int(current) + 1] {
                    let next = epsilons[Int(epsilonsBySource.order[Int(position)])].to
                    if visited[Int(next)] != state {
                        visited[Int(next)] = state
                        stack.append(next)
                    }
                }
            }
            // Deterministic order: by state number (template order, then position in the template).
            if members.count > 1 { members.sort() }
            localWords.removeAll(keepingCapacity: true)
            localSlots.removeAll(keepingCapacity: true)
            for member in members {
                for position in wordsBySource.start[Int(member)]..<wordsBySource.start[Int(member) + 1] {
                    let edge = wordEdges[Int(wordsBySource.order[Int(position)])]
                    localWords.append((edge.word, Int32(localWords.count),
                                       .init(target: edge.target, characters: edge.characters, template: stateTemplate[Int(edge.target)])))
                }
                for position in slotsBySource.start[Int(member)]..<slotsBySource.start[Int(member) + 1] {
                    let edge = slotEdges[Int(slotsBySource.order[Int(position)])]
                    localSlots.append((Int32(localSlots.count),
                                       .init(slot: edge.slot, target: edge.target, template: stateTemplate[Int(edge.target)])))
                }
                if accepts[Int(member)] >= 0 { automaton.accepts.append(accepts[Int(member)]) }
            }
            if localWords.count > 1 { localWords.sort { $0.word != $1.word ? $0.word < $1.word : $0.order < $1.order } }
            if localWords.count == 1 {
                info.onlyWord = localWords[0].word
                info.onlyTarget = localWords[0].step.target
                info.onlyCharacters = localWords[0].step.characters
            } else if !localWords.isEmpty {
                info.onlyWord = -2
                info.entriesStart = Int32(automaton.wordEntries.count)
                var position = 0
                while position < localWords.count {
                    let word = localWords[position].word
                    let first = Int32(automaton.wordSteps.count)
                    while position < localWords.count, localWords[position].word == word {
                        automaton.wordSteps.append(localWords[position].step)
                        position += 1
                    }
                    automaton.wordEntries.append(.init(word: word, lower: first, upper: Int32(automaton.wordSteps.count)))
                }
                info.entriesEnd = Int32(automaton.wordEntries.count)
            }
            // Steps that read the sentence the same way stand together, so that a list that does
            // not match here is tried once, not once per template.
            if localSlots.count > 1 { localSlots.sort { lhs, rhs in
                let left = automaton.cores[Int(lhs.step.slot)].group, right = automaton.cores[Int(rhs.step.slot)].group
                return left != right ? left < right : lhs.order < rhs.order
            } }
            automaton.slotSteps += localSlots.map(\.step)
        }

        for state in 0..<count where isEntry[state] { fold([Int32(state)], as: Int32(state)) }
        visited = [Int32](repeating: -1, count: count)
        fold(starts, as: startState)
    }
}
