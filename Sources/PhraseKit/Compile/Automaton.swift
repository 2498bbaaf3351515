/// Every template compiled into one word automaton.
///
/// Each state knows, for the word that comes next, which states follow (the epsilon closure
/// is folded in when compiling), which slots can start there, and which templates end there.
/// Matching walks the sentence once, left to right, keeping the best path into each state.
struct Automaton {
    struct WordStep {
        var target: Int32
        /// Characters of literal text matched by this word (for ranking).
        var characters: Int32
    }

    struct SlotStep {
        var slot: Int32   // index into `slots`
        var target: Int32
    }

    /// What can happen from a state (after following every epsilon edge).
    struct Moves {
        var words: [Int32: [WordStep]] = [:]
        var slots: [SlotStep] = []
        /// Templates that end here.
        var accepts: [Int32] = []
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
    }

    var moves: [Moves] = []
    var slots: [Slot] = []
    var lists: [CompiledList] = []
    /// Templates (index = template id): which state starts each.
    var templateStart: [Int32] = []
}

/// Builds the automaton's raw states (with epsilon edges) and then folds the closures in.
struct AutomatonBuilder {
    struct RawState {
        var words: [(word: Int32, target: Int32, characters: Int32)] = []
        var slots: [(slot: Int32, target: Int32)] = []
        var epsilons: [Int32] = []
        var accept: Int32? = nil
    }

    var states: [RawState] = []

    mutating func newState() -> Int32 {
        states.append(RawState())
        return Int32(states.count - 1)
    }

    /// Adds `pattern` starting at `from`; returns the state where it ends.
    mutating func add(_ pattern: WordPattern, from: Int32, vocabulary: inout Vocabulary,
                      slot: (SlotReference) -> Int32) -> Int32 {
        switch pattern {
        case .word(let word):
            let target = newState()
            states[Int(from)].words.append((vocabulary.intern(word), target, Int32(word.count)))
            return target
        case .sequence(let items):
            var current = from
            for item in items { current = add(item, from: current, vocabulary: &vocabulary, slot: slot) }
            return current
        case .choice(let branches):
            let end = newState()
            for branch in branches {
                if case .sequence(let items) = branch, items.isEmpty {
                    states[Int(from)].epsilons.append(end)
                    continue
                }
                let start = newState()
                states[Int(from)].epsilons.append(start)
                let branchEnd = add(branch, from: start, vocabulary: &vocabulary, slot: slot)
                states[Int(branchEnd)].epsilons.append(end)
            }
            return end
        case .slot(let reference):
            let target = newState()
            states[Int(from)].slots.append((slot(reference), target))
            return target
        }
    }

    /// The moves of every state that a path can stand in (template starts and the targets of
    /// word and slot edges), with epsilon closures folded in. Other states get no moves.
    func foldedMoves(starts: [Int32]) -> [Automaton.Moves] {
        var result = [Automaton.Moves](repeating: Automaton.Moves(), count: states.count)
        var visited = [Int32](repeating: -1, count: states.count)
        var entries = Set(starts)
        for state in states {
            for edge in state.words { entries.insert(edge.target) }
            for edge in state.slots { entries.insert(edge.target) }
        }
        for origin in entries.sorted().map(Int.init) {
            var moves = Automaton.Moves()
            var stack: [Int32] = [Int32(origin)]
            visited[origin] = Int32(origin)
            while let state = stack.popLast() {
                let raw = states[Int(state)]
                for edge in raw.words {
                    moves.words[edge.word, default: []].append(.init(target: edge.target, characters: edge.characters))
                }
                for edge in raw.slots { moves.slots.append(.init(slot: edge.slot, target: edge.target)) }
                if let accept = raw.accept { moves.accepts.append(accept) }
                for next in raw.epsilons where visited[Int(next)] != Int32(origin) {
                    visited[Int(next)] = Int32(origin)
                    stack.append(next)
                }
            }
            result[origin] = moves
        }
        return result
    }
}
