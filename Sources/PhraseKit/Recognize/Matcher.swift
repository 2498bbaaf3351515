import HarkValue
import SpokenKit

/// One pass of the compiled automaton over a sentence.
///
/// Positions are visited left to right. At each position every live path stands in a state;
/// a path moves on by a word (one table look-up), a list value (a trie walk), a number, a typed
/// value or a wildcard. Where two paths reach the same state at the same position, only the better
/// one (by `RecognitionScore`) is kept, so the work grows with the sentence's length and the number
/// of live states, never with the number of sentences the templates could expand to.
struct Matcher {
    /// A slot filled along a path. Captures live in one array per pass; a path points at its
    /// newest capture, and each capture at the one before it.
    struct Capture {
        var slot: Int32
        var start: Int32
        var end: Int32
        /// List value index, or -1.
        var value: Int32
        /// Index into `readings` for a number or a parser's value, or -1.
        var reading: Int32
        var previous: Int32
    }

    struct Path {
        var score: RecognitionScore
        /// Newest capture (index into `captures`), or -1.
        var capture: Int32
        /// Which list-value contexts the path picked up (paths with different ones are kept apart).
        var contextKey: Int32
    }

    /// A path that reached the end of the sentence in a template's final state.
    struct Ending {
        var template: Int32
        var path: Path
    }

    let compiled: CompiledPhrases
    let text: TokenizedText
    let words: [Int32]
    /// Skip-word modes (bits of `SkipWordMode.bit`) that may start in this pass.
    let modeMask: UInt8
    /// Blocks that may match, or `nil` for all.
    let blockEnabled: [Bool]?

    /// The distinct words of the sentence (sorted), for the required-word check.
    private let present: [Int32]

    private(set) var captures: [Capture] = []
    private(set) var readings: [PhraseValue] = []

    init(compiled: CompiledPhrases, text: TokenizedText, modeMask: UInt8, blockEnabled: [Bool]?) {
        self.compiled = compiled
        self.text = text
        self.words = text.tokens.map { compiled.vocabulary.id($0.text) }
        var present = words.sorted()
        var kept = 0
        for word in present where kept == 0 || present[kept - 1] != word {
            present[kept] = word
            kept += 1
        }
        present.removeLast(present.count - kept)
        self.present = present
        self.modeMask = modeMask
        self.blockEnabled = blockEnabled
    }

    /// The captures of a path, first to last.
    func captures(of path: Path) -> [Capture] {
        var result: [Capture] = []
        var index = path.capture
        while index >= 0 {
            result.append(captures[Int(index)])
            index = captures[Int(index)].previous
        }
        return result.reversed()
    }

    func reading(_ index: Int32) -> PhraseValue? { index >= 0 ? readings[Int(index)] : nil }

    /// The paths at one position, at most one per (state, context key). Small frontiers are
    /// searched linearly; larger ones get an open-addressing index with a multiplicative hash.
    private struct Frontier {
        var states: [Int32] = []
        var paths: [Path] = []
        /// Path offsets + 1 (0: empty), indexed by the key's hash; empty until the frontier grows.
        var slots: [Int32] = []
        var shift: UInt64 = 64

        @inline(__always) private static func key(_ state: Int32, _ contextKey: Int32) -> UInt64 {
            UInt64(UInt32(bitPattern: state)) << 32 | UInt64(UInt32(bitPattern: contextKey))
        }

        @inline(__always) private func home(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: ((key ^ (key >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        mutating func offer(_ state: Int32, _ path: Path) {
            if slots.isEmpty {
                for offset in states.indices where states[offset] == state && paths[offset].contextKey == path.contextKey {
                    if paths[offset].score < path.score { paths[offset] = path }
                    return
                }
                if states.isEmpty { states.reserveCapacity(8); paths.reserveCapacity(8) }
                states.append(state)
                paths.append(path)
                if paths.count > 16 { rebuild() }
                return
            }
            let key = Self.key(state, path.contextKey)
            let mask = slots.count - 1
            var slot = home(key)
            while slots[slot] != 0 {
                let offset = Int(slots[slot] - 1)
                if states[offset] == state && paths[offset].contextKey == path.contextKey {
                    if paths[offset].score < path.score { paths[offset] = path }
                    return
                }
                slot = (slot + 1) & mask
            }
            states.append(state)
            paths.append(path)
            slots[slot] = Int32(paths.count)
            if paths.count * 2 > slots.count { rebuild() }
        }

        private mutating func rebuild() {
            var capacity = 64, bits: UInt64 = 6
            while capacity < paths.count * 4 { capacity <<= 1; bits += 1 }
            shift = 64 - bits
            slots = [Int32](repeating: 0, count: capacity)
            let mask = capacity - 1
            for offset in paths.indices {
                var slot = home(Self.key(states[offset], paths[offset].contextKey))
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(offset + 1)
            }
        }
    }

    /// Whether the template of `state` may start: its block is enabled, skip words apply to it as
    /// in this pass, and the sentence has its required words.
    private func mayStart(template: Int32) -> Bool {
        let tables = compiled.tables
        let gate = tables.templateGates[Int(template)]
        if gate.modeBit & modeMask == 0 { return false }
        if let blockEnabled, !blockEnabled[Int(gate.block)] { return false }
        for key in gate.keyStart..<gate.keyEnd where !contains(tables.templateKeys[Int(key)]) { return false }
        return true
    }

    @inline(__always) private func contains(_ word: Int32) -> Bool {
        var low = 0, high = present.count
        while low < high {
            let middle = (low + high) / 2
            if present[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < present.count && present[low] == word
    }

    mutating func run() -> [Ending] {
        let count = words.count
        var frontiers = [Frontier](repeating: Frontier(), count: count + 1)
        // Readings already made at a position (few per sentence, so searched linearly).
        var numberMemo: [(position: Int, readings: [NumberReader.Reading])] = []
        var listMemo: [(key: Int64, matches: [(end: Int, value: Int32)])] = []
        var parserMemo: [(key: Int64, readings: [SlotReading])] = []
        var endings: [Ending] = []
        let tables = compiled.tables

        func capture(_ path: Path, slot: Int32, _ start: Int, _ end: Int, value: Int32 = -1, reading: PhraseValue? = nil) -> Int32 {
            var readingIndex: Int32 = -1
            if let reading {
                readings.append(reading)
                readingIndex = Int32(readings.count - 1)
            }
            captures.append(Capture(slot: slot, start: Int32(start), end: Int32(end), value: value,
                                    reading: readingIndex, previous: path.capture))
            return Int32(captures.count - 1)
        }

        func advance(_ path: Path, from state: Int32, at position: Int) {
            let info = tables.states[Int(state)]
            let word = words[position]
            // A word no template knows (-1) follows no edge: -1 is also what a state without word
            // edges holds in `onlyWord`.
            if word >= 0, info.onlyWord == word {
                var next = path
                next.score.literalCharacters += Int(info.onlyCharacters)
                frontiers[position + 1].offer(info.onlyTarget, next)
            } else if word >= 0, info.onlyWord == -2, let steps = tables.steps(info, word: word) {
                for stepIndex in steps {
                    let step = tables.wordSteps[Int(stepIndex)]
                    var next = path
                    next.score.literalCharacters += Int(step.characters)
                    frontiers[position + 1].offer(step.target, next)
                }
            }
            var emptyListGroup: Int32 = -1
            for stepIndex in info.slotStart..<info.slotEnd {
                take(tables.slotSteps[Int(stepIndex)], path, at: position, emptyListGroup: &emptyListGroup)
            }
        }

        /// Starts the templates that may start: those whose rarest required word the sentence has
        /// (and those with no required word), then each one's remaining checks.
        func start(_ origin: Path) {
            var candidates = tables.unkeyedTemplates
            for word in present where word >= 0 && Int(word) + 1 < tables.keyedStart.count {
                candidates += tables.keyedTemplates[Int(tables.keyedStart[Int(word)])..<Int(tables.keyedStart[Int(word) + 1])]
            }
            candidates.sort()
            let first = words[0]
            for template in candidates where mayStart(template: template) {
                for index in tables.startWordStart[Int(template)]..<tables.startWordStart[Int(template) + 1] {
                    let step = tables.startWords[Int(index)]
                    guard step.word == first else { continue }
                    var next = origin
                    next.score.literalCharacters += Int(step.characters)
                    frontiers[1].offer(step.target, next)
                }
                var emptyListGroup: Int32 = -1
                for index in tables.startSlotStart[Int(template)]..<tables.startSlotStart[Int(template) + 1] {
                    take(tables.startSlots[Int(index)], origin, at: 0, emptyListGroup: &emptyListGroup)
                }
            }
        }

        /// Follows one slot edge from `position`.
        func take(_ step: Automaton.SlotStep, _ path: Path, at position: Int, emptyListGroup: inout Int32) {
                let core = tables.cores[Int(step.slot)]
                if core.kind == .list && core.source == emptyListGroup { return }
                switch core.kind {
                case .list:
                    let listID = core.source
                    let key = Int64(listID) << 32 | Int64(position)
                    let matches: [(end: Int, value: Int32)]
                    if let memo = listMemo.first(where: { $0.key == key }) { matches = memo.matches } else {
                        matches = compiled.automaton.lists[Int(listID)].matches(words, from: position)
                        listMemo.append((key, matches))
                    }
                    if matches.isEmpty { emptyListGroup = listID; return }
                    let allowed = core.hasAllowedValues ? compiled.automaton.slots[Int(step.slot)].allowedValues : nil
                    for match in matches {
                        if let allowed, !allowed.contains(match.value) { continue }
                        var next = path
                        if core.isEntity { next.score.entityCharacters += text.characterCount(position, match.end) }
                        let contextID = compiled.automaton.lists[Int(listID)].contextIDs[Int(match.value)]
                        if contextID != 0 { next.contextKey = next.contextKey &* 31 &+ contextID }
                        next.capture = capture(path, slot: step.slot, position, match.end, value: match.value)
                        frontiers[match.end].offer(step.target, next)
                    }
                case .range:
                    let numbers: [NumberReader.Reading]
                    if let memo = numberMemo.first(where: { $0.position == position }) { numbers = memo.readings } else {
                        numbers = NumberReader.readings(text.tokens, from: position)
                        numberMemo.append((position, numbers))
                    }
                    guard !numbers.isEmpty, case .range(let range) = compiled.automaton.slots[Int(step.slot)].source else { return }
                    let isDigits = NumberReader.digitValue(text.tokens[position].text) != nil
                    if isDigits ? !range.digits : !range.words { return }
                    for number in numbers {
                        guard let value = range.value(for: number.value) else { continue }
                        var next = path
                        next.capture = capture(path, slot: step.slot, position, number.end, reading: .number(value))
                        frontiers[number.end].offer(step.target, next)
                    }
                case .parser:
                    let parserID = core.source
                    let key = Int64(parserID) << 32 | Int64(position)
                    let parsed: [SlotReading]
                    if let memo = parserMemo.first(where: { $0.key == key }) { parsed = memo.readings } else {
                        parsed = compiled.parsers[Int(parserID)].readings(of: text, from: position)
                            .filter { $0.end > position && $0.end <= count }
                        parserMemo.append((key, parsed))
                    }
                    for reading in parsed {
                        var next = path
                        next.capture = capture(path, slot: step.slot, position, reading.end, reading: reading.value)
                        frontiers[reading.end].offer(step.target, next)
                    }
                case .wildcard:
                    var characters = 0
                    for end in (position + 1)...count {
                        characters += text.tokens[end - 1].text.count
                        var next = path
                        next.score.wildcards += 1
                        next.score.wildcardCharacters += characters
                        next.capture = capture(path, slot: step.slot, position, end)
                        frontiers[end].offer(step.target, next)
                    }
                }
        }

        func accept(_ path: Path, at state: Int32, isStart: Bool) {
            let info = tables.states[Int(state)]
            for index in info.acceptStart..<info.acceptEnd {
                let template = tables.accepts[Int(index)]
                if isStart && !mayStart(template: template) { continue }
                endings.append(Ending(template: template, path: path))
            }
        }

        let origin = Path(score: RecognitionScore(), capture: -1, contextKey: 0)
        let startState = compiled.automaton.startState
        if count == 0 {
            accept(origin, at: startState, isStart: true)
            return endings
        }
        start(origin)
        for position in 1...count {
            var frontier = Frontier()
            swap(&frontier, &frontiers[position]) // take it, leaving an empty one behind
            for offset in frontier.states.indices {
                let state = frontier.states[offset]
                let path = frontier.paths[offset]
                if position == count {
                    accept(path, at: state, isStart: false)
                } else {
                    advance(path, from: state, at: position)
                }
            }
        }
        return endings
    }

}
